import type { TFunction } from 'i18next';
import type { Notification } from '@vitrina/contract/notifications';
import { isOpportunityNotice, type NotificationType } from '@vitrina/contract/notifications-limits';

/**
 * How an entry reads, in the reader's language ("Ana liked your post", "Ana and 11 others liked your post"):
 * one person, two named, or the latest one and how many others (i18next plurals). The sentence comes back
 * split around the first actor's name, so the name can be a link or the agency pop-up's button wherever the
 * language puts it.
 */

export type SentenceEntry = Pick<
  Notification,
  | 'type'
  | 'actor'
  | 'actors'
  | 'actorsCount'
  | 'outcome'
  | 'savedSearch'
  | 'matchCount'
  | 'opportunity'
  | 'role'
  | 'closeReason'
  | 'update'
  | 'changes'
>;

export interface Sentence {
  /** The words before the first actor's name ("" when the sentence starts with it). */
  before: string;
  /** The words after it. */
  after: string;
  /** The whole sentence as text (for labels). */
  text: string;
  /** The sentence names its actor (a report's outcome names nobody). */
  named: boolean;
}

/** Where the name goes: a character no translation and no name contains. */
const NAME = '\u0000';

function keyAndValues(entry: SentenceEntry): [string, Record<string, unknown>] {
  const others = Math.max(0, entry.actorsCount - 1);
  if (others === 0) return [`sentence.single.${entry.type}`, {}];
  const second = entry.actors.find((person) => person.id !== entry.actor.id);
  if (others === 1 && second) return [`sentence.pair.${entry.type}`, { other: second.fullname }];
  return [`sentence.group.${entry.type}`, { count: others }];
}

export function notificationSentence(t: TFunction<'notifications'>, entry: SentenceEntry): Sentence {
  if (entry.type === 'REPORT_RESOLVED') {
    const text = t(`resolved.${entry.outcome ?? 'dismissed'}`);
    return { before: text, after: '', text, named: false };
  }
  if (entry.type === 'SAVED_SEARCH_MATCH') {
    const key = entry.savedSearch?.kind === 'board' ? 'boardSearch' : 'savedSearch';
    const text = t(key, { count: entry.matchCount ?? 0, name: entry.savedSearch?.name ?? '' });
    return { before: text, after: '', text, named: false };
  }
  if (isOpportunityNotice(entry.type)) return opportunitySentence(t, entry);
  const [key, values] = keyAndValues(entry);
  return split(t(key, { ...values, name: NAME }), entry.actor.fullname);
}

/** The opportunity notices read of the opportunity (and role) by name; some name the agency, the rest nobody. */
const namingAgency = new Set<NotificationType>(['OPPORTUNITY_CHANGED', 'APPLICATION_UPDATE', 'OPPORTUNITY_INVITE']);

function opportunitySentence(t: TFunction<'notifications'>, entry: SentenceEntry): Sentence {
  const title = entry.opportunity?.title ?? '';
  const changes = entry.changes ?? [];
  const key =
    entry.type === 'APPLICATION_UPDATE'
      ? `opportunity.${entry.update === 'self_tape' ? 'SELF_TAPE' : 'CAST'}`
      : entry.type === 'OPPORTUNITY_CHANGED' && changes.length > 0
        ? 'opportunity.CHANGES'
        : `opportunity.${entry.type}`;
  const values = {
    title,
    role: entry.role?.name ?? title,
    reason: t(`opportunity.reason.${entry.closeReason ?? 'closed'}`),
    count: entry.matchCount ?? 1,
    // i18next's `list` format joins them as the language does ("el plazo y la paga").
    changes: changes.map((change) => t(`opportunity.change.${change}`)),
  };
  if (!namingAgency.has(entry.type)) {
    const text = t(key, values);
    return { before: text, after: '', text, named: false };
  }
  return split(t(key, { ...values, name: NAME }), entry.actor.fullname);
}

/** A sentence around the first actor's name. */
function split(template: string, name: string): Sentence {
  const at = template.indexOf(NAME);
  const before = at < 0 ? '' : template.slice(0, at);
  const after = at < 0 ? template : template.slice(at + NAME.length);
  return { before, after, text: `${before}${name}${after}`, named: true };
}
