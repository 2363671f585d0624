import type { ErrorEntry } from './common-errors.ts';
import { FIRST_CONTACTS_PER_DAY, MAX_MESSAGE_LENGTH } from './messages-limits.ts';

/** The first-contact limit's text for a limit (20; a verified agency's 100 is told by the server). */
export const firstContactTexts = (limit: number) => ({
  es: `Hoy ya empezaste ${limit} conversaciones nuevas. Podrás escribir a más personas mañana; sigue las que ya tienes.`,
  en: `You have started ${limit} new conversations today. You can write to more people tomorrow; carry on with the ones you have.`,
});

/** Codes of messaging, the same on the socket's acknowledgement and over HTTP. */
export const messagesErrors = {
  message_empty: { status: 400, es: 'Escribe un mensaje.', en: 'Write a message.' },
  message_too_long: {
    status: 400,
    es: `Un mensaje puede tener como máximo ${MAX_MESSAGE_LENGTH.toLocaleString('es')} caracteres.`,
    en: `A message can have at most ${MAX_MESSAGE_LENGTH.toLocaleString('en')} characters.`,
  },
  message_self: {
    status: 409,
    es: 'No puedes enviarte mensajes a ti mismo.',
    en: 'You cannot send a message to yourself.',
  },
  message_not_allowed: {
    status: 403,
    es: 'Esta persona solo recibe mensajes de quienes sigue.',
    en: 'This person only accepts messages from people they follow.',
  },
  first_contact_limit: {
    status: 429,
    ...firstContactTexts(FIRST_CONTACTS_PER_DAY),
  },
  message_request_limit: {
    status: 409,
    es: 'Ya enviaste 2 mensajes. Podrás escribir más cuando esta persona acepte tu solicitud.',
    en: 'You have already sent 2 messages. You can write more once this person accepts your request.',
  },
} as const satisfies Record<string, ErrorEntry>;
