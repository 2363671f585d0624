import type { ErrorEntry } from './common-errors.ts';

/** Who must have a second factor, and asking for it again before what matters (step-up). */
export const factorRulesErrors = {
  role_needs_factor: {
    status: 409,
    es: 'Esa cuenta no tiene un segundo factor. Quien modera debe activarlo antes de recibir el rol.',
    en: 'That account has no second factor. A moderator must turn one on before being given the role.',
  },
  role_last_factor: {
    status: 409,
    es: 'Tienes un rol de moderación: no puedes quitar tu último segundo factor. Añade otro antes.',
    en: 'You hold a moderation role: you cannot remove your last second factor. Add another one first.',
  },
  agency_factor_overdue: {
    status: 403,
    es: 'Tu agencia verificada debe activar un segundo factor. Actívalo en Ajustes › Seguridad para seguir.',
    en: 'Your verified agency must turn on a second factor. Turn it on in Settings › Security to continue.',
  },
  step_up_required: {
    status: 403,
    es: 'Por seguridad, confirma que eres tú antes de seguir.',
    en: 'For your security, confirm it is you before continuing.',
  },
  step_up_factor_needed: {
    status: 400,
    es: 'Tu cuenta tiene un segundo factor: confirma con un código, no con la contraseña.',
    en: 'Your account has a second factor: confirm with a code, not with your password.',
  },
} as const satisfies Record<string, ErrorEntry>;
