import type { ErrorEntry } from './common-errors.ts';
import {
  MAX_MODERATION_NOTE_LENGTH,
  MAX_REPORT_ATTACHMENTS,
  MAX_REPORT_DESCRIPTION_LENGTH,
} from './moderation-limits.ts';

/** Codes of reports and of the moderation tool. To people without a role every tool call is a 404. */
export const moderationErrors = {
  moderation_note_too_long: {
    status: 400,
    es: `La nota puede tener como máximo ${MAX_MODERATION_NOTE_LENGTH.toLocaleString('es')} caracteres.`,
    en: `A note can have at most ${MAX_MODERATION_NOTE_LENGTH.toLocaleString('en')} characters.`,
  },
  moderation_reason_too_long: {
    status: 400,
    es: `El motivo puede tener como máximo ${MAX_MODERATION_NOTE_LENGTH.toLocaleString('es')} caracteres.`,
    en: `A reason can have at most ${MAX_MODERATION_NOTE_LENGTH.toLocaleString('en')} characters.`,
  },
  moderation_reason_required: {
    status: 400,
    es: 'Escribe el motivo que leerá la persona.',
    en: 'Write the reason the person will read.',
  },
  moderation_account_unknown: {
    status: 404,
    es: 'No hay ninguna cuenta con ese correo electrónico.',
    en: 'No account has that e-mail address.',
  },
  moderation_case_closed: {
    status: 409,
    es: 'Este caso ya está cerrado.',
    en: 'This case is already closed.',
  },
  moderation_not_removable: {
    status: 409,
    es: 'Solo se puede retirar una publicación, un comentario o un mensaje.',
    en: 'Only a post, a comment or a message can be removed.',
  },
  report_description_too_long: {
    status: 400,
    es: `La denuncia puede tener como máximo ${MAX_REPORT_DESCRIPTION_LENGTH.toLocaleString('es')} caracteres.`,
    en: `A report can have at most ${MAX_REPORT_DESCRIPTION_LENGTH.toLocaleString('en')} characters.`,
  },
  report_too_many_attachments: {
    status: 400,
    es: `Puedes adjuntar como máximo ${MAX_REPORT_ATTACHMENTS} publicaciones o mensajes.`,
    en: `You can attach at most ${MAX_REPORT_ATTACHMENTS} posts or messages.`,
  },
  report_attachment_forbidden: {
    status: 403,
    es: 'Solo puedes adjuntar tus propias publicaciones o mensajes, o los de la persona denunciada.',
    en: 'You can only attach your own posts or messages, or those of the person you report.',
  },
  report_own_content: {
    status: 409,
    es: 'No puedes denunciar tu propio contenido.',
    en: 'You cannot report your own content.',
  },
  notice_unknown: {
    status: 404,
    es: 'Este aviso no existe o ya lo confirmaste.',
    en: 'This notice does not exist or you already acknowledged it.',
  },
} as const satisfies Record<string, ErrorEntry>;
