import type { GuardianSummaryEntry } from '../mail/guardian-bodies.ts';
import { mailLinks } from '../mail/mail-templates.ts';
import type { Mailer } from '../mail/mail.service.ts';
import type { Guardian, GuardianFields, Minor } from './guardians.repository.ts';

type Named = GuardianFields & Pick<Guardian, 'name'>;
type MinorName = Pick<Minor, 'email' | 'nombre' | 'apellido' | 'lang'>;

export const minorName = (minor: Pick<Minor, 'nombre' | 'apellido'>) => `${minor.nombre} ${minor.apellido}`.trim();

/** The guardians' e-mails, all in the minor's language: to the guardian with a fresh link's token, or to her. */
export function createGuardianMail({ mailer, publicUrl }: { mailer: Mailer; publicUrl: string }) {
  const parties = (guardian: Named, minor: MinorName, to: string) => ({
    lang: minor.lang,
    email: to,
    guardianName: guardian.name,
    minorName: minorName(minor),
    relationship: guardian.relationship,
  });
  const links = (token: string) => ({
    link: mailLinks.guardian(publicUrl, token),
    withdrawLink: mailLinks.guardian(publicUrl, token, 'retirar'),
    closeLink: mailLinks.guardian(publicUrl, token, 'cerrar'),
  });
  const toMinor = (guardian: Named, minor: MinorName) => ({
    ...parties(guardian, minor, minor.email),
    fullname: minorName(minor),
  });

  return {
    request: (guardian: Named, minor: MinorName, token: string) =>
      mailer.send(guardian.email, {
        kind: 'guardian_request',
        ...parties(guardian, minor, guardian.email),
        ...links(token),
      }),

    summary: (guardian: Named, minor: MinorName, token: string, entries: GuardianSummaryEntry[]) =>
      mailer.send(guardian.email, {
        kind: 'guardian_summary',
        ...parties(guardian, minor, guardian.email),
        ...links(token),
        entries,
      }),

    /** The role is over: both are told, the guardian with no link (theirs are dead). */
    ended: async (guardian: Named, minor: MinorName) => {
      await mailer.send(guardian.email, {
        kind: 'guardian_ended',
        ...parties(guardian, minor, guardian.email),
        link: publicUrl,
      });
      await mailer.send(minor.email, {
        kind: 'guardian_adult',
        ...toMinor(guardian, minor),
        link: mailLinks.notificationSettings(publicUrl),
      });
    },

    withdrawn: (guardian: Named, minor: MinorName) =>
      mailer.send(minor.email, {
        kind: 'guardian_withdrawn',
        ...toMinor(guardian, minor),
        link: mailLinks.notificationSettings(publicUrl),
      }),

    closed: (guardian: Named, minor: MinorName, deletionDate: Date) =>
      mailer.send(minor.email, {
        kind: 'guardian_closed',
        ...toMinor(guardian, minor),
        deletionDate,
        link: mailLinks.login(publicUrl),
      }),
  };
}

export type GuardianMail = ReturnType<typeof createGuardianMail>;
