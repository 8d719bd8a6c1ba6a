import type { AddressInfo } from 'node:net';

import { SMTPServer, SMTPServerDataStream, SMTPServerSession } from 'smtp-server';

export interface CaughtMail {
  /** Envelope sender (MAIL FROM). */
  from: string;
  /** Envelope recipients (RCPT TO), lower-cased. */
  to: string[];
  subject: string;
  /** The text/plain body, transfer-decoded, with CRLF turned into LF. */
  text: string;
  headers: Record<string, string>;
  raw: string;
}

type Rejection = { message: string; responseCode: number };

/* ---------- a small MIME reader: enough for what nodemailer sends (plain text, maybe multipart) ---------- */

function decodeQuotedPrintable(value: string): Buffer {
  const softBreaksRemoved = value.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < softBreaksRemoved.length; i++) {
    const char = softBreaksRemoved[i];
    const hex = softBreaksRemoved.slice(i + 1, i + 3);
    if (char === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(char, 'utf8'));
    }
  }
  return Buffer.from(bytes);
}

function decodeBody(body: string, encoding: string | undefined, charset = 'utf-8'): string {
  const enc = (encoding ?? '7bit').toLowerCase();
  const buffer = enc === 'base64' ? Buffer.from(body.replace(/\s+/g, ''), 'base64') : enc === 'quoted-printable' ? decodeQuotedPrintable(body) : Buffer.from(body, 'utf8');
  return new TextDecoder(charset.toLowerCase() === 'us-ascii' ? 'utf-8' : charset).decode(buffer);
}

/** RFC 2047 encoded words (=?UTF-8?Q?...?= and =?UTF-8?B?...?=), joined when adjacent. */
function decodeHeaderValue(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_all, charset: string, kind: string, text: string) => {
      const bytes = kind.toUpperCase() === 'B' ? Buffer.from(text, 'base64') : decodeQuotedPrintable(text.replace(/_/g, ' '));
      return new TextDecoder(charset).decode(bytes);
    });
}

function splitHeaders(raw: string): { headers: Record<string, string>; body: string } {
  const boundary = raw.search(/\r?\n\r?\n/);
  const head = boundary === -1 ? raw : raw.slice(0, boundary);
  const body = boundary === -1 ? '' : raw.slice(boundary).replace(/^\r?\n\r?\n/, '');
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    headers[name] ??= decodeHeaderValue(line.slice(colon + 1).trim());
  }
  return { headers, body };
}

const parameter = (header: string | undefined, name: string): string | undefined =>
  new RegExp(`${name}="?([^";]+)"?`, 'i').exec(header ?? '')?.[1];

function textOf(headers: Record<string, string>, body: string): string {
  const type = headers['content-type'] ?? 'text/plain';
  if (/^multipart\//i.test(type)) {
    const boundary = parameter(type, 'boundary');
    if (!boundary) return '';
    for (const part of body.split(`--${boundary}`).slice(1)) {
      if (part.startsWith('--')) break;
      const parsed = splitHeaders(part.replace(/^\r?\n/, ''));
      const text = textOf(parsed.headers, parsed.body);
      if (text) return text;
    }
    return '';
  }
  if (!/^text\/plain/i.test(type)) return '';
  return decodeBody(body, headers['content-transfer-encoding'], parameter(type, 'charset')).replace(/\r\n/g, '\n').replace(/\n$/, '');
}

function parseMail(raw: string, envelope: { from: string; to: string[] }): CaughtMail {
  const { headers, body } = splitHeaders(raw);
  return { from: envelope.from, to: envelope.to, subject: headers.subject ?? '', text: textOf(headers, body), headers, raw };
}

/* ---------- the catcher ---------- */

/**
 * A real SMTP server on 127.0.0.1 and a random port for tests: accepts any sender, recipient and
 * (optional) login, keeps every message, and can be told to refuse messages to exercise retries.
 */
export class SmtpCatcher {
  readonly messages: CaughtMail[] = [];
  /** How many messages were refused since start. */
  rejected = 0;
  private rejection: Rejection | null = null;
  private rejectRemaining = 0;
  private waiters: Array<() => void> = [];

  private constructor(
    private readonly server: SMTPServer,
    readonly port: number,
  ) {}

  /** On a random port, or on `port` to bring a stopped catcher back where the app expects it. */
  static async start(port = 0): Promise<SmtpCatcher> {
    const ref: { catcher?: SmtpCatcher } = {};
    const server = new SMTPServer({
      authOptional: true,
      // No STARTTLS: the self-signed certificate would make clients give up; this is a local test server.
      disabledCommands: ['STARTTLS'],
      closeTimeout: 1000,
      logger: false,
      onAuth: (_auth, _session, callback) => callback(null, { user: 'test' }),
      onData: (stream: SMTPServerDataStream, session: SMTPServerSession, callback: (error?: Error | null) => void) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => ref.catcher!.receive(Buffer.concat(chunks).toString('utf8'), session, callback));
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve());
    });
    server.on('error', () => undefined);
    const address = server.server.address() as AddressInfo;
    ref.catcher = new SmtpCatcher(server, address.port);
    return ref.catcher;
  }

  /** smtp://127.0.0.1:<port>, ready for SMTP_URL. */
  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  /** Refuse every message until acceptAll() (a temporary 451 by default). */
  rejectAll(message = 'Mailbox temporarily unavailable', responseCode = 451): void {
    this.rejection = { message, responseCode };
    this.rejectRemaining = Number.POSITIVE_INFINITY;
  }

  /** Refuse the next `count` messages, then accept again. */
  rejectNext(count: number, message = 'Mailbox temporarily unavailable', responseCode = 451): void {
    this.rejection = { message, responseCode };
    this.rejectRemaining = count;
  }

  acceptAll(): void {
    this.rejection = null;
    this.rejectRemaining = 0;
  }

  clear(): void {
    this.messages.length = 0;
    this.rejected = 0;
  }

  /** Messages sent to one address (case-insensitive). */
  to(address: string): CaughtMail[] {
    return this.messages.filter((mail) => mail.to.includes(address.toLowerCase()));
  }

  /** Resolves with the first message that matches, waiting for it to arrive. */
  async waitFor(predicate: (mail: CaughtMail) => boolean = () => true, timeoutMs = 5000): Promise<CaughtMail> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.messages.find(predicate);
      if (found) return found;
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`No matching mail within ${timeoutMs} ms (caught ${this.messages.length})`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  private receive(raw: string, session: SMTPServerSession, callback: (error?: Error | null) => void): void {
    if (this.rejection && this.rejectRemaining > 0) {
      this.rejectRemaining -= 1;
      this.rejected += 1;
      const error = Object.assign(new Error(this.rejection.message), { responseCode: this.rejection.responseCode });
      if (this.rejectRemaining === 0) this.rejection = null;
      return callback(error);
    }
    const envelope = {
      from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
      to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
    };
    this.messages.push(parseMail(raw, envelope));
    const waiters = this.waiters.splice(0);
    for (const wake of waiters) wake();
    callback(null);
  }
}
