import type { ErrorEntry } from './common-errors.ts';

/** Codes of leaving Vitrina. */
export const accountErrors = {
  account_cancelled: {
    status: 409,
    es: 'Cancelaste esta cuenta. Durante cuatro semanas desde la cancelación puedes restaurarla, con todo lo que tenía.',
    en: 'You cancelled this account. For four weeks after cancelling you can restore it, with everything it held.',
  },
  already_cancelled: {
    status: 409,
    es: 'Esta cuenta ya está cancelada; se borrará en la fecha que te indicamos por correo.',
    en: 'This account is already cancelled; it will be deleted on the date we sent you by e-mail.',
  },
  password_required: {
    status: 409,
    es: 'Tu cuenta aún no tiene contraseña. Elige una en «Cambiar contraseña» y vuelve a intentarlo.',
    en: 'Your account has no password yet. Choose one in “Change password” and try again.',
  },
  export_too_soon: {
    status: 429,
    es: 'Ya pediste una copia de tus datos hoy. Puedes pedir otra 24 horas después de la anterior.',
    en: 'You already asked for a copy of your data today. You can ask for another 24 hours after the last one.',
  },
} as const satisfies Record<string, ErrorEntry>;
