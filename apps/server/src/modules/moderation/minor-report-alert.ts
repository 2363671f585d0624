import type { FastifyBaseLogger } from 'fastify';
import { toLang } from '@vitrina/contract/constants';
import { safeError } from '../../http/logger.ts';
import type { UserSuspensions } from '../accounts/user-suspensions.ts';
import { mailLinks } from '../mail/mail-templates.ts';
import type { Mailer } from '../mail/mail.service.ts';

export interface MinorReportAlertDeps {
  accounts: Pick<UserSuspensions, 'listAdmins'>;
  mailer: Mailer;
  publicUrl: string;
  log: FastifyBaseLogger;
}

/** A `minor_safety` report e-mails every admin in their language, naming the report only; answers how many went. */
export function createMinorReportAlert({ accounts, mailer, publicUrl, log }: MinorReportAlertDeps) {
  return async function notifyAdminsOfMinorReport(reportId: number): Promise<number> {
    const admins = await accounts.listAdmins();
    let sent = 0;
    for (const admin of admins) {
      try {
        await mailer.send(admin.email, {
          kind: 'minor_report',
          lang: toLang(admin.langCode),
          fullname: admin.nombre,
          email: admin.email,
          reportId,
          link: mailLinks.moderation(publicUrl),
        });
        sent += 1;
      } catch (error) {
        log.error({ err: safeError(error), adminId: admin.id }, 'a minor-safety alert could not be sent');
      }
    }
    return sent;
  };
}

export type NotifyAdminsOfMinorReport = ReturnType<typeof createMinorReportAlert>;
