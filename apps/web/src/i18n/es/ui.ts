/** Texts of the shared primitives in components/ui. */
export default {
  showPassword: 'Mostrar contraseña',
  hidePassword: 'Ocultar contraseña',
  /** components/ui/verified-badge.tsx. */
  verifiedAgency: 'Agencia verificada',
  close: 'Cerrar',
  /** Why the browser gave no passkey (lib/passkey-browser.ts). */
  passkey: {
    cancelled: 'Se canceló la llave de acceso o se acabó el tiempo. Vuelve a intentarlo cuando quieras.',
    unsupported: 'Este navegador no admite llaves de acceso. Prueba con otro navegador o entra con tu contraseña.',
    exists: 'Esa llave de acceso ya está registrada en tu cuenta.',
    failed: 'El navegador no pudo usar la llave de acceso. Vuelve a intentarlo.',
  },
  working: 'Procesando…',
  /** The three choices of a birth date (components/ui/birth-date-field.tsx). */
  day: 'Día',
  month: 'Mes',
  year: 'Año',
  /** The password strength meter (components/ui/password-strength.tsx): a label per zxcvbn score. */
  strength: {
    label: 'Seguridad de la contraseña',
    '0': 'Muy débil',
    '1': 'Débil',
    '2': 'Aceptable',
    '3': 'Buena',
    '4': 'Muy buena',
  },
  /** A person's newest photos on their card (components/ui/card-photos.tsx). */
  cardPhotos: {
    label: 'Fotos recientes de {{name}}',
    alt: 'Foto reciente {{n}} de {{name}}',
    videoAlt: 'Video reciente {{n}} de {{name}}',
  },
  pagination: {
    label: 'Páginas',
    previous: 'Página anterior',
    next: 'Página siguiente',
    page: 'Página {{n}}',
  },
};
