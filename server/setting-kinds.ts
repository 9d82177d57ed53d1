import { resolve } from 'node:path';

/**
 * The kinds of value a server setting can hold (server/settings.ts declares each setting with one
 * of these). A kind knows how to read the environment's text, what to report when it is wrong,
 * and how the docs table shows its default, so a setting is written down once.
 */

export type Env = Record<string, string | undefined>;

/** What a setting's reader gets besides the value. */
export type ReadContext = {
  /** The variable actually read: the setting's name, or its former name while that is in use. */
  name: string;
  /** Relative paths are resolved against this (the project's folder). */
  projectRoot: string;
  /** Report a bad value; every problem is listed together at start. */
  problem: (message: string) => void;
};

export type Setting<T> = {
  /** The environment variable. */
  env: string;
  /** An older name still accepted, with a warning at start, while `env` is unset. */
  formerly?: string;
  /** One line for the docs table: what it does. */
  description: string;
  /** The default, as the docs table shows it. */
  shownDefault: string;
  /** The build reads it too (the docs table says so). */
  build?: boolean;
  /** The value, from the trimmed text (undefined when unset or blank). */
  read: (raw: string | undefined, context: ReadContext) => T;
};

/** A variable only the build reads (e.g. baked into the pages): documented, not parsed here. */
export type BuildSetting = Pick<Setting<never>, 'env' | 'description' | 'shownDefault'>;

type Common = { env: string; description: string; formerly?: string; build?: boolean };

/**
 * An address nodemailer can send to: one local part, one domain with a dot, no spaces, commas,
 * angle brackets or quotes (so a value can never smuggle in a second recipient or a header).
 */
const EMAIL_ADDRESS = /^[^\s@,<>"'()[\];:]+@[^\s@,<>"'()[\];:]+\.[^\s@,<>"'()[\];:]+$/;

export function integer(
  options: Common & { default: number; min: number; max: number },
): Setting<number> {
  const { default: fallback, min, max, ...common } = options;
  return {
    ...common,
    shownDefault: `\`${fallback}\``,
    read: (raw, { name, problem }) => {
      if (raw === undefined) return fallback;
      const value = Number(raw);
      if (!/^\d+$/.test(raw) || !Number.isSafeInteger(value) || value < min || value > max) {
        problem(`${name} must be a whole number from ${min} to ${max} (got "${raw}")`);
        return fallback;
      }
      return value;
    },
  };
}

/** On or off: 1/true or 0/false (any case); unset is off. */
export function flag(options: Common): Setting<boolean> {
  return {
    ...options,
    shownDefault: '`0`',
    read: (raw, { name, problem }) => {
      const value = raw?.toLowerCase();
      if (value === undefined || value === '0' || value === 'false') return false;
      if (value === '1' || value === 'true') return true;
      problem(`${name} must be 1/true or 0/false (got "${raw}")`);
      return false;
    },
  };
}

/** Any text, as given. */
export function text(options: Common & { default: string }): Setting<string> {
  const { default: fallback, ...common } = options;
  return { ...common, shownDefault: `\`${fallback}\``, read: (raw) => raw ?? fallback };
}

/** A file or folder, resolved against the project when relative. */
export function path(options: Common & { default: string }): Setting<string> {
  const { default: fallback, ...common } = options;
  return {
    ...common,
    shownDefault: `\`${fallback}\``,
    read: (raw, { projectRoot }) => resolve(projectRoot, raw ?? fallback),
  };
}

/** A file or folder that may be left unset. */
export function optionalPath(options: Common): Setting<string | undefined> {
  return {
    ...options,
    shownDefault: 'unset',
    read: (raw, { projectRoot }) => (raw === undefined ? undefined : resolve(projectRoot, raw)),
  };
}

/** An http(s) URL: its origin, or the whole address. */
export function httpUrl(
  options: Common & { keep: 'origin' | 'href'; shownDefault?: string },
): Setting<string | undefined> {
  const { keep, shownDefault = 'unset', ...common } = options;
  return {
    ...common,
    shownDefault,
    read: (raw, { name, problem }) => {
      if (raw === undefined) return undefined;
      try {
        const parsed = new URL(raw);
        if (parsed.protocol === 'http:' || parsed.protocol === 'https:') return parsed[keep];
      } catch {
        // Reported below, like a non-HTTP URL.
      }
      problem(`${name} must be an http(s) URL (got "${raw}")`);
      return undefined;
    },
  };
}

/** A URL with one of `protocols` and a host, often with a password, which no message shows. */
export function secretUrl(
  options: Common & { protocols: string[]; shape: string },
): Setting<string | undefined> {
  const { protocols, shape, ...common } = options;
  return {
    ...common,
    shownDefault: 'unset',
    read: (raw, { name, problem }) => {
      if (raw === undefined) return undefined;
      try {
        const parsed = new URL(raw);
        if (protocols.includes(parsed.protocol) && parsed.hostname !== '') return parsed.href;
        if (parsed.password) parsed.password = '***';
        problem(`${name} must be ${shape} (got "${parsed.href}")`);
      } catch {
        problem(`${name} must be ${shape} (got something that is not a URL)`);
      }
      return undefined;
    },
  };
}

/** E-mail addresses separated by commas; unset is none. */
export function addresses(options: Common): Setting<string[]> {
  return {
    ...options,
    shownDefault: 'unset',
    read: (raw, { name, problem }) => {
      if (raw === undefined) return [];
      const list = raw.split(',').map((address) => address.trim());
      const bad = list.filter((address) => !EMAIL_ADDRESS.test(address));
      if (bad.length > 0) {
        problem(
          `${name} must be one or more e-mail addresses separated by commas (not valid: ${bad.map((address) => `"${address}"`).join(', ')})`,
        );
        return [];
      }
      return list;
    },
  };
}

/** One e-mail address. */
export function address(
  options: Common & { default: string; shownDefault: string },
): Setting<string> {
  const { default: fallback, ...common } = options;
  return {
    ...common,
    read: (raw, { name, problem }) => {
      if (raw === undefined) return fallback;
      if (raw.includes(',')) {
        problem(`${name} must be one address`);
        return fallback;
      }
      if (!EMAIL_ADDRESS.test(raw)) {
        problem(`${name} must be an e-mail address (got "${raw}")`);
        return fallback;
      }
      return raw;
    },
  };
}
