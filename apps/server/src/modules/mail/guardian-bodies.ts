import type { GuardianRelationship } from '@vitrina/contract/guardian-rules';
import type { Lang } from '@vitrina/contract/constants';
import { countOf, fill, mailCopy } from './copy/mail-copy.ts';
import { filled, longDate, plain, type Body } from './mail-body-parts.ts';

/** Who a guardian's e-mail speaks of: the minor, and the guardian as the minor named them. */
interface GuardianParties {
  lang: Lang;
  /** The recipient's address (the footer names it). */
  email: string;
  guardianName: string;
  minorName: string;
  relationship: GuardianRelationship;
}

/** The guardian page's links (/tutor/{token}): every e-mail to the guardian carries withdraw and close. */
export interface GuardianLinks {
  link: string;
  withdrawLink: string;
  closeLink: string;
}

/** One agency's first contact with the minor in a summary's window: never its text. */
export interface GuardianSummaryEntry {
  agency: string;
  verified: boolean;
  /** It waits in the minor's requests (an agency's first message to a minor always does, unless she wrote first). */
  request: boolean;
  at: Date;
}

export type GuardianMailMessage =
  /** The guardian is asked to consent (registration, a new guardian, a resend). */
  | ({ kind: 'guardian_request' } & GuardianParties & GuardianLinks)
  /** The weekly summary: agencies' first contacts, only in a week that had some. */
  | ({ kind: 'guardian_summary'; entries: GuardianSummaryEntry[] } & GuardianParties & GuardianLinks)
  /** The minor turned 18: the guardian's role is over (`link`: the home page; the old links are dead). */
  | ({ kind: 'guardian_ended'; link: string } & GuardianParties)
  /** The same, to the person (`link`: settings). */
  | ({ kind: 'guardian_adult'; fullname: string; link: string } & GuardianParties)
  /** To the minor: her guardian withdrew consent; she is hidden again (`link`: settings). */
  | ({ kind: 'guardian_withdrawn'; fullname: string; link: string } & GuardianParties)
  /** To the minor: her guardian closed the account, deleted on `deletionDate` (`link`: login, to restore it). */
  | ({ kind: 'guardian_closed'; fullname: string; deletionDate: Date; link: string } & GuardianParties);

/** The texts of a guardian e-mail in its language. */
export function guardianBody(m: GuardianMailMessage): Body {
  const t = mailCopy[m.lang];
  const g = t.guardians;
  const vars = {
    email: m.email,
    minor: plain(m.minorName),
    guardian: plain(m.guardianName),
    relationship: g.relationships[m.relationship],
  };
  const toGuardian = { ...vars, name: plain(m.guardianName) };
  const guardianLinks = (links: GuardianLinks) => [
    { text: fill(g.withdrawLink, vars), link: links.withdrawLink },
    { text: fill(g.closeLink, vars), link: links.closeLink },
  ];
  switch (m.kind) {
    case 'guardian_request':
      return { ...filled(t, g.request, toGuardian, m.link), links: guardianLinks(m) };
    case 'guardian_summary': {
      const s = g.summary;
      const count = m.entries.length;
      return {
        ...filled(t, { ...s, subject: countOf(s.subject, count) }, { ...toGuardian, count }, m.link),
        items: m.entries.map((entry) => ({
          text: fill(entry.request ? s.request : s.message, {
            agency: plain(entry.agency),
            verified: entry.verified ? s.verified : '',
            date: longDate(m.lang, entry.at),
          }),
        })),
        links: guardianLinks(m),
      };
    }
    case 'guardian_ended':
      return filled(t, g.ended, toGuardian, m.link);
    case 'guardian_adult':
      return filled(t, g.adult, { ...vars, name: plain(m.fullname) }, m.link);
    case 'guardian_withdrawn':
      return filled(t, g.withdrawn, { ...vars, name: plain(m.fullname) }, m.link);
    case 'guardian_closed':
      return filled(t, g.closed, { ...vars, name: plain(m.fullname), date: longDate(m.lang, m.deletionDate) }, m.link);
  }
}
