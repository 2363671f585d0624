import type { Lang } from '@vitrina/contract/constants';
import type { ApplicationUpdate, NotificationType } from '@vitrina/contract/notifications-limits';
import type { OpportunityChange } from '@vitrina/contract/opportunity-changes';
import type { CloseReason } from '@vitrina/contract/opportunity-limits';
import type { GuardianMailMessage } from './guardian-bodies.ts';

// Every e-mail's data, by kind: the templates lay them out, the bodies write their texts.
/** One line of the digest: what happened, who did it, where it leads (and a message's preview). */
export interface DigestItem {
  /** `REQUEST`: a message request waits for me (a verified agency's is the entry `MESSAGE_REQUEST`). */
  type: NotificationType | 'MESSAGE' | 'REQUEST';
  actorName: string;
  /** How many more people the entry stands for (grouped likes). */
  others: number;
  link: string;
  preview?: string;
  /** An opportunity notice's terms: the opportunity, the role (when one is meant), why it ended, what moved. */
  opportunity?: {
    title: string;
    role: string | null;
    reason: CloseReason | null;
    update: ApplicationUpdate | null;
    count: number;
    /** OPPORTUNITY_CHANGED: what changed (none named on an older entry). */
    changes: OpportunityChange[];
  };
}

/** The changes of second factors the owner is told of. */
export type FactorChange =
  'totp_on' | 'totp_off' | 'passkey_added' | 'passkey_removed' | 'recovery_regenerated' | 'recovery_used';

/** Where an admin's removal of lost factors stands, as the owner is told of it. */
export type FactorRemovalStage = 'requested' | 'approved' | 'refused' | 'cancelled' | 'done';

export type MailMessage =
  | GuardianMailMessage
  | { kind: 'confirmation'; lang: Lang; fullname: string; email: string; link: string }
  | { kind: 'recovery'; lang: Lang; fullname: string; email: string; link: string }
  | { kind: 'invitation'; lang: Lang; senderName: string; recipient: string; link: string; registerLink: string }
  /** An account was cancelled: when it will be deleted, and how to restore it before then (`link`: login). */
  | { kind: 'cancelled'; lang: Lang; fullname: string; email: string; deletionDate: Date; link: string }
  /** A report in the minor-safety category arrived; every admin is told (no details by e-mail). */
  | { kind: 'minor_report'; lang: Lang; fullname: string; email: string; reportId: number; link: string }
  /** The same hour's later minor-safety reports, together once the hour is over (numbers only). */
  | { kind: 'minor_reports'; lang: Lang; fullname: string; email: string; reportIds: number[]; link: string }
  /** A copy of the person's data is ready: `link` downloads it until `expiresAt`. */
  | { kind: 'export_ready'; lang: Lang; fullname: string; email: string; expiresAt: Date; link: string }
  /** E-mail change, to the new address: confirm it (`link`, 72 h); nothing changes before. */
  | { kind: 'email_change_confirm'; lang: Lang; fullname: string; email: string; link: string }
  /** E-mail change, to the old address: who asked, and `link` to undo it within 7 days. */
  | { kind: 'email_change_notice'; lang: Lang; fullname: string; email: string; newEmail: string; link: string }
  /** E-mail change of an account without a password, to its current address: `link` lets it go ahead. */
  | { kind: 'email_change_authorize'; lang: Lang; fullname: string; email: string; newEmail: string; link: string }
  /** A second factor changed (authenticator on or off, recovery codes new or one used); `link`: settings. */
  | {
      kind: 'factor_change';
      lang: Lang;
      fullname: string;
      email: string;
      change: FactorChange;
      remaining: number;
      link: string;
    }
  /** An admin's removal of lost factors: asked, approved (`link` cancels it, `dueAt`), refused, cancelled, done. */
  | {
      kind: 'factor_removal';
      lang: Lang;
      fullname: string;
      email: string;
      stage: FactorRemovalStage;
      dueAt: Date | null;
      link: string;
    }
  /** The weekly insights e-mail: views, new followers, the best post, agencies that looked. */
  | {
      kind: 'weekly';
      lang: Lang;
      fullname: string;
      email: string;
      days: number;
      views: { agency: number; talent: number; visitor: number };
      followers: number;
      bestPost: { text: string; views: number; link: string } | null;
      /** Agencies by name, or by country when they browse privately. */
      /** Named agencies, then those browsing privately, counted by country. */
      agencies: Array<{ name: string } | { country: string; count: number }>;
      /** The insights page. */
      link: string;
      /** The settings page (also the List-Unsubscribe target). */
      settingsLink: string;
    }
  /** Talents newly matching an agency's saved search (`link` opens it). */
  | {
      kind: 'search_alert';
      lang: Lang;
      fullname: string;
      email: string;
      searchName: string;
      count: number;
      talents: Array<{ name: string; category: string; city: string; link: string }>;
      link: string;
      /** Stops this search's alerts, without logging in: the page that asks first. */
      unsubscribeLink: string;
      /** The List-Unsubscribe address, which a mail client posts to (RFC 8058). */
      oneClickLink: string;
    }
  /** New opportunities for a talent: roles that fit her sheet (`search` null), or new to her saved board search. */
  | {
      kind: 'opportunities_alert';
      lang: Lang;
      fullname: string;
      email: string;
      search: string | null;
      count: number;
      /** The newest few: the role (fits only), the opportunity, its agency and city, its page. */
      opportunities: Array<{ role: string | null; title: string; agency: string; city: string; link: string }>;
      /** The board, filtered as the alert was. */
      link: string;
      /** Fits: the settings page; a search: its stop page, without logging in. */
      unsubscribeLink: string;
      /** The List-Unsubscribe address (a search's one-click, RFC 8058; the settings page for fits). */
      oneClickLink: string | null;
    }
  | {
      kind: 'digest';
      lang: Lang;
      fullname: string;
      email: string;
      items: DigestItem[];
      /** Everything pending, of which `items` are the latest. */
      total: number;
      /** The notifications page. */
      link: string;
      /** The settings page with the notification flags (also the List-Unsubscribe target). */
      settingsLink: string;
    };
