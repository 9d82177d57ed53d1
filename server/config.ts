import type { Env, Setting } from './setting-kinds.ts';
import { type ServerConfig, type SettingKey, rules, settings } from './settings.ts';

export type { ServerConfig } from './settings.ts';

export class ConfigError extends Error {
  readonly problems: string[];
  constructor(problems: string[]) {
    super(`Invalid server configuration:\n  - ${problems.join('\n  - ')}`);
    this.name = 'ConfigError';
    this.problems = problems;
  }
}

/** A variable's trimmed value, undefined when unset or blank (blank counts as unset). */
const valueOf = (env: Env, name: string): string | undefined => {
  const raw = env[name]?.trim();
  return raw === '' ? undefined : raw;
};

/**
 * Which variable gives a setting its value: its own name, else its former name, which still
 * works but earns a warning (so does setting both: the new name wins).
 */
function lookUp(
  env: Env,
  setting: Setting<unknown>,
  warn: (message: string) => void,
): { name: string; raw: string | undefined } {
  const raw = valueOf(env, setting.env);
  const former = setting.formerly;
  if (former === undefined || valueOf(env, former) === undefined) return { name: setting.env, raw };
  if (raw === undefined) {
    warn(`${former} is the old name of ${setting.env}: it still works, but rename it`);
    return { name: former, raw: valueOf(env, former) };
  }
  warn(
    `${setting.env} and its old name ${former} are both set: using ${setting.env}; remove ${former}`,
  );
  return { name: setting.env, raw };
}

/**
 * Parses the environment into a config (server/settings.ts declares every setting), or throws
 * one error listing every bad variable, so a misconfigured deployment fails at start with a clear
 * message instead of misbehaving later. `warn` hears of old names still in use.
 */
export function parseConfig(
  env: Env,
  projectRoot = process.cwd(),
  warn: (message: string) => void = () => {},
): ServerConfig {
  const problems: string[] = [];
  const problem = (message: string) => problems.push(message);
  const names = {} as Record<SettingKey, string>;
  const values: Record<string, unknown> = {};
  for (const [key, setting] of Object.entries(settings) as [SettingKey, Setting<unknown>][]) {
    const { name, raw } = lookUp(env, setting, warn);
    names[key] = name;
    values[key] = setting.read(raw, { name, projectRoot, problem });
  }
  const config = values as ServerConfig;
  const context = {
    config,
    nameOf: (key: SettingKey) => names[key],
    given: (key: SettingKey) => valueOf(env, names[key]) !== undefined,
  };
  for (const rule of rules) {
    const message = rule(context);
    if (message !== undefined) problems.push(message);
  }
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}

/**
 * The config for a program that cannot run without it (the server, the owner's CLI): on a bad
 * setting it prints the list of problems and exits 1, with no stack trace. Warnings (old names)
 * go to `warn`, by default to stderr, never to stdout, which carries the CLI's exports.
 */
export function configOrExit(
  env: Env,
  warn: (message: string) => void = (message) => process.stderr.write(`Warning: ${message}\n`),
): ServerConfig {
  try {
    return parseConfig(env, process.cwd(), warn);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
}
