import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import { renderMail, type MailMessage } from './mail-templates.ts';

// Through SMTP when SMTP_URL is set, else DATA_DIR/outbox: an .eml, a .txt with whole links (quoted-printable
// cuts them) and the links logged, so a newcomer can confirm an account without a mail server.
export interface MailerOptions {
  smtpUrl: string | undefined;
  from: string;
  dataDir: string;
  log: FastifyBaseLogger;
  /** Print each outbox message's link (a development machine); never in production, where links are secrets. */
  logLinks: boolean;
}

export interface Mailer {
  /** Renders and sends one message to one address; rejects when the transport fails. */
  send(to: string, message: MailMessage): Promise<void>;
  close(): void;
}

/** Every web address of a plain-text body, once each, in order. */
export function linksIn(text: string): string[] {
  return [...new Set(text.match(/https?:\/\/[^\s<>"«»]+/g) ?? [])];
}

export function createMailer(options: MailerOptions): Mailer {
  const outbox = path.join(options.dataDir, 'outbox');
  const transport = options.smtpUrl
    ? nodemailer.createTransport(options.smtpUrl, {})
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  if (options.smtpUrl) {
    // Bounded waits: a stuck mail server must not hold a request for minutes.
    Object.assign(transport.options, { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 });
  }

  return {
    async send(to, message) {
      const rendered = renderMail(message);
      const info = await transport.sendMail({
        from: options.from,
        to,
        subject: rendered.subject,
        html: rendered.html,
        text: rendered.text,
        ...(rendered.headers ? { headers: rendered.headers } : {}),
      });
      if (options.smtpUrl) {
        options.log.info({ kind: message.kind }, 'mail sent');
        return;
      }
      await mkdir(outbox, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${message.kind}-${randomBytes(3).toString('hex')}`;
      const file = path.join(outbox, `${name}.eml`);
      await writeWhole(file, (info as unknown as { message: Buffer }).message);
      // The same message as plain text, links whole on their own lines: what a person copies a link from.
      await writeWhole(
        path.join(outbox, `${name}.txt`),
        `To: ${to}\nSubject: ${rendered.subject}\n\n${rendered.text.trimEnd()}\n`,
      );
      // Only in outbox mode on a development machine are the links shown, as DESIGN §1 asks: a one-time link
      // is a credential, so a production server without SMTP logs only where the message went.
      if (!options.logLinks) {
        options.log.info({ kind: message.kind, file }, 'mail written to the outbox (no SMTP_URL)');
        return;
      }
      const links = linksIn(rendered.text);
      // Each link on a line of its own in the readable console (LOG_FORMAT=pretty), whole in a JSON line.
      options.log.info(
        { kind: message.kind, to, file, link: message.link, links },
        `mail "${message.kind}" to ${to} written to the outbox (no SMTP_URL); its links:\n${links.map((l) => `    ${l}`).join('\n')}\n`,
      );
    },
    close() {
      transport.close();
    },
  };
}

/** Written under another name, then renamed: whoever watches the outbox never reads half a message. */
async function writeWhole(file: string, data: string | Buffer): Promise<void> {
  await writeFile(`${file}.part`, data);
  await rename(`${file}.part`, file);
}
