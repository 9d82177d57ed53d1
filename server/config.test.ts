import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from './config.ts';

describe('parseConfig', () => {
  it('gives safe defaults for an empty environment', () => {
    const config = parseConfig({}, '/srv/site');
    expect(config).toMatchObject({
      port: 4321,
      host: 'localhost',
      hsts: false,
      leadsDb: '/srv/site/data/leads.sqlite',
      rateLimitMax: 10,
      rateLimitWindowMs: 60_000,
      trustProxy: false,
      webhookUrl: undefined,
      siteOrigin: undefined,
      staticRoot: '/srv/site/dist/client',
      databaseUrl: undefined,
      smtpUrl: undefined,
      notifyTo: [],
      notifyFrom: 'support@example.com',
      retentionDays: undefined,
      backupDir: undefined,
      backupKeep: 7,
      deliveryRetryBaseMs: 5_000,
      deliveryRetryMaxMs: 3_600_000,
      deliveryTimeoutMs: 10_000,
      shutdownTimeoutMs: 10_000,
    });
  });

  it('reads the backup settings, and refuses them for PostgreSQL', () => {
    expect(
      parseConfig({ LEADS_BACKUP_DIR: 'backups', LEADS_BACKUP_KEEP: '14' }, '/srv/site'),
    ).toMatchObject({ backupDir: '/srv/site/backups', backupKeep: 14 });
    expect(() =>
      parseConfig({ LEADS_BACKUP_DIR: '/backups', DATABASE_URL: 'postgres://db/leads' }),
    ).toThrow(/LEADS_BACKUP_DIR copies the SQLite store.*pg_dump/);
    expect(() => parseConfig({ LEADS_BACKUP_KEEP: '0' })).toThrow(
      'LEADS_BACKUP_KEEP must be a whole number from 1 to 1000 (got "0")',
    );
  });

  it('reads the store, e-mail and retention settings', () => {
    const config = parseConfig({
      DATABASE_URL: 'postgres://site:pw@db.internal:5432/leads',
      SMTP_URL: 'smtps://owner:secret@smtp.example:465',
      LEADS_NOTIFY_TO: 'owner@fuel.example, desk@fuel.example',
      LEADS_NOTIFY_FROM: 'website@fuel.example',
      LEADS_RETENTION_DAYS: '365',
    });
    expect(config).toMatchObject({
      databaseUrl: 'postgres://site:pw@db.internal:5432/leads',
      smtpUrl: 'smtps://owner:secret@smtp.example:465',
      notifyTo: ['owner@fuel.example', 'desk@fuel.example'],
      notifyFrom: 'website@fuel.example',
      retentionDays: 365,
    });
  });

  it('refuses a bad SMTP server, address, database or retention, never echoing a password', () => {
    const problems = (env: Record<string, string>) => {
      try {
        parseConfig(env);
        return [];
      } catch (error) {
        return (error as ConfigError).problems;
      }
    };
    expect(
      problems({
        SMTP_URL: 'http://owner:secret@smtp.example',
        LEADS_NOTIFY_TO: 'owner@fuel.example, not-an-address, x@y.z',
        LEADS_NOTIFY_FROM: 'a@b.c,d@e.f',
        DATABASE_URL: 'mysql://root:hunter2@db',
        LEADS_RETENTION_DAYS: '0',
      }),
    ).toEqual([
      'DATABASE_URL must be a PostgreSQL URL such as postgres://user:password@host:5432/database (got "mysql://root:***@db")',
      'SMTP_URL must be smtp://user:password@host:587 or smtps://user:password@host:465 (got "http://owner:***@smtp.example/")',
      'LEADS_NOTIFY_TO must be one or more e-mail addresses separated by commas (not valid: "not-an-address")',
      'LEADS_NOTIFY_FROM must be one address',
      'LEADS_RETENTION_DAYS must be a whole number of days from 1 to 36500 (got "0")',
    ]);
    expect(
      problems({
        SMTP_URL: 'smtp://smtp.example',
        LEADS_NOTIFY_TO: 'owner@fuel.example',
        LEADS_NOTIFY_FROM: 'website',
      }),
    ).toEqual(['LEADS_NOTIFY_FROM must be an e-mail address (got "website")']);
    expect(problems({ SMTP_URL: 'smtp://smtp.example:587' })).toEqual([
      'SMTP_URL is set but LEADS_NOTIFY_TO is not: say whom to e-mail',
    ]);
    expect(problems({ LEADS_NOTIFY_TO: 'owner@fuel.example' })).toEqual([
      'LEADS_NOTIFY_TO is set but SMTP_URL is not: say which server sends the e-mail',
    ]);
  });

  it('reads every variable', () => {
    const config = parseConfig(
      {
        PORT: '8080',
        HOST: '0.0.0.0',
        SITE_URL: 'https://fuel.example/some/path',
        HSTS: '1',
        LEADS_DB: '/var/lib/leads.sqlite',
        RATE_LIMIT_MAX: '0',
        RATE_LIMIT_WINDOW_MS: '1000',
        TRUST_PROXY: 'true',
        LEADS_WEBHOOK_URL: 'https://hooks.example/leads',
        DELIVERY_RETRY_BASE_MS: '100',
        DELIVERY_RETRY_MAX_MS: '200',
        DELIVERY_TIMEOUT_MS: '3000',
        SHUTDOWN_TIMEOUT_MS: '0',
        STATIC_ROOT: 'build',
      },
      '/srv/site',
    );
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      siteOrigin: 'https://fuel.example',
      hsts: true,
      leadsDb: '/var/lib/leads.sqlite',
      rateLimitMax: 0,
      rateLimitWindowMs: 1000,
      trustProxy: true,
      webhookUrl: 'https://hooks.example/leads',
      deliveryRetryBaseMs: 100,
      deliveryRetryMaxMs: 200,
      deliveryTimeoutMs: 3000,
      shutdownTimeoutMs: 0,
      staticRoot: '/srv/site/build',
    });
  });

  it('resolves a relative database path against the project', () => {
    expect(parseConfig({ LEADS_DB: 'tmp/x.sqlite' }, '/srv/site').leadsDb).toBe(
      resolve('/srv/site', 'tmp/x.sqlite'),
    );
  });

  it('lists every invalid variable at once', () => {
    const attempt = () =>
      parseConfig({
        PORT: '80a',
        RATE_LIMIT_MAX: '-1',
        RATE_LIMIT_WINDOW_MS: '0',
        HSTS: 'yes',
        LEADS_WEBHOOK_URL: 'ftp://files.example',
        SITE_URL: 'not a url',
      });
    expect(attempt).toThrow(ConfigError);
    try {
      attempt();
    } catch (error) {
      expect((error as ConfigError).problems).toEqual([
        'PORT must be a whole number from 0 to 65535 (got "80a")',
        'SITE_URL must be an http(s) URL (got "not a url")',
        'HSTS must be 1/true or 0/false (got "yes")',
        'RATE_LIMIT_MAX must be a whole number from 0 to 1000000 (got "-1")',
        'RATE_LIMIT_WINDOW_MS must be a whole number from 1 to 86400000 (got "0")',
        'LEADS_WEBHOOK_URL must be an http(s) URL (got "ftp://files.example")',
      ]);
    }
  });

  it('refuses a retry cap below the base delay', () => {
    expect(() =>
      parseConfig({ DELIVERY_RETRY_BASE_MS: '500', DELIVERY_RETRY_MAX_MS: '100' }),
    ).toThrow(/DELIVERY_RETRY_MAX_MS must not be below DELIVERY_RETRY_BASE_MS/);
  });

  describe('the delivery timing, once named WEBHOOK_* though it governs e-mail too', () => {
    const parse = (env: Record<string, string>) => {
      const warnings: string[] = [];
      const config = parseConfig(env, '/srv/site', (warning) => warnings.push(warning));
      return { config, warnings };
    };

    it('reads the new names without a warning', () => {
      expect(
        parse({
          DELIVERY_RETRY_BASE_MS: '100',
          DELIVERY_RETRY_MAX_MS: '200',
          DELIVERY_TIMEOUT_MS: '300',
        }),
      ).toEqual({
        config: expect.objectContaining({
          deliveryRetryBaseMs: 100,
          deliveryRetryMaxMs: 200,
          deliveryTimeoutMs: 300,
        }),
        warnings: [],
      });
    });

    it('still reads each old name, warning once that it has a new one', () => {
      expect(
        parse({
          WEBHOOK_RETRY_BASE_MS: '100',
          WEBHOOK_RETRY_MAX_MS: '200',
          WEBHOOK_TIMEOUT_MS: '300',
        }),
      ).toEqual({
        config: expect.objectContaining({
          deliveryRetryBaseMs: 100,
          deliveryRetryMaxMs: 200,
          deliveryTimeoutMs: 300,
        }),
        warnings: [
          'WEBHOOK_RETRY_BASE_MS is the old name of DELIVERY_RETRY_BASE_MS: it still works, but rename it',
          'WEBHOOK_RETRY_MAX_MS is the old name of DELIVERY_RETRY_MAX_MS: it still works, but rename it',
          'WEBHOOK_TIMEOUT_MS is the old name of DELIVERY_TIMEOUT_MS: it still works, but rename it',
        ],
      });
    });

    it('takes the new name when both are set, and says so', () => {
      expect(parse({ DELIVERY_TIMEOUT_MS: '300', WEBHOOK_TIMEOUT_MS: '900' })).toEqual({
        config: expect.objectContaining({ deliveryTimeoutMs: 300 }),
        warnings: [
          'DELIVERY_TIMEOUT_MS and its old name WEBHOOK_TIMEOUT_MS are both set: using DELIVERY_TIMEOUT_MS; remove WEBHOOK_TIMEOUT_MS',
        ],
      });
    });

    it('names the variable actually set when its value is wrong', () => {
      expect(() => parseConfig({ WEBHOOK_TIMEOUT_MS: 'ten' })).toThrow(
        'WEBHOOK_TIMEOUT_MS must be a whole number from 1 to 600000 (got "ten")',
      );
      expect(() =>
        parseConfig({ WEBHOOK_RETRY_BASE_MS: '500', DELIVERY_RETRY_MAX_MS: '100' }),
      ).toThrow(/DELIVERY_RETRY_MAX_MS must not be below WEBHOOK_RETRY_BASE_MS/);
    });
  });
});
