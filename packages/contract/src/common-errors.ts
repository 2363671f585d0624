/** One error code: the HTTP status it answers with and its text in both languages. */
export interface ErrorEntry {
  status: number;
  es: string;
  en: string;
}

/** Codes every area may answer: request-level failures and generic field codes. */
export const commonErrors = {
  // Request-level codes.
  validation: { status: 400, es: 'Revisa los datos enviados.', en: 'Please check the data you sent.' },
  bad_json: {
    status: 400,
    es: 'El cuerpo de la petición no es JSON válido.',
    en: 'The request body is not valid JSON.',
  },
  unauthorized: { status: 401, es: 'Inicia sesión para continuar.', en: 'Please log in to continue.' },
  session_expired: {
    status: 401,
    es: 'Tu sesión ha caducado; inicia sesión de nuevo.',
    en: 'Your session has expired; please log in again.',
  },
  forbidden: { status: 403, es: 'No tienes permiso para hacer esto.', en: 'You are not allowed to do this.' },
  not_found: { status: 404, es: 'No encontramos lo que buscas.', en: 'We could not find what you are looking for.' },
  payload_too_large: {
    status: 413,
    es: 'El archivo o la petición es demasiado grande.',
    en: 'The file or request is too large.',
  },
  unsupported_media_type: {
    status: 415,
    es: 'Ese tipo de archivo no está permitido.',
    en: 'That file type is not allowed.',
  },
  too_many_requests: {
    status: 429,
    es: 'Demasiados intentos. Espera un momento y vuelve a intentarlo.',
    en: 'Too many attempts. Wait a moment and try again.',
  },
  internal: { status: 500, es: 'Algo salió mal. Inténtalo de nuevo.', en: 'Something went wrong. Please try again.' },
  uri_too_long: { status: 414, es: 'La dirección es demasiado larga.', en: 'The address is too long.' },
  bad_url: { status: 400, es: 'La dirección no es válida.', en: 'The address is not valid.' },
  unavailable: {
    status: 503,
    es: 'El servicio no está disponible ahora mismo.',
    en: 'The service is unavailable right now.',
  },
  request_timeout: {
    status: 408,
    es: 'La petición tardó demasiado en llegar. Inténtalo de nuevo.',
    en: 'The request took too long to arrive. Please try again.',
  },

  // Field-level codes (generic).
  required: { status: 400, es: 'Este campo es obligatorio.', en: 'This field is required.' },
  invalid: { status: 400, es: 'Este valor no es válido.', en: 'This value is not valid.' },
  too_long: { status: 400, es: 'Este texto es demasiado largo.', en: 'This text is too long.' },
  too_short: { status: 400, es: 'Este texto es demasiado corto.', en: 'This text is too short.' },
  unknown_field: { status: 400, es: 'Este campo no se acepta.', en: 'This field is not accepted.' },
  texto_invalido: {
    status: 400,
    es: 'Este texto contiene caracteres que no se pueden guardar.',
    en: 'This text contains characters that cannot be saved.',
  },
} as const satisfies Record<string, ErrorEntry>;
