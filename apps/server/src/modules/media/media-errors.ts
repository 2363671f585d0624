import { UPLOAD_MAX_BYTES, UPLOAD_MIN_BYTES } from '@vitrina/contract/constants';
import { MAX_IMAGE_PIXELS, type MediaErrorCode } from '@vitrina/contract/media';
import { AppError } from '../../http/app-error.ts';
import { registerErrorMessages } from '../../http/error-handler.ts';

const megapixels = Math.round(MAX_IMAGE_PIXELS / 1_000_000);
const kib = UPLOAD_MIN_BYTES / 1024;
const mib = UPLOAD_MAX_BYTES / 1_048_576;

/** Texts of the media codes in both languages (the image failure text is the spec's own). */
export const mediaErrorMessages: Record<MediaErrorCode, { es: string; en: string }> = {
  size: {
    es: `El archivo debe pesar entre ${kib} KB y ${mib} MB.`,
    en: `The file must be between ${kib} KB and ${mib} MB.`,
  },
  file_type: {
    es: 'Ese tipo de archivo no está permitido. Imágenes: JPG, PNG o GIF. Documentos: PDF, DOC o DOCX.',
    en: 'That file type is not allowed. Images: JPG, PNG or GIF. Documents: PDF, DOC or DOCX.',
  },
  file_name: {
    es: 'Ese archivo no se puede subir (archivos de sistema, ocultos, .php, .html o .js).',
    en: 'That file cannot be uploaded (system or hidden files, .php, .html or .js).',
  },
  image_too_large: {
    es: `La imagen tiene demasiados píxeles (máximo ${megapixels} megapíxeles). Usa una de no más de 1200 px de ancho.`,
    en: `The image has too many pixels (at most ${megapixels} megapixels). Use one no wider than 1,200 px.`,
  },
  image_invalid: { es: 'Error no se pudo procesar imagen', en: 'Error: the image could not be processed' },
  upload_missing: {
    es: 'No recibimos el archivo. Vuelve a subirlo.',
    en: 'We did not receive the file. Please upload it again.',
  },
  upload_url_invalid: { es: 'El enlace de subida no es válido.', en: 'The upload link is not valid.' },
  upload_url_expired: {
    es: 'El enlace de subida ha caducado. Vuelve a intentarlo.',
    en: 'The upload link has expired. Please try again.',
  },
  upload_in_use: {
    es: 'Ese archivo ya está en uso en otra publicación.',
    en: 'That file is already used by another post.',
  },
};

registerErrorMessages(mediaErrorMessages);

const statuses: Record<MediaErrorCode, number> = {
  size: 413,
  file_type: 415,
  file_name: 400,
  image_too_large: 413,
  image_invalid: 415,
  upload_missing: 400,
  upload_url_invalid: 403,
  upload_url_expired: 403,
  upload_in_use: 409,
};

/** An AppError for a media code; `size` below the minimum is a 400 (nothing is too large). */
export function mediaError(code: MediaErrorCode, options: { tooSmall?: boolean; field?: string } = {}): AppError {
  const status = code === 'size' && options.tooSmall ? 400 : statuses[code];
  return new AppError(code, status, [{ field: options.field ?? 'filename', code }]);
}
