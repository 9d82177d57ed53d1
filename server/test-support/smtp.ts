// A real SMTP server for the tests (the `smtp-server` package): it records every message it
// accepts, and can refuse attempts with any SMTP answer.
import type { AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerOptions } from 'smtp-server';

export type ReceivedMail = {
  from: string;
  to: string[];
  raw: string;
  /** Header values by lower-case name (first occurrence, unfolded). */
  headers: Record<string, string>;
};

export type TestSmtpServer = {
  port: number;
  url: string;
  received: ReceivedMail[];
  /** Answers refused so far (one per refused attempt). */
  refused: string[];
  listen: () => Promise<void>;
  close: () => Promise<void>;
};

/**
 * `refuse(attempt, recipient)` may return an answer such as `[451, 'try later']` for the
 * `attempt`-th message (counting from 1) to refuse it at RCPT TO.
 */
export async function startSmtpServer(
  options: {
    refuse?: (attempt: number, recipient: string) => [number, string] | undefined;
    port?: number;
  } = {},
): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  const refused: string[] = [];
  let attempts = 0;
  const make = () => {
    const settings: SMTPServerOptions = {
      // Plain SMTP with a login, as on a local relay; STARTTLS would need a trusted certificate.
      disabledCommands: ['STARTTLS'],
      allowInsecureAuth: true,
      authOptional: true,
      logger: false,
      onAuth: (auth, _session, callback) => {
        if (auth.username === 'owner' && auth.password === 's3cret')
          callback(null, { user: 'owner' });
        else callback(new Error('Invalid username or password'));
      },
      onMailFrom: (_address, _session, callback) => {
        attempts += 1;
        callback();
      },
      onRcptTo: (address, _session, callback) => {
        const answer = options.refuse?.(attempts, address.address);
        if (!answer) return callback();
        refused.push(`${answer[0]} ${answer[1]}`);
        const error = new Error(answer[1]) as Error & { responseCode: number };
        error.responseCode = answer[0];
        callback(error);
      },
      onData: (stream, session, callback) => {
        let raw = '';
        stream.setEncoding('utf8');
        stream.on('data', (chunk: string) => (raw += chunk));
        stream.on('end', () => {
          const head = raw.slice(0, raw.indexOf('\r\n\r\n')).replace(/\r\n[ \t]+/g, ' ');
          const headers: Record<string, string> = {};
          for (const line of head.split('\r\n')) {
            const colon = line.indexOf(':');
            const name = line.slice(0, colon).toLowerCase();
            if (colon > 0 && !(name in headers)) headers[name] = line.slice(colon + 1).trim();
          }
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            raw,
            headers,
          });
          callback();
        });
      },
    };
    return new SMTPServer(settings);
  };
  let server = make();
  let port = options.port ?? 0;
  const listen = () =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        port = (server.server.address() as AddressInfo).port;
        resolve();
      });
    });
  await listen();
  const handle: TestSmtpServer = {
    get port() {
      return port;
    },
    get url() {
      return `smtp://owner:s3cret@127.0.0.1:${port}`;
    },
    received,
    refused,
    listen: async () => {
      server = make();
      await listen();
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  return handle;
}

/** The decoded body of a quoted-printable part of a raw message (enough to read our own mail). */
export function decodeQuotedPrintable(text: string): string {
  return Buffer.from(
    text
      .replace(/=\r\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) =>
        String.fromCharCode(Number.parseInt(hex, 16)),
      ),
    'latin1',
  ).toString('utf8');
}
