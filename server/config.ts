import { resolve } from 'node:path';

/** Everything the production server reads from its environment, validated once at start. */
export type ServerConfig = {
  port: number;
  host: string;
  /** Public origin of the site (SITE_URL); a form may also post from it, e.g. behind a proxy. */
  siteOrigin: string | undefined;
  /** Send Strict-Transport-Security (only behind HTTPS). */
  hsts: boolean;
  /** SQLite file holding the contact requests. */
  leadsDb: string;
  /** Requests one client (IP) may send to /api/contact per window; 0 turns the limit off. */
  rateLimitMax: number;
  rateLimitWindowMs: number;
  /** Take the client IP from the last X-Forwarded-For entry, the proxy's (only behind a trusted proxy). */
  trustProxy: boolean;
  /** Where each stored request is forwarded, if anywhere. */
  webhookUrl: string | undefined;
  webhookRetryBaseMs: number;
  webhookRetryMaxMs: number;
  webhookTimeoutMs: number;
  /** How long SIGTERM waits for in-flight requests before cutting them off. */
  shutdownTimeoutMs: number;
  /** Directory of the static build. */
  staticRoot: string;
};

type Env = Record<string, string | undefined>;

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

  const config: ServerConfig = {
    port: integer('PORT', 4321, 0, 65_535),
    host: env['HOST']?.trim() || 'localhost',
    siteOrigin: url('SITE_URL')?.origin,
    hsts: flag('HSTS'),
    leadsDb: resolve(projectRoot, env['LEADS_DB']?.trim() || 'data/leads.sqlite'),
    // Generous per IP: Indian mobile carriers put many visitors behind one address (CGNAT).
    rateLimitMax: integer('RATE_LIMIT_MAX', 10, 0, 1_000_000),
    rateLimitWindowMs: integer('RATE_LIMIT_WINDOW_MS', 60_000, 1, 86_400_000),
    trustProxy: flag('TRUST_PROXY'),
    webhookUrl: url('LEADS_WEBHOOK_URL')?.href,
    webhookRetryBaseMs: integer('WEBHOOK_RETRY_BASE_MS', 5_000, 1, 86_400_000),
    webhookRetryMaxMs: integer('WEBHOOK_RETRY_MAX_MS', 3_600_000, 1, 604_800_000),
    webhookTimeoutMs: integer('WEBHOOK_TIMEOUT_MS', 10_000, 1, 600_000),
    shutdownTimeoutMs: integer('SHUTDOWN_TIMEOUT_MS', 10_000, 0, 600_000),
    staticRoot: resolve(projectRoot, env['STATIC_ROOT']?.trim() || 'dist/client'),
  };
  if (config.webhookRetryMaxMs < config.webhookRetryBaseMs) {
    problems.push('WEBHOOK_RETRY_MAX_MS must not be below WEBHOOK_RETRY_BASE_MS');
  }
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}
