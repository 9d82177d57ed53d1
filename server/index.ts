// Production server: the static build from dist/client, POST /api/contact into SQLite or
// PostgreSQL (and on to the owner by e-mail and webhook), security headers on every response,
// and a graceful SIGTERM.
import { createServer } from 'node:http';
import { site as siteConfig } from '../src/config/site.ts';
import { configOrExit } from './config.ts';
import { type ContactRateLimiter, RateLimiter, SharedRateLimiter } from './contact/rate-limiter.ts';
import { createApp } from './http/app.ts';
import { baseSecurityHeaders } from './http/security-headers.ts';
import { loadStaticSite, pageTemplate } from './http/static-files.ts';
import { loadAdminSite } from './http/admin-files.ts';
import { contactAnswers, loadAnswerRenderer } from './contact/form-page.ts';
import { startBackups } from './leads/backup.ts';
import { type Deliverer, createWebhookDeliverer } from './leads/deliverer.ts';
import { createEmailDeliverer } from './leads/email.ts';
import { openLeadStore } from './leads/open-store.ts';
import { OutboxWorker } from './leads/outbox.ts';
import { startRetention } from './leads/retention.ts';
import { SqliteLeadStore } from './leads/sqlite-store.ts';
import type { Channel } from './leads/store.ts';

// A closed log pipe must not take the server down with it.
process.stdout.on('error', () => {});
/**
 * One JSON line per event. Lines are batched and written at most every 100 ms (or at 64 KB), so
 * logging costs one write per batch rather than one per request; the rest is flushed at exit.
 */
let pendingLog = '';
let logTimer: NodeJS.Timeout | undefined;
const flushLog = () => {
  clearTimeout(logTimer);
  logTimer = undefined;
  if (pendingLog) process.stdout.write(pendingLog);
  pendingLog = '';
};
const log = (line: Record<string, unknown>) => {
  pendingLog += `${JSON.stringify({ time: new Date().toISOString(), ...line })}\n`;
  if (pendingLog.length > 65_536) flushLog();
  else logTimer ??= setTimeout(flushLog, 100);
};
const logNow = (line: Record<string, unknown>) => {
  log(line);
  flushLog();
};

// An old variable name still in use is logged once, here at start, naming the new one.
const config = configOrExit(process.env, (warning) => logNow({ event: 'config-warning', warning }));

const site = loadStaticSite(config.staticRoot, baseSecurityHeaders({ hsts: config.hsts }));
const admin = loadAdminSite(config.adminRoot);
const answerRenderer = await loadAnswerRenderer(config.staticRoot);
const answers =
  answerRenderer && contactAnswers((route) => pageTemplate(site, route), answerRenderer);

const email =
  config.smtpUrl && config.notifyTo.length > 0
    ? createEmailDeliverer({
        smtpUrl: config.smtpUrl,
        to: config.notifyTo,
        from: config.notifyFrom,
        siteName: siteConfig.name,
        timeoutMs: config.deliveryTimeoutMs,
      })
    : undefined;
const deliverers: Partial<Record<Channel, Deliverer>> = {
  ...(config.webhookUrl ? { webhook: createWebhookDeliverer(config.webhookUrl) } : {}),
  ...(email ? { email } : {}),
};
const channels = Object.keys(deliverers) as Channel[];
// The store calls back only after a commit, by which time the worker below exists.
const store = openLeadStore(config, { channels, onCommitted: () => outbox?.wake(), log });
const outbox =
  channels.length > 0
    ? new OutboxWorker(store, {
        deliverers,
        retryBaseMs: config.deliveryRetryBaseMs,
        retryMaxMs: config.deliveryRetryMaxMs,
        timeoutMs: config.deliveryTimeoutMs,
        log,
      })
    : undefined;
try {
  await store.ready();
} catch (error) {
  process.stderr.write(
    `Cannot use the leads database (${store.kind}): ${(error as Error).message}\n`,
  );
  process.exit(1);
}
const rateLimiter: ContactRateLimiter = store.rateCounter
  ? new SharedRateLimiter(store.rateCounter, config.rateLimitMax, config.rateLimitWindowMs)
  : new RateLimiter(config.rateLimitMax, config.rateLimitWindowMs);
const retention =
  config.retentionDays === undefined ? undefined : startRetention(store, config.retentionDays, log);
// Config refuses LEADS_BACKUP_DIR with PostgreSQL, so the store here is the SQLite file. Each copy
// runs the retention first (a second daily run, harmless), so a fresh copy holds no expired request.
const backups =
  config.backupDir && store instanceof SqliteLeadStore
    ? startBackups(store.database, {
        dir: config.backupDir,
        keep: config.backupKeep,
        retentionDays: config.retentionDays,
        beforeCopy: retention?.run,
        log,
      })
    : undefined;
let shuttingDown = false;

const server = createServer(
  createApp({
    site,
    admin,
    contact: {
      store,
      rateLimiter,
      siteOrigin: config.siteOrigin,
      answers,
    },
    hsts: config.hsts,
    trustProxy: config.trustProxy,
    log,
    isShuttingDown: () => shuttingDown,
  }),
);
server.on('error', (error) => {
  // Most often the port is taken: say so and stop, rather than crash with a stack trace.
  logNow({ event: 'error', error: error.message });
  process.exit(1);
});
server.keepAliveTimeout = 5_000;
server.headersTimeout = 20_000;
server.requestTimeout = 30_000;

server.listen(config.port, config.host, () => {
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  logNow({
    event: 'listening',
    url: `http://${config.host}:${port}`,
    pages: site.assets.size,
    store: store.kind,
    channels,
  });
  outbox?.start();
});

/**
 * Stop taking connections, let requests in flight finish (their rows are committed before they
 * are answered), stop the delivery worker, close the database, exit 0. If requests are still
 * running after SHUTDOWN_TIMEOUT_MS they are cut off and the exit code says so.
 */
function shutdown(signal: string): void {
  if (shuttingDown) return;
  shuttingDown = true;
  const finish = async (code: number) => {
    retention?.stop();
    backups?.stop();
    await store.flush();
    await outbox?.stop();
    email?.close();
    await store.close();
    logNow({ event: 'stopped', code });
    process.exit(code);
  };
  const force = setTimeout(() => {
    server.closeAllConnections();
    void finish(1);
  }, config.shutdownTimeoutMs);
  server.close(() => {
    clearTimeout(force);
    void finish(0);
  });
  server.closeIdleConnections();
  // Logged once the listening socket is closed: from here on, new connections are refused.
  logNow({ event: 'shutdown', signal });
}

process.on('SIGTERM', () => shutdown('SIGTERM'));
process.on('SIGINT', () => shutdown('SIGINT'));
