import { randomUUID } from 'node:crypto';
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';

export interface SmtpCatcher {
  port: number;
  close(): Promise<void>;
}

/**
 * A local SMTP server that accepts every message (any or no authentication, no TLS) and writes it
 * as a raw `<time>-<id>.eml` into `dir`, with the SMTP envelope beside it in `<same>.envelope.json`
 * (Bcc recipients appear only there). Files are renamed into place once complete.
 */
export async function startSmtpCatcher(dir: string): Promise<SmtpCatcher> {
  mkdirSync(dir, { recursive: true });
  let sequence = 0;
  const server = new SMTPServer({
    secure: false,
    disabledCommands: ['STARTTLS'],
    authOptional: true,
    allowInsecureAuth: true,
    disableReverseLookup: true,
    logger: false,
    size: 25 * 1024 * 1024,
    onAuth(auth, _session, callback) {
      callback(null, { user: auth.username ?? 'anyone' });
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', callback);
      stream.on('end', () => {
        try {
          const name = `${Date.now()}-${String(++sequence).padStart(5, '0')}-${randomUUID().slice(0, 8)}`;
          const envelope = {
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : null,
            to: session.envelope.rcptTo.map((r) => r.address),
          };
          writeFileSync(path.join(dir, `${name}.envelope.json`), JSON.stringify(envelope));
          const partial = path.join(dir, `${name}.eml.part`);
          writeFileSync(partial, Buffer.concat(chunks));
          renameSync(partial, path.join(dir, `${name}.eml`));
          callback();
        } catch (error) {
          callback(error as Error);
        }
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  // Errors after start-up (a client dropping its connection) must not crash the runner.
  server.on('error', () => undefined);
  const { port } = server.server.address() as AddressInfo;
  return {
    port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
