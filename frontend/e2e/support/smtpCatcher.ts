import fs from 'node:fs';
import { SMTPServer } from 'smtp-server';
import { parseMail, type ParsedMail } from './mailParser';

export interface CaughtMail extends ParsedMail {
  id: number;
  receivedAt: string;
  envelopeFrom: string;
  envelopeTo: string[];
  raw: string;
}

export interface SmtpCatcher {
  port: number;
  close: () => Promise<void>;
}

/**
 * A local SMTP server that accepts every mail and appends it to `mailboxFile` (JSON array), where
 * tests read it (see mailbox.ts). Plain text only: no TLS, no auth, loopback only.
 */
export async function startSmtpCatcher(mailboxFile: string, wantedPort = 0): Promise<SmtpCatcher> {
  const mails: CaughtMail[] = [];
  fs.writeFileSync(mailboxFile, '[]');

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', callback);
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const envelopeFrom = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
        mails.push({
          id: mails.length + 1,
          receivedAt: new Date().toISOString(),
          envelopeFrom,
          envelopeTo: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw,
          ...parseMail(raw),
        });
        fs.writeFileSync(mailboxFile, JSON.stringify(mails, null, 2));
        callback();
      });
    },
  });

  const port = await new Promise<number>((resolve, reject) => {
    server.once('error', reject);
    server.listen(wantedPort, '127.0.0.1', () => {
      const address = server.server.address();
      resolve(typeof address === 'object' && address ? address.port : 0);
    });
  });

  return { port, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
