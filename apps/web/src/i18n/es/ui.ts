/** Texts of the shared primitives in components/ui. */
export default {
  showPassword: 'Mostrar contraseña',
  hidePassword: 'Ocultar contraseña',
  /** components/ui/verified-badge.tsx. */
  verifiedAgency: 'Agencia verificada',
  close: 'Cerrar',
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
