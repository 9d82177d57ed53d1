import { resolve } from 'node:path';
import { parseRetentionDays } from '../src/config/retention.ts';
import { site } from '../src/config/site.ts';

/** Everything the production server reads from its environment, validated once at start. */
export type ServerConfig = {
  port: number;
  host: string;
  /** Public origin of the site (SITE_URL); a form may also post from it, e.g. behind a proxy. */
  siteOrigin: string | undefined;
  /** Send Strict-Transport-Security (only behind HTTPS). */
  hsts: boolean;
  /** SQLite file holding the contact requests (when there is no DATABASE_URL). */
  leadsDb: string;
  /** PostgreSQL holding requests, deliveries and rate-limit counts, shared by every instance. */
  databaseUrl: string | undefined;
  /** Folder of the SQLite store's scheduled copies (LEADS_BACKUP_DIR; undefined: none). */
  backupDir: string | undefined;
  /** How many scheduled copies are kept (LEADS_BACKUP_KEEP, default 7). */
  backupKeep: number;
  /** Delete requests older than this many days (undefined: keep them). */
  retentionDays: number | undefined;
  /** Requests one client (IP) may send to /api/contact per window; 0 turns the limit off. */
  rateLimitMax: number;
  rateLimitWindowMs: number;
  /** Take the client IP from the last X-Forwarded-For entry, the proxy's (only behind a trusted proxy). */
  trustProxy: boolean;
  /** Where each stored request is forwarded, if anywhere. */
  webhookUrl: string | undefined;
  /** SMTP server for the owner's e-mail (smtp:// or smtps://, with credentials). */
  smtpUrl: string | undefined;
  /** The owner's addresses; e-mail is sent when these and smtpUrl are set, to no one else. */
  notifyTo: string[];
  notifyFrom: string;
  /** Retry timing of every delivery channel (webhook and e-mail). */
  webhookRetryBaseMs: number;
  webhookRetryMaxMs: number;
  webhookTimeoutMs: number;
  /** How long SIGTERM waits for in-flight requests before cutting them off. */
  shutdownTimeoutMs: number;
  /** Directory of the static build. */
  staticRoot: string;
};

type Env = Record<string, string | undefined>;

/**
 * An address nodemailer can send to: one local part, one domain with a dot, no spaces, commas,
 * angle brackets or quotes (so a value can never smuggle in a second recipient or a header).
 */
const EMAIL_ADDRESS = /^[^\s@,<>"'()[\];:]+@[^\s@,<>"'()[\];:]+\.[^\s@,<>"'()[\];:]+$/;

export class ConfigError extends Error {
  readonly problems: string[];
  constructor(problems: string[]) {
    super(`Invalid server configuration:\n  - ${problems.join('\n  - ')}`);
    this.name = 'ConfigError';
    this.problems = problems;
  }
}

/**
 * Parses the environment into a config, or throws one error listing every bad variable, so a
 * misconfigured deployment fails at start with a clear message instead of misbehaving later.
 */
export function parseConfig(env: Env, projectRoot = process.cwd()): ServerConfig {
  const problems: string[] = [];

  const integer = (name: string, fallback: number, min: number, max: number): number => {
    const raw = env[name]?.trim();
    if (raw === undefined || raw === '') return fallback;
    const value = Number(raw);
    if (!/^\d+$/.test(raw) || !Number.isSafeInteger(value) || value < min || value > max) {
      problems.push(`${name} must be a whole number from ${min} to ${max} (got "${raw}")`);
      return fallback;
    }
    return value;
  };
  const flag = (name: string): boolean => {
    const raw = env[name]?.trim().toLowerCase();
    if (raw === undefined || raw === '' || raw === '0' || raw === 'false') return false;
    if (raw === '1' || raw === 'true') return true;
    problems.push(`${name} must be 1/true or 0/false (got "${env[name]}")`);
    return false;
  };
  const url = (name: string): URL | undefined => {
    const raw = env[name]?.trim();
    if (!raw) return undefined;
    try {
      const parsed = new URL(raw);
      if (parsed.protocol === 'http:' || parsed.protocol === 'https:') return parsed;
    } catch {
      // Reported below, like a non-HTTP URL.
    }
    problems.push(`${name} must be an http(s) URL (got "${raw}")`);
    return undefined;
  };

  /** A URL with one of `protocols`; its password never appears in a message. */
  const secretUrl = (name: string, protocols: string[], shape: string): string | undefined => {
    const raw = env[name]?.trim();
    if (!raw) return undefined;
    try {
      const parsed = new URL(raw);
      if (protocols.includes(parsed.protocol) && parsed.hostname !== '') return parsed.href;
      if (parsed.password) parsed.password = '***';
      problems.push(`${name} must be ${shape} (got "${parsed.href}")`);
    } catch {
      problems.push(`${name} must be ${shape} (got something that is not a URL)`);
    }
    return undefined;
  };
  const addresses = (name: string): string[] => {
    const raw = env[name]?.trim();
    if (!raw) return [];
    const list = raw.split(',').map((address) => address.trim());
    const bad = list.filter((address) => !EMAIL_ADDRESS.test(address));
    if (bad.length > 0) {
      problems.push(
        `${name} must be one or more e-mail addresses separated by commas (not valid: ${bad.map((address) => `"${address}"`).join(', ')})`,
      );
      return [];
    }
    return list;
  };
  let retentionDays: number | undefined;
  try {
    retentionDays = parseRetentionDays(env['LEADS_RETENTION_DAYS']);
  } catch (error) {
    problems.push((error as Error).message);
  }

  const config: ServerConfig = {
    port: integer('PORT', 4321, 0, 65_535),
    host: env['HOST']?.trim() || 'localhost',
    siteOrigin: url('SITE_URL')?.origin,
    hsts: flag('HSTS'),
    leadsDb: resolve(projectRoot, env['LEADS_DB']?.trim() || 'data/leads.sqlite'),
    databaseUrl: secretUrl(
      'DATABASE_URL',
      ['postgres:', 'postgresql:'],
      'a PostgreSQL URL such as postgres://user:password@host:5432/database',
    ),
    backupDir: env['LEADS_BACKUP_DIR']?.trim()
      ? resolve(projectRoot, env['LEADS_BACKUP_DIR'].trim())
      : undefined,
    backupKeep: integer('LEADS_BACKUP_KEEP', 7, 1, 1_000),
    retentionDays,
    // Generous per IP: Indian mobile carriers put many visitors behind one address (CGNAT).
    rateLimitMax: integer('RATE_LIMIT_MAX', 10, 0, 1_000_000),
    rateLimitWindowMs: integer('RATE_LIMIT_WINDOW_MS', 60_000, 1, 86_400_000),
    trustProxy: flag('TRUST_PROXY'),
    webhookUrl: url('LEADS_WEBHOOK_URL')?.href,
    smtpUrl: secretUrl(
      'SMTP_URL',
      ['smtp:', 'smtps:'],
      'smtp://user:password@host:587 or smtps://user:password@host:465',
    ),
    notifyTo: addresses('LEADS_NOTIFY_TO'),
    notifyFrom: addresses('LEADS_NOTIFY_FROM')[0] ?? site.email,
    webhookRetryBaseMs: integer('WEBHOOK_RETRY_BASE_MS', 5_000, 1, 86_400_000),
    webhookRetryMaxMs: integer('WEBHOOK_RETRY_MAX_MS', 3_600_000, 1, 604_800_000),
    webhookTimeoutMs: integer('WEBHOOK_TIMEOUT_MS', 10_000, 1, 600_000),
    shutdownTimeoutMs: integer('SHUTDOWN_TIMEOUT_MS', 10_000, 0, 600_000),
    staticRoot: resolve(projectRoot, env['STATIC_ROOT']?.trim() || 'dist/client'),
  };
  if (config.webhookRetryMaxMs < config.webhookRetryBaseMs) {
    problems.push('WEBHOOK_RETRY_MAX_MS must not be below WEBHOOK_RETRY_BASE_MS');
  }
  if (env['LEADS_NOTIFY_FROM']?.includes(',')) {
    problems.push('LEADS_NOTIFY_FROM must be one address');
  }
  // Both or neither: one without the other would silently send nothing.
  if (env['SMTP_URL']?.trim() && !env['LEADS_NOTIFY_TO']?.trim()) {
    problems.push('SMTP_URL is set but LEADS_NOTIFY_TO is not: say whom to e-mail');
  }
  if (env['LEADS_NOTIFY_TO']?.trim() && !env['SMTP_URL']?.trim()) {
    problems.push('LEADS_NOTIFY_TO is set but SMTP_URL is not: say which server sends the e-mail');
  }
  if (config.backupDir && config.databaseUrl) {
    problems.push(
      "LEADS_BACKUP_DIR copies the SQLite store, but DATABASE_URL selects PostgreSQL: back it up with pg_dump or your host's backups (README), and unset LEADS_BACKUP_DIR",
    );
  }
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}

/**
 * The config for a program that cannot run without it (the server, the owner's CLI): on a bad
 * setting it prints the list of problems and exits 1, with no stack trace.
 */
export function configOrExit(env: Env): ServerConfig {
  try {
    return parseConfig(env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
}
