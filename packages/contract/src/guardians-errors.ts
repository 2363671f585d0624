import type { ErrorEntry } from './common-errors.ts';

/** Codes of a minor's guardian: naming one, and a minor's birth date. */
export const guardiansErrors = {
  tutor_requerido: {
    status: 400,
    es: 'Escribe el nombre de tu madre, padre o tutor legal.',
    en: 'As you are under 18, enter the name of your mother, father or legal guardian.',
  },
  tutor_email: {
    status: 400,
    es: 'Escribe un correo válido de tu madre, padre o tutor legal.',
    en: 'Enter a valid e-mail address of your mother, father or legal guardian.',
  },
  tutor_email_propio: {
    status: 400,
    es: 'Su correo tiene que ser distinto del tuyo.',
    en: 'The e-mail address of your mother, father or legal guardian must be different from yours.',
  },
  tutor_relacion: {
    status: 400,
    es: 'Elige qué relación tiene contigo.',
    en: 'Choose how this person is related to you.',
  },
  fecha_menor_fija: {
    status: 400,
    es: 'Hasta los 18 años no puedes cambiar tu fecha de nacimiento.',
    en: 'While you are under 18 you cannot change your date of birth.',
  },
} as const satisfies Record<string, ErrorEntry>;
