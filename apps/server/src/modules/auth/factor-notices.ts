import type { FastifyBaseLogger } from 'fastify';
import type { UserAccounts } from '../accounts/user-accounts.ts';
import type { FactorChange } from '../mail/mail-messages.ts';
import { mailLinks } from '../mail/mail-templates.ts';
import type { Mailer } from '../mail/mail.service.ts';

export interface FactorNoticesDeps {
  users: Pick<UserAccounts, 'findById'>;
  mailer: Mailer;
  publicUrl: string;
  log: FastifyBaseLogger;
  remainingRecoveryCodes: (userId: number) => Promise<number>;
}

/** Tells the owner of every change of their factors, in their language, and logs it: never a code, key or challenge. */
export function createFactorNotices(deps: FactorNoticesDeps) {
  return async function tell(userId: number, change: FactorChange): Promise<void> {
    deps.log.info({ userId, change }, 'second factors changed');
    const user = await deps.users.findById(userId);
    if (!user) return;
    try {
      await deps.mailer.send(user.email, {
        kind: 'factor_change',
        lang: user.langCode,
        fullname: user.name,
        email: user.email,
        change,
        remaining: await deps.remainingRecoveryCodes(userId),
        link: mailLinks.security(deps.publicUrl),
      });
    } catch (error) {
      // The change stands; the settings page shows it whatever the mail did.
      deps.log.error({ err: error, change }, 'second factor notice could not be sent');
    }
  };
}

export type FactorNotice = ReturnType<typeof createFactorNotices>;
