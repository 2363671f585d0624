import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import { createMailer, type Mailer } from './mail.service.ts';

/** What a module needs to e-mail someone: the mailer, and the public address its links start with. */
export interface Mail {
  mailer: Mailer;
  publicUrl: string;
}

/** The mail module: SMTP when SMTP_URL is set, the outbox folder otherwise (links logged outside production). */
export function createMailModule(
  config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'dataDir' | 'env' | 'publicUrl'>,
  server: Pick<FastifyInstance, 'log' | 'addHook'>,
): Mail {
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    dataDir: config.dataDir,
    log: server.log,
    logLinks: config.env !== 'production',
  });
  server.addHook('onClose', async () => mailer.close());
  return { mailer, publicUrl: config.publicUrl };
}
