import countries from 'i18n-iso-countries';
import { ADULT_AGE, MIN_AGE, MIN_PASSWORD_LENGTH } from './constants.ts';
import { isEmailAddress } from './email-rules.ts';
import type { ErrorCode } from './error-catalogue.ts';
import type { FieldProblem } from './field-problem.ts';
import { guardianProblems, type GuardianInput } from './guardian-rules.ts';
import { predictablePasswordProblem } from './password-rules.ts';

// The e-mail rules live apart (no zod, no countries) for the guest pages; the server imports them from here.
export { MAX_EMAIL_LENGTH, isEmailAddress, normalizeEmail } from './email-rules.ts';

// Rules of the account forms (spec §5): the server enforces them, the web mirrors them before sending.
export type { FieldProblem };

export const MAX_NAME_LENGTH = 60;
export const MAX_CITY_LENGTH = 80;
export const MAX_BIOGRAPHY_LENGTH = 2000;
export const MAX_PASSWORD_LENGTH = 200;
export const MAX_LINK_LENGTH = 300;
export const MAX_PHONE_LENGTH = 30;
export const MAX_AGENCY_NAME_LENGTH = 100;
/** Oldest accepted birth date: anything older is a typo. */
export const MAX_AGE = 120;

/** An ISO 3166-1 alpha-2 code (upper case) from the maintained i18n-iso-countries list. */
export function isCountryCode(value: string): boolean {
  return /^[A-Z]{2}$/.test(value) && Object.hasOwn(countries.getAlpha2Codes(), value);
}

/** Parses `YYYY-MM-DD` (a time part is tolerated and ignored) into a real calendar date, or null. */
export function parseBirthdate(value: string): { year: number; month: number; day: number } | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:T.*)?$/.exec(value.trim());
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return { year, month, day };
}

/** Completed years between a birth date and `today` (UTC calendar dates). */
export function ageOn(birth: { year: number; month: number; day: number }, today: Date): number {
  const y = today.getUTCFullYear();
  const m = today.getUTCMonth() + 1;
  const d = today.getUTCDate();
  let age = y - birth.year;
  if (m < birth.month || (m === birth.month && d < birth.day)) age -= 1;
  return age;
}

/** `fecha_nacimiento` when missing, not a date, in the future or absurdly old; `edad_minima` under 14. */
export function birthdateProblem(value: string, today: Date, field: string): FieldProblem | null {
  if (!value.trim()) return { field, code: 'fecha_nacimiento' };
  const birth = parseBirthdate(value);
  if (!birth) return { field, code: 'fecha_nacimiento' };
  const age = ageOn(birth, today);
  if (age < 0 || age > MAX_AGE) return { field, code: 'fecha_nacimiento' };
  if (age < MIN_AGE) return { field, code: 'edad_minima' };
  return null;
}

export function emailProblem(value: string, field: string): FieldProblem | null {
  if (!value.trim()) return { field, code: 'correo_electronico' };
  if (!isEmailAddress(value.trim())) return { field, code: 'correo_electronico_invalido' };
  return null;
}

/** The spec reports missing name and surname as one rule (`nombre_y_apellido`). */
export function namesProblem(
  nombre: string,
  apellido: string,
  fields = { nombre: 'nombre', apellido: 'apellido' },
): FieldProblem | null {
  if (!nombre.trim()) return { field: fields.nombre, code: 'nombre_y_apellido' };
  if (!apellido.trim()) return { field: fields.apellido, code: 'nombre_y_apellido' };
  return null;
}

/** `contrasena` when empty, `tu_contrasena_debe_ser_mas_larga` under 10 characters. */
export function newPasswordProblem(
  value: string,
  field: string,
  emptyCode: ErrorCode = 'contrasena',
): FieldProblem | null {
  if (!value) return { field, code: emptyCode };
  if ([...value].length < MIN_PASSWORD_LENGTH) return { field, code: 'tu_contrasena_debe_ser_mas_larga' };
  return null;
}

/** The shortest part of a name or address that a password may not contain (shorter ones are too common). */
export const MIN_PERSONAL_PART_LENGTH = 4;

/** `contrasena_personal` when the password holds a name, surname or address word (any case or accent). */
export function personalPasswordProblem(
  password: string,
  person: { nombre: string; apellido: string; email: string },
  field: string,
): FieldProblem | null {
  // Case and accents do not make a name harder to guess: "Hernández" and "HERNANDEZ" are the same word.
  const fold = (value: string) => value.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase().trim();
  const lowered = fold(password);
  const local = person.email.trim().split('@')[0] ?? '';
  const parts = [person.nombre, person.apellido, local]
    .flatMap((whole) => [whole, ...whole.split(/[^\p{L}]+/u)])
    .map(fold);
  const found = parts.some((part) => [...part].length >= MIN_PERSONAL_PART_LENGTH && lowered.includes(part));
  return found ? { field, code: 'contrasena_personal' } : null;
}

/** Social and web links: empty, or an absolute http(s) URL. */
export function isWebLink(value: string): boolean {
  if (!value) return true;
  if (value.length > MAX_LINK_LENGTH || /\s/.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && Boolean(url.hostname) && !url.username;
  } catch {
    return false;
  }
}

/** Phone numbers: empty, or digits with the usual separators, 5–30 characters, at least 5 digits. */
export function isPhone(value: string): boolean {
  if (!value) return true;
  return /^\+?[\d\s().-]{5,30}$/.test(value) && (value.match(/\d/g)?.length ?? 0) >= 5;
}

export interface RegistrationInput {
  nombre: string;
  apellido: string;
  email: string;
  password: string;
  birthdate: string;
  ciudad: string;
  country: string;
  terms: boolean;
  /** Required under 18; ignored for adults. */
  guardian?: GuardianInput | null | undefined;
}

/** Whether a valid birth date makes the person a minor (14–17) on `today`; false when it is not a valid one. */
export function isMinorBirthdate(value: string, today: Date): boolean {
  const birth = parseBirthdate(value);
  if (!birth || birthdateProblem(value, today, 'birthdate')) return false;
  return ageOn(birth, today) < ADULT_AGE;
}

/** Every failed rule of the register form, one entry each, in the form's order (spec §5). */
export function registrationProblems(input: RegistrationInput, today: Date): FieldProblem[] {
  const problems = [
    namesProblem(input.nombre, input.apellido),
    emailProblem(input.email, 'email'),
    newPasswordProblem(input.password, 'password') ??
      personalPasswordProblem(input.password, input, 'password') ??
      predictablePasswordProblem(input.password, 'password'),
    birthdateProblem(input.birthdate, today, 'birthdate'),
    ...(isMinorBirthdate(input.birthdate, today) ? guardianProblems(input.guardian, input.email, 'guardian.') : []),
    input.ciudad.trim() ? null : { field: 'ciudad', code: 'ciudad' },
    isCountryCode(input.country) ? null : { field: 'country', code: 'pais' },
    input.terms ? null : { field: 'terms', code: 'terminos' },
  ];
  return problems.filter((p): p is FieldProblem => p !== null);
}

export interface SettingsInput {
  nombre: string;
  apellido: string;
  /** Optional: the address changes through its own call; when sent it is still checked. */
  email?: string | undefined;
  fecha: string;
  pais: string;
  /** Absent in the spec's payload: the city then stays as it is. */
  ciudad?: string | undefined;
  profile: Record<
    'facebook_url' | 'twitter_url' | 'instagram_url' | 'spotify_url' | 'youtube_url' | 'linkedin_url' | 'web' | 'phone',
    string
  >;
}

export const profileLinkFields = [
  'facebook_url',
  'twitter_url',
  'instagram_url',
  'spotify_url',
  'youtube_url',
  'linkedin_url',
  'web',
] as const;

/** Every failed rule of the personal-information form (spec §5, settings). */
export function settingsProblems(input: SettingsInput, today: Date): FieldProblem[] {
  const problems: Array<FieldProblem | null> = [
    namesProblem(input.nombre, input.apellido),
    input.email === undefined ? null : emailProblem(input.email, 'email'),
    birthdateProblem(input.fecha, today, 'fecha'),
    input.ciudad === undefined || input.ciudad.trim() ? null : { field: 'ciudad', code: 'ciudad' },
    isCountryCode(input.pais) ? null : { field: 'pais', code: 'pais' },
    ...profileLinkFields.map((name): FieldProblem | null =>
      isWebLink(input.profile[name].trim()) ? null : { field: `profile.${name}`, code: 'url_invalida' },
    ),
    isPhone(input.profile.phone.trim()) ? null : { field: 'profile.phone', code: 'telefono' },
  ];
  return problems.filter((p): p is FieldProblem => p !== null);
}

/** Wizard invitations: empty entries are allowed (skipped); any other must be an e-mail (spec §5). */
export function invitationProblems(addresses: readonly string[]): FieldProblem[] {
  return addresses
    .map((address, index) =>
      address.trim() && !isEmailAddress(address.trim())
        ? { field: `shareContats.${index}`, code: 'verifica_correos' }
        : null,
    )
    .filter((p): p is FieldProblem => p !== null);
}
