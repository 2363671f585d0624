import type { ErrorEntry } from './common-errors.ts';
import {
  MAX_COMMENT_LENGTH,
  MAX_DOCUMENTS_PER_POST,
  MAX_PHOTOS_PER_POST,
  MAX_PINS,
  MAX_POST_LENGTH,
} from './post-limits.ts';

/** Codes of posts, comments, likes and shares. */
export const postsErrors = {
  talents_only: {
    status: 403,
    es: 'Solo los talentos pueden publicar y compartir.',
    en: 'Only talents can publish and share posts.',
  },
  post_empty: {
    status: 400,
    es: 'Escribe algo o añade una foto, un video o un archivo.',
    en: 'Write something or add a photo, a video or a file.',
  },
  comment_empty: { status: 400, es: 'Escribe un comentario.', en: 'Write a comment.' },
  post_too_long: {
    status: 400,
    es: `La publicación puede tener como máximo ${MAX_POST_LENGTH.toLocaleString('es')} caracteres.`,
    en: `A post can have at most ${MAX_POST_LENGTH.toLocaleString('en')} characters.`,
  },
  comment_too_long: {
    status: 400,
    es: `El comentario puede tener como máximo ${MAX_COMMENT_LENGTH.toLocaleString('es')} caracteres.`,
    en: `A comment can have at most ${MAX_COMMENT_LENGTH.toLocaleString('en')} characters.`,
  },
  video_url_invalid: {
    status: 400,
    es: 'Pega un enlace de YouTube (por ejemplo https://www.youtube.com/watch?v=…).',
    en: 'Paste a YouTube link (for example https://www.youtube.com/watch?v=…).',
  },
  too_many_photos: {
    status: 400,
    es: `Puedes añadir como máximo ${MAX_PHOTOS_PER_POST} fotos a una publicación.`,
    en: `You can add at most ${MAX_PHOTOS_PER_POST} photos to a post.`,
  },
  too_many_files: {
    status: 400,
    es: `Puedes añadir como máximo ${MAX_DOCUMENTS_PER_POST} archivos a una publicación.`,
    en: `You can add at most ${MAX_DOCUMENTS_PER_POST} files to a post.`,
  },
  mixed_attachments: {
    status: 400,
    es: 'Una publicación lleva fotos, archivos o un video, no una mezcla.',
    en: 'A post carries photos, files or a video, not a mix.',
  },
  share_own_post: {
    status: 409,
    es: 'No puedes compartir tu propia publicación.',
    en: 'You cannot share your own post.',
  },
  share_of_share: {
    status: 409,
    es: 'Comparte la publicación original, no una compartida.',
    en: 'Share the original post, not a shared one.',
  },
  pin_limit: {
    status: 409,
    es: `Tu portafolio ya tiene ${MAX_PINS} publicaciones: quita una para fijar otra.`,
    en: `Your portfolio already holds ${MAX_PINS} posts: unpin one to pin another.`,
  },
  pin_not_own: {
    status: 403,
    es: 'Solo puedes fijar tus propias publicaciones, no las que compartes.',
    en: 'You can only pin your own posts, not ones you shared.',
  },
  pin_order_mismatch: {
    status: 400,
    es: 'Tu portafolio cambió mientras lo ordenabas. Vuelve a intentarlo.',
    en: 'Your portfolio changed while you were ordering it. Please try again.',
  },
} as const satisfies Record<string, ErrorEntry>;

export type PostsErrorCode = keyof typeof postsErrors;
