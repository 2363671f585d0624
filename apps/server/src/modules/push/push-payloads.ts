import type { Lang } from '@vitrina/contract/constants';
import type { NotificationType } from '@vitrina/contract/notifications-limits';
import type { PushPayload } from '@vitrina/contract/push-rules';

/** What a push tells of: a notification's kind (not a report's outcome; a saved search's alert has its own), or a message. */
export type PushKind = Exclude<NotificationType, 'REPORT_RESOLVED' | 'SAVED_SEARCH_MATCH'> | 'MESSAGE';

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

/** A saved search's alert: how many talents are new to it, opening the search. */
export interface SearchMatch {
  savedSearchId: number;
  name: string;
  query: string;
  count: number;
}

const searchMatchCopy = {
  es: (count: number, name: string) => `${count === 1 ? '1 talento nuevo' : `${count} talentos nuevos`} en «${name}».`,
  en: (count: number, name: string) => `${count === 1 ? '1 new talent' : `${count} new talents`} in “${name}”.`,
} as const satisfies Record<Lang, (count: number, name: string) => string>;

/** The push of a saved search's alert, in the agency's language (pure). */
export function searchMatchPayloadOf(match: SearchMatch, lang: Lang): PushPayload {
  return {
    title: copy[lang].notification,
    body: searchMatchCopy[lang](match.count, match.name),
    url: `/explorar/buscar?${match.query}`,
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
