import type { ErrorEntry } from './common-errors.ts';
import { MAX_IMAGE_PIXELS, UPLOAD_MAX_BYTES, UPLOAD_MIN_BYTES } from './constants.ts';
import { CAPTIONS_MAX_BYTES, VIDEO_MAX_BYTES, VIDEO_MAX_SECONDS, VIDEO_MAX_SIDE } from './video-rules.ts';

const megapixels = Math.round(MAX_IMAGE_PIXELS / 1_000_000);
const kib = UPLOAD_MIN_BYTES / 1024;
const mib = UPLOAD_MAX_BYTES / 1_048_576;
const videoMib = VIDEO_MAX_BYTES / 1_048_576;
const videoMinutes = VIDEO_MAX_SECONDS / 60;
const captionsKib = CAPTIONS_MAX_BYTES / 1024;

/** Codes of uploads; `size` is 413 when a file is too large and 400 when too small. */
export const mediaErrors = {
  size: {
    status: 413,
    es: `El archivo debe pesar entre ${kib} KB y ${mib} MB.`,
    en: `The file must be between ${kib} KB and ${mib} MB.`,
  },
  file_type: {
    status: 415,
    es: 'Ese tipo de archivo no está permitido. Imágenes: JPG, PNG o GIF. Documentos: PDF, DOC o DOCX.',
    en: 'That file type is not allowed. Images: JPG, PNG or GIF. Documents: PDF, DOC or DOCX.',
  },
  file_name: {
    status: 400,
    es: 'Ese archivo no se puede subir (archivos de sistema, ocultos, .php, .html o .js).',
    en: 'That file cannot be uploaded (system or hidden files, .php, .html or .js).',
  },
  image_too_large: {
    status: 413,
    es: `La imagen tiene demasiados píxeles (máximo ${megapixels} megapíxeles). Usa una de no más de 1200 px de ancho.`,
    en: `The image has too many pixels (at most ${megapixels} megapixels). Use one no wider than 1,200 px.`,
  },
  image_invalid: { status: 415, es: 'Error no se pudo procesar imagen', en: 'Error: the image could not be processed' },
  upload_missing: {
    status: 400,
    es: 'No recibimos el archivo. Vuelve a subirlo.',
    en: 'We did not receive the file. Please upload it again.',
  },
  upload_url_invalid: { status: 403, es: 'El enlace de subida no es válido.', en: 'The upload link is not valid.' },
  upload_url_expired: {
    status: 403,
    es: 'El enlace de subida ha caducado. Vuelve a intentarlo.',
    en: 'The upload link has expired. Please try again.',
  },
  upload_in_use: {
    status: 409,
    es: 'Ese archivo ya está en uso en otra publicación.',
    en: 'That file is already used by another post.',
  },
  // Native videos.
  video_type: {
    status: 415,
    es: 'Ese video no se puede subir. Usa un archivo MP4, MOV o WebM.',
    en: 'That video cannot be uploaded. Use an MP4, MOV or WebM file.',
  },
  video_size: {
    status: 413,
    es: `El video debe pesar como máximo ${videoMib} MB.`,
    en: `The video must be at most ${videoMib} MB.`,
  },
  video_too_long: {
    status: 413,
    es: `El video debe durar como máximo ${videoMinutes} minutos.`,
    en: `The video must be at most ${videoMinutes} minutes long.`,
  },
  video_frame_too_large: {
    status: 413,
    es: `El video es demasiado grande: como máximo ${VIDEO_MAX_SIDE} px de lado y calidad 4K (3840 × 2160).`,
    en: `The video is too large: at most ${VIDEO_MAX_SIDE} px a side and 4K quality (3840 × 2160).`,
  },
  video_invalid: {
    status: 415,
    es: 'Ese archivo no es un video que podamos leer. Usa un MP4, MOV o WebM.',
    en: 'That file is not a video we can read. Use an MP4, MOV or WebM.',
  },
  // Shown to the author on a video whose processing failed (the video's `failure`); never an answer's status.
  video_processing_failed: {
    status: 422,
    es: 'No pudimos procesar este video. Vuelve a intentarlo o súbelo en otro formato.',
    en: 'We could not process this video. Try again, or upload it in another format.',
  },
  video_source_missing: {
    status: 422,
    es: 'El archivo original de este video ya no está. Elimínalo y vuelve a subirlo.',
    en: 'This video’s original file is gone. Remove it and upload it again.',
  },
  video_not_ready: {
    status: 409,
    es: 'El video todavía se está procesando.',
    en: 'The video is still being processed.',
  },
  video_published: {
    status: 409,
    es: 'Este video ya está publicado: elimina la publicación para quitarlo.',
    en: 'This video is already published: delete the post to remove it.',
  },
  captions_invalid: {
    status: 415,
    es: 'Los subtítulos deben ser un archivo WebVTT (.vtt).',
    en: 'Captions must be a WebVTT (.vtt) file.',
  },
  captions_size: {
    status: 413,
    es: `Los subtítulos deben pesar como máximo ${captionsKib} KB.`,
    en: `Captions must be at most ${captionsKib} KB.`,
  },
  // The server is stopping with the file still waiting to be processed: the upload is kept, so the same
  // call succeeds once the server is back.
  media_unavailable: {
    status: 503,
    es: 'No pudimos procesar el archivo en este momento. Vuelve a intentarlo en unos segundos.',
    en: 'We could not process the file right now. Please try again in a few seconds.',
  },
} as const satisfies Record<string, ErrorEntry>;

export type MediaErrorCode = keyof typeof mediaErrors;
