import PostalMime from 'postal-mime';
import { SMTPServer } from 'smtp-server';

/** A message caught by the test SMTP listener, parsed. */
export interface CaughtMail {
  to: string;
  subject: string;
  html: string;
  text: string;
  raw: string;
}

/**
 * A real SMTP listener on 127.0.0.1 (random port) that keeps every message it receives.
 * Point SMTP_URL at `url`; `waitFor` resolves when a matching message arrives (bounded in time).
 */
export interface MailCatcher {
  url: string;
  messages: CaughtMail[];
  waitFor(predicate: (mail: CaughtMail) => boolean, timeoutMs?: number): Promise<CaughtMail>;
  /** Every message to an address so far. */
  to(address: string): CaughtMail[];
  close(): Promise<void>;
}

export async function startMailCatcher(): Promise<MailCatcher> {
  const messages: CaughtMail[] = [];
  const waiters: Array<() => void> = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        PostalMime.parse(raw)
          .then((parsed) => {
            for (const recipient of session.envelope.rcptTo) {
              messages.push({
                to: recipient.address.toLowerCase(),
                subject: parsed.subject ?? '',
                html: parsed.html ?? '',
                text: parsed.text ?? '',
                raw,
              });
            }
            for (const wake of waiters.splice(0)) wake();
            callback();
          })
          .catch((error: Error) => callback(error));
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address();
  if (!address || typeof address === 'string') throw new Error('SMTP listener has no port');

  return {
    url: `smtp://127.0.0.1:${address.port}`,
    messages,
    to: (recipient) => messages.filter((m) => m.to === recipient.toLowerCase()),
    async waitFor(predicate, timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = messages.find(predicate);
        if (found) return found;
        const left = deadline - Date.now();
        if (left <= 0) throw new Error('no matching e-mail arrived in time');
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          waiters.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The token of a link in a caught message (`/register/confirmation#<t>` or `/forgot/<t>`). */
export function linkToken(mail: CaughtMail, kind: 'confirmation' | 'recovery'): string {
  const pattern = kind === 'confirmation' ? /\/register\/confirmation#([A-Za-z0-9_-]+)/ : /\/forgot\/([A-Za-z0-9_-]+)/;
  const match = pattern.exec(mail.text);
  if (!match?.[1]) throw new Error(`no ${kind} link in the e-mail`);
  return match[1];
}
