import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import { renderMail, type MailMessage } from './mail-templates.ts';

/**
 * Sends the product's e-mails (DESIGN §1): through SMTP when SMTP_URL is set; otherwise each message
 * is written to DATA_DIR/outbox/*.eml and its link logged, so a newcomer can confirm an account on a
 * laptop without a mail server.
 */
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
      const file = path.join(
        outbox,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${message.kind}-${randomBytes(3).toString('hex')}.eml`,
      );
      await writeFile(file, (info as unknown as { message: Buffer }).message);
      // Only in outbox mode on a development machine is the link shown, as DESIGN §1 asks: a one-time link
      // is a credential, so a production server without SMTP logs only where the message went.
      options.log.info(
        options.logLinks ? { kind: message.kind, to, file, link: message.link } : { kind: message.kind, file },
        'mail written to the outbox (no SMTP_URL)',
      );
    },
    close() {
      transport.close();
    },
  };
}
