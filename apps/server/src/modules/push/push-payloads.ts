import type { SavedSearchKind } from '@vitrina/contract/saved-search-limits';
import type { Lang } from '@vitrina/contract/constants';
import type {
  ApplicationUpdate,
  NotificationType,
  OpportunityNoticeType,
} from '@vitrina/contract/notifications-limits';
import type { OpportunityChange } from '@vitrina/contract/opportunity-changes';
import type { CloseReason } from '@vitrina/contract/opportunity-limits';
import { changesIn, closeReasonLabels, labelIn } from '@vitrina/contract/opportunity-labels';
import type { PushPayload } from '@vitrina/contract/push-rules';

/**
 * What a push tells of: a notification's kind, or a message. A report's outcome has no push; a saved search's
 * alert and the opportunity notices have their own.
 */
export type PushKind =
  Exclude<NotificationType, 'REPORT_RESOLVED' | 'SAVED_SEARCH_MATCH' | OpportunityNoticeType> | 'MESSAGE';

/** Who caused it, as a notification names them (no more: a push shows on a locked screen). */
export interface PushActor {
  id: number;
  fullname: string;
  profile_url: string;
  type: 'talento' | 'agencia' | null;
}

export interface PushSubject {
  kind: PushKind;
  actor: PushActor;
  postId: number | null;
}

// A message's text stays out of the push: the lock screen shows the sender only, as the header's badge does.
const copy = {
  es: {
    notification: 'Vitrina',
    message: 'Nuevo mensaje',
    request: 'Solicitud de mensaje',
    FOLLOWER: '{who} empezó a seguirte.',
    COMMENT: '{who} comentó tu publicación.',
    LIKE_POST: 'A {who} le gustó tu publicación.',
    LIKE_COMMENT: 'A {who} le gustó tu comentario.',
    NEW_POST: '{who} publicó algo nuevo.',
    MESSAGE: '{who} te escribió un mensaje.',
    AVAILABILITY_EXPIRING: 'Tu disponibilidad termina en 3 días: renuévala en tu configuración.',
    MESSAGE_REQUEST: '{who}, agencia verificada, quiere escribirte.',
  },
  en: {
    notification: 'Vitrina',
    message: 'New message',
    request: 'Message request',
    FOLLOWER: '{who} started following you.',
    COMMENT: '{who} commented on your post.',
    LIKE_POST: '{who} liked your post.',
    LIKE_COMMENT: '{who} liked your comment.',
    NEW_POST: '{who} published something new.',
    MESSAGE: '{who} sent you a message.',
    AVAILABILITY_EXPIRING: 'Your availability ends in 3 days: renew it in your settings.',
    MESSAGE_REQUEST: '{who}, a verified agency, wants to message you.',
  },
} as const satisfies Record<Lang, Record<PushKind | 'notification' | 'message' | 'request', string>>;

const segment = (value: string | number) => encodeURIComponent(String(value));

/** The app's page a push opens (the web's paths): the post, the conversation, the follower or the list. */
function pathOf({ kind, actor, postId }: PushSubject): string {
  if (kind === 'MESSAGE' || kind === 'MESSAGE_REQUEST') return `/conversaciones/${segment(actor.profile_url)}`;
  if (postId !== null) return `/noticias/${segment(postId)}`;
  return actor.type === 'talento' ? `/profile/${segment(actor.profile_url)}` : '/notificaciones';
}

/** A saved search's alert: how many talents (or, a board search, opportunities) are new to it, opening the search. */
export interface SearchMatch {
  savedSearchId: number;
  name: string;
  query: string;
  count: number;
  kind: SavedSearchKind;
}

const searchMatchCopy = {
  es: {
    talents: (count: number, name: string) =>
      `${count === 1 ? '1 talento nuevo' : `${count} talentos nuevos`} en «${name}».`,
    board: (count: number, name: string) =>
      `${count === 1 ? '1 oportunidad nueva' : `${count} oportunidades nuevas`} en «${name}».`,
  },
  en: {
    talents: (count: number, name: string) => `${count === 1 ? '1 new talent' : `${count} new talents`} in “${name}”.`,
    board: (count: number, name: string) =>
      `${count === 1 ? '1 new opportunity' : `${count} new opportunities`} in “${name}”.`,
  },
} as const satisfies Record<Lang, Record<SavedSearchKind, (count: number, name: string) => string>>;

/** The push of a saved search's alert, in the agency's language (pure). */
export function searchMatchPayloadOf(match: SearchMatch, lang: Lang): PushPayload {
  return {
    title: copy[lang].notification,
    body: searchMatchCopy[lang][match.kind](match.count, match.name),
    url: `${match.kind === 'board' ? '/oportunidades' : '/explorar/buscar'}?${match.query}`,
    // A later alert of the same search replaces the notice.
    tag: `SAVED_SEARCH_MATCH:${match.savedSearchId}`,
  };
}

/** The push of one happening, in the recipient's language (pure). */
export function pushPayloadOf(subject: PushSubject, lang: Lang): PushPayload {
  const words = copy[lang];
  const { kind, actor, postId } = subject;
  return {
    title: kind === 'MESSAGE' ? words.message : kind === 'MESSAGE_REQUEST' ? words.request : words.notification,
    body: words[kind].replace('{who}', actor.fullname),
    url: pathOf(subject),
    // A repeat of the same thing (more likes of one post, more messages from one person) replaces the notice.
    tag: `${kind}:${postId ?? actor.id}`,
  };
}

/** An opportunity notice as its push tells it: the opportunity and role by name, and the notice's terms. */
export interface OpportunityPush {
  type: OpportunityNoticeType;
  opportunityId: number;
  title: string;
  roleId: number | null;
  roleName: string | null;
  closeReason: CloseReason | null;
  update: ApplicationUpdate | null;
  matchCount: number | null;
  changes: OpportunityChange[];
}

type OpportunityLine = Exclude<OpportunityNoticeType, 'APPLICATION_UPDATE'> | 'CAST' | 'SELF_TAPE' | 'CHANGES';

// Only the opportunity and the role: who else applied, or the agency's notes, never reach a locked screen.
const opportunityCopy = {
  es: {
    OPPORTUNITY_CHANGED: '«{title}», a la que te postulaste, cambió: mira qué hay de nuevo.',
    CHANGES: 'Cambiaron {changes} de «{title}», a la que te postulaste.',
    OPPORTUNITY_ENDED: 'Tu postulación a «{title}» terminó: no seleccionado, porque {reason}.',
    CAST: '¡Te eligieron para {role} en «{title}»!',
    SELF_TAPE: 'Te piden un self-tape para {role} en «{title}».',
    OPPORTUNITY_INVITE: 'Te invitan a postularte para {role} en «{title}».',
    OPPORTUNITIES_FIT: '{count} papeles nuevos encajan contigo, entre ellos en «{title}».',
    SELF_TAPE_DUE: 'Mañana vence tu self-tape para {role} en «{title}».',
  },
  en: {
    OPPORTUNITY_CHANGED: '“{title}”, which you applied to, changed: see what is new.',
    CHANGES: '{Changes} of “{title}”, which you applied to, changed.',
    OPPORTUNITY_ENDED: 'Your application to “{title}” ended: not selected, because {reason}.',
    CAST: 'You were cast as {role} in “{title}”!',
    SELF_TAPE: 'You are asked for a self-tape for {role} in “{title}”.',
    OPPORTUNITY_INVITE: 'You are invited to apply for {role} in “{title}”.',
    OPPORTUNITIES_FIT: '{count} new roles fit you, among them in “{title}”.',
    SELF_TAPE_DUE: 'Your self-tape for {role} in “{title}” is due tomorrow.',
  },
} as const satisfies Record<Lang, Record<OpportunityLine, string>>;

const oneFits = { es: '1 papel nuevo encaja contigo, en «{title}».', en: '1 new role fits you, in “{title}”.' };

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The push of an opportunity notice, in the recipient's language (pure): the page of the opportunity or of one's applications. */
export function opportunityPayloadOf(notice: OpportunityPush, lang: Lang): PushPayload {
  const { type, title, roleName, closeReason, update, matchCount, changes } = notice;
  const line: OpportunityLine =
    type === 'APPLICATION_UPDATE'
      ? update === 'self_tape'
        ? 'SELF_TAPE'
        : 'CAST'
      : type === 'OPPORTUNITY_CHANGED' && changes.length > 0
        ? 'CHANGES'
        : type;
  const count = matchCount ?? 1;
  const template = type === 'OPPORTUNITIES_FIT' && count === 1 ? oneFits[lang] : opportunityCopy[lang][line];
  const words: Record<string, string> = {
    title,
    role: roleName ?? title,
    reason: closeReason ? labelIn(closeReasonLabels, closeReason, lang) : '',
    count: String(count),
    changes: changesIn(changes, lang),
    Changes: capitalised(changesIn(changes, lang)),
  };
  const isApplication = type === 'APPLICATION_UPDATE' || type === 'SELF_TAPE_DUE';
  return {
    title: copy[lang].notification,
    body: template.replace(/\{(\w+)\}/g, (_, key: string) => words[key] ?? ''),
    url: isApplication ? '/postulaciones' : `/oportunidades/${segment(notice.opportunityId)}`,
    // A later notice of the same entry replaces the earlier one on the device.
    tag: `${type}:${notice.opportunityId}:${notice.roleId ?? ''}`,
  };
}
