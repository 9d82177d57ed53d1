import { parseRetentionDays } from '../src/config/retention.ts';
import { site } from '../src/config/site.ts';
import {
  type BuildSetting,
  type Setting,
  address,
  addresses,
  flag,
  httpUrl,
  integer,
  optionalPath,
  path,
  secretUrl,
  text,
} from './setting-kinds.ts';

/**
 * Every setting the server reads from its environment, declared once: the variable, its kind
 * (which validates it), its default and one line for the docs. server/config.ts parses the
 * environment with this table and derives `ServerConfig` from it; `npm run settings-docs` writes
 * the table in docs/operations.md from it (a unit test fails when the two differ), and another
 * test fails when code reads a variable that is not declared here.
 * The order is the docs table's and the order in which problems are listed.
 */
export const settings = {
  port: integer({
    env: 'PORT',
    default: 4321,
    min: 0,
    max: 65_535,
    description: 'the port the server listens on (`0`: a free one, logged in the `listening` line)',
  }),
  host: text({
    env: 'HOST',
    default: 'localhost',
    description: 'the address the server listens on (`0.0.0.0`: every interface)',
  }),
  siteOrigin: httpUrl({
    env: 'SITE_URL',
    keep: 'origin',
    build: true,
    shownDefault: 'unset (build: `https://www.example.com`)',
    description:
      'the public origin (build: canonical URLs; server: a form may also post from it, e.g. behind a proxy)',
  }),
  hsts: flag({
    env: 'HSTS',
    build: true,
    description:
      '`1` sends `Strict-Transport-Security` (only behind HTTPS; at build time also into `_headers`)',
  }),
  databaseUrl: secretUrl({
    env: 'DATABASE_URL',
    protocols: ['postgres:', 'postgresql:'],
    shape: 'a PostgreSQL URL such as postgres://user:password@host:5432/database',
    description:
      '`postgres://user:password@host:5432/db`: store everything in PostgreSQL (several instances)',
  }),
  leadsDb: path({
    env: 'LEADS_DB',
    default: './data/leads.sqlite',
    description: 'without `DATABASE_URL`: the SQLite file; its folder is created',
  }),
  // Generous per IP: Indian mobile carriers put many visitors behind one address (CGNAT).
  rateLimitMax: integer({
    env: 'RATE_LIMIT_MAX',
    default: 10,
    min: 0,
    max: 1_000_000,
    description:
      'contact posts per client IP per window (across all instances on PostgreSQL); `0` turns the limit off',
  }),
  rateLimitWindowMs: integer({
    env: 'RATE_LIMIT_WINDOW_MS',
    default: 60_000,
    min: 1,
    max: 86_400_000,
    description: 'the rate limit window, in milliseconds',
  }),
  trustProxy: flag({
    env: 'TRUST_PROXY',
    description:
      '`1` takes the client IP from the last `X-Forwarded-For` entry, the one the proxy appended (behind a proxy)',
  }),
  smtpUrl: secretUrl({
    env: 'SMTP_URL',
    protocols: ['smtp:', 'smtps:'],
    shape: 'smtp://user:password@host:587 or smtps://user:password@host:465',
    description:
      '`smtp://user:password@host:587` (STARTTLS when offered) or `smtps://user:password@host:465`',
  }),
  notifyTo: addresses({
    env: 'LEADS_NOTIFY_TO',
    description:
      "the owner's addresses, comma-separated; with `SMTP_URL`, each request is e-mailed to them and no one else",
  }),
  notifyFrom: address({
    env: 'LEADS_NOTIFY_FROM',
    default: site.email,
    shownDefault: '`site.email` (`src/config/site.ts`)',
    description: "the sender address (its domain is also the `Message-ID`'s)",
  }),
  webhookUrl: httpUrl({
    env: 'LEADS_WEBHOOK_URL',
    keep: 'href',
    description: 'forward each request to this URL through the outbox',
  }),
  // The delivery timing applies to every channel (webhook and e-mail): the WEBHOOK_ names were
  // from before e-mail existed.
  deliveryRetryBaseMs: integer({
    env: 'DELIVERY_RETRY_BASE_MS',
    formerly: 'WEBHOOK_RETRY_BASE_MS',
    default: 5_000,
    min: 1,
    max: 86_400_000,
    description:
      'every channel (webhook, e-mail): the wait before the first retry, doubled after each failure (with jitter)',
  }),
  deliveryRetryMaxMs: integer({
    env: 'DELIVERY_RETRY_MAX_MS',
    formerly: 'WEBHOOK_RETRY_MAX_MS',
    default: 3_600_000,
    min: 1,
    max: 604_800_000,
    description: 'every channel: the longest wait between retries',
  }),
  deliveryTimeoutMs: integer({
    env: 'DELIVERY_TIMEOUT_MS',
    formerly: 'WEBHOOK_TIMEOUT_MS',
    default: 10_000,
    min: 1,
    max: 600_000,
    description:
      'every channel: one attempt is abandoned after this long (on PostgreSQL a claimed delivery is leased for 2 × this + 1 s)',
  }),
  retentionDays: {
    env: 'LEADS_RETENTION_DAYS',
    build: true,
    shownDefault: 'unset (keep)',
    description:
      'delete requests older than this many days, daily; the privacy notice states it, so set it for the build too',
    read: (raw, { problem }) => {
      try {
        // Shared with the build's privacy notice, which must state the same period.
        return parseRetentionDays(raw);
      } catch (error) {
        problem((error as Error).message);
        return undefined;
      }
    },
  } satisfies Setting<number | undefined>,
  backupDir: optionalPath({
    env: 'LEADS_BACKUP_DIR',
    description: 'SQLite: a copy of the store here at start and daily (see [Backups](#backups))',
  }),
  backupKeep: integer({
    env: 'LEADS_BACKUP_KEEP',
    default: 7,
    min: 1,
    max: 1_000,
    description: 'how many of those copies are kept',
  }),
  shutdownTimeoutMs: integer({
    env: 'SHUTDOWN_TIMEOUT_MS',
    default: 10_000,
    min: 0,
    max: 600_000,
    description: 'on SIGTERM, requests still running after this long are cut off (exit code 1)',
  }),
  staticRoot: path({
    env: 'STATIC_ROOT',
    default: './dist/client',
    description: 'the build to serve',
  }),
  adminRoot: path({
    env: 'ADMIN_ROOT',
    default: './dist/admin',
    description:
      'the browser editor served at `/admin/` (`npm run build:admin`); nothing is served there when it is missing',
  }),
} satisfies Record<string, Setting<unknown>>;

/** Everything the production server reads from its environment, validated once at start. */
export type ServerConfig = {
  -readonly [Key in keyof typeof settings]: ReturnType<(typeof settings)[Key]['read']>;
};

export type SettingKey = keyof typeof settings;

/** Variables only the build reads; here so the docs table and the undeclared-read test know them. */
export const buildOnlySettings: BuildSetting[] = [
  {
    env: 'PUBLIC_CONTACT_ENDPOINT',
    shownDefault: '`/api/contact`',
    description: 'where the contact form posts (a static host has no `/api/contact`)',
  },
  {
    env: 'CMS_REPO',
    shownDefault: '`GITHUB_REPOSITORY`',
    description:
      'the GitHub repository (`owner/name`) the editor at `/admin/` commits to (docs/editing.md)',
  },
  {
    env: 'GITHUB_REPOSITORY',
    shownDefault: '(set by GitHub Actions)',
    description: 'the default of `CMS_REPO` when the admin is built in GitHub Actions',
  },
  {
    env: 'CMS_BRANCH',
    shownDefault: '`cms`',
    description: 'the branch the editor commits to; CI merges it into `main` when green',
  },
  {
    env: 'CMS_BACKEND',
    shownDefault: '`github`',
    description:
      "`gitea` builds the editor against the e2e tests' stand-in Git host (never for production)",
  },
];

/** What a rule between settings can ask. */
export type RuleContext = {
  config: ServerConfig;
  /** The variable a setting was read from (its former name while that is in use). */
  nameOf: (key: SettingKey) => string;
  /** Whether the environment gives the setting a value (not blank). */
  given: (key: SettingKey) => boolean;
};

/** Rules between settings, checked after each is read; each returns a problem or nothing. */
export const rules: ((context: RuleContext) => string | undefined)[] = [
  ({ config, nameOf }) =>
    config.deliveryRetryMaxMs < config.deliveryRetryBaseMs
      ? `${nameOf('deliveryRetryMaxMs')} must not be below ${nameOf('deliveryRetryBaseMs')}`
      : undefined,
  // Both or neither: one without the other would silently send nothing.
  ({ nameOf, given }) =>
    given('smtpUrl') && !given('notifyTo')
      ? `${nameOf('smtpUrl')} is set but ${nameOf('notifyTo')} is not: say whom to e-mail`
      : undefined,
  ({ nameOf, given }) =>
    given('notifyTo') && !given('smtpUrl')
      ? `${nameOf('notifyTo')} is set but ${nameOf('smtpUrl')} is not: say which server sends the e-mail`
      : undefined,
  ({ config, nameOf }) =>
    config.backupDir && config.databaseUrl
      ? `${nameOf('backupDir')} copies the SQLite store, but ${nameOf('databaseUrl')} selects PostgreSQL: back it up with pg_dump or your host's backups (README), and unset ${nameOf('backupDir')}`
      : undefined,
];
