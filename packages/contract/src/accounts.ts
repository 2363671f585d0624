import { z } from 'zod';
import {
  invitationProblems,
  isEmailAddress,
  isPhone,
  isWebLink,
  MAX_AGENCY_NAME_LENGTH,
  MAX_BIOGRAPHY_LENGTH,
  MAX_CITY_LENGTH,
  MAX_EMAIL_LENGTH,
  MAX_LINK_LENGTH,
  MAX_NAME_LENGTH,
  MAX_PASSWORD_LENGTH,
  MAX_PHONE_LENGTH,
  registrationProblems,
  settingsProblems,
  type FieldProblem,
} from './account-rules.ts';
import { DEFAULT_COUNTRY, languages, WIZARD_INVITES } from './constants.ts';
import { accountTypeSchema, notificationFlagSchema, sexSchema } from './users.ts';

/**
 * The wire contract of the accounts area (spec §§3–8, issue 3): every request body, every response and
 * every error code of /api/users/*, /api/categories/* and /api/public-config.
 *
 * Errors always come in the one body of DESIGN §2: `{ error, message, errors: [{ field, code, message }] }`.
 * A form shows `errors[]` (one entry per failed rule, `message` already in the request's language);
 * a client switches on `error` (or on an entry's `code`) to pick its own text or action.
 *
 * Request bodies are strict: a field that is not listed is refused with 400 `validation`
 * (`errors: [{ field: '<name>', code: 'unknown_field' }]`), so nothing outside a form (type, isVerified,
 * counters, id...) can ever be assigned.
 */

// ---------------------------------------------------------------------------------------------------
// Error and field codes of this area, with their texts (the server answers them in the request language;
// the web may use them too). Generic codes (`required`, `invalid`, `too_long`, `unknown_field`,
// `validation`, `unauthorized`, `session_expired`, `forbidden`, `not_found`, `too_many_requests`) are in errors.ts.
// ---------------------------------------------------------------------------------------------------
export const accountErrorMessages = {
  // Field codes of the forms (spec §5).
  nombre_y_apellido: { es: 'Introduce tu nombre y tus apellidos.', en: 'Enter your first name and surname.' },
  correo_electronico: { es: 'Introduce tu correo electrónico.', en: 'Enter your e-mail address.' },
  // The spec's own words (§8), accent included as it writes them.
  correo_electronico_invalido: { es: 'Correo electrónico invalido', en: 'Invalid e-mail address' },
  correo_existe: {
    es: 'Ese correo electrónico ya está registrado. Inicia sesión o recupera tu contraseña.',
    en: 'That e-mail address is already registered. Log in or recover your password.',
  },
  contrasena: { es: 'Introduce una contraseña.', en: 'Enter a password.' },
  tu_contrasena_debe_ser_mas_larga: {
    es: 'Tu contraseña debe tener al menos 10 caracteres.',
    en: 'Your password must be at least 10 characters long.',
  },
  debes_introducir_contrasenas: { es: 'Debes introducir las contraseñas.', en: 'You must enter both passwords.' },
  las_contrasenas_no_coinciden: { es: 'Las contraseñas no coinciden.', en: 'The passwords do not match.' },
  contrasena_actual: {
    es: 'La contraseña actual no es correcta.',
    en: 'The current password is not correct.',
  },
  fecha_nacimiento: { es: 'Introduce tu fecha de nacimiento.', en: 'Enter your date of birth.' },
  edad_minima: {
    es: 'Debes tener al menos 14 años para registrarte.',
    en: 'You must be at least 14 years old to sign up.',
  },
  ciudad: { es: 'Introduce tu ciudad.', en: 'Enter your city.' },
  pais: { es: 'Elige un país de la lista.', en: 'Choose a country from the list.' },
  terminos: {
    es: 'Debes aceptar los términos y condiciones.',
    en: 'You must accept the terms and conditions.',
  },
  verifica_correos: {
    es: 'Por favor verifica que los correos electrónicos esten correctos.',
    en: 'Please check that the e-mail addresses are correct.',
  },
  maximo_invitaciones: {
    es: 'Puedes invitar a 4 personas como máximo.',
    en: 'You can invite at most 4 people.',
  },
  no_puede_estar_vacio_url: {
    es: 'La URL del perfil no puede estar vacía.',
    en: 'The profile URL cannot be empty.',
  },
  el_perfil_existe: {
    es: 'Esa URL de perfil ya existe o no está disponible; elige otra.',
    en: 'That profile URL already exists or is not available; choose another one.',
  },
  url_invalida: {
    es: 'Introduce una dirección web completa que empiece por http:// o https://.',
    en: 'Enter a full web address starting with http:// or https://.',
  },
  telefono: { es: 'Introduce un teléfono válido.', en: 'Enter a valid phone number.' },
  nombre_agencia: { es: 'Introduce el nombre de la agencia.', en: "Enter the agency's name." },
  categoria: { es: 'Esa categoría no existe.', en: 'That category does not exist.' },

  // Request-level codes (the `error` of the body).
  password: { es: 'La contraseña parece ser incorrecta.', en: 'The password seems to be incorrect.' },
  credentials: {
    es: 'Parece que ese correo no está registrado o aún no ha sido confirmado.',
    en: 'It looks like that e-mail is not registered or has not been confirmed yet.',
  },
  user: {
    es: 'Parece que ese correo no está registrado o aún no ha sido confirmado.',
    en: 'It looks like that e-mail is not registered or has not been confirmed yet.',
  },
  token_invalido: {
    es: 'El enlace no es válido o ha caducado.',
    en: 'The link is not valid or has expired.',
  },
  tipo_definido: { es: 'Tu tipo de cuenta ya está definido.', en: 'Your account type is already set.' },
  facebook_registrado: {
    es: 'No hay ninguna cuenta asociada a este Facebook. Regístrate primero.',
    en: 'There is no account linked to this Facebook profile. Please sign up first.',
  },
  facebook_token: {
    es: 'No pudimos verificar tu sesión de Facebook. Inténtalo de nuevo.',
    en: 'We could not verify your Facebook login. Please try again.',
  },
  facebook_sin_correo: {
    es: 'Tu cuenta de Facebook no comparte un correo electrónico confirmado.',
    en: 'Your Facebook account does not share a confirmed e-mail address.',
  },
} as const satisfies Record<string, { es: string; en: string }>;

export type AccountErrorCode = keyof typeof accountErrorMessages;

function addProblems(ctx: z.RefinementCtx, problems: FieldProblem[]): void {
  for (const p of problems) {
    ctx.addIssue({
      code: 'custom',
      path: p.field.split('.').map((s) => (/^\d+$/.test(s) ? Number(s) : s)),
      message: p.code,
    });
  }
}

const text = (max: number) => z.string().max(max).default('');
const langSchema = z.enum(languages);
const birthdateText = z.string().max(30).default('');

// ---------------------------------------------------------------------------------------------------
// Shared response shapes. tokenResponseSchema and selfResponseSchema live in users.ts.
// ---------------------------------------------------------------------------------------------------
// tokenResponseSchema ({ token }) and selfResponseSchema: import them from users.ts.
export const existsResponseSchema = z.object({ exists: z.boolean() });
export type ExistsResponse = z.infer<typeof existsResponseSchema>;

/**
 * The claims a session token carries (DESIGN §3), readable by the web from the token's payload.
 * `rec: true` marks the short-lived (1 h) session a recovery link opens: the only session that may set a
 * new password without the current one.
 */
export const sessionClaimsSchema = z.object({
  id: z.number().int(),
  profileType: accountTypeSchema.nullable(),
  profileImage: z.string(),
  coverImage: z.string(),
  fullname: z.string(),
  profile_url: z.string(),
  langCode: langSchema,
  tv: z.number().int(),
  rec: z.literal(true).optional(),
  exp: z.number().int(),
  iat: z.number().int(),
});
export type SessionClaimsPayload = z.infer<typeof sessionClaimsSchema>;

// ---------------------------------------------------------------------------------------------------
// POST /api/users — registration (guest).
// 201 → { id }: the new, unconfirmed account; NO token (an unconfirmed account cannot use the API).
//   A confirmation e-mail goes to the address; keep `id` for POST /users/resend-validation.
// 400 `validation` → errors[] with one entry per failed rule: nombre_y_apellido (field nombre|apellido),
//   correo_electronico, correo_electronico_invalido, contrasena, tu_contrasena_debe_ser_mas_larga (password),
//   fecha_nacimiento, edad_minima (birthdate), ciudad, pais (country), terminos (terms); when the other
//   rules pass but the address is taken the list holds correo_existe (field email) too.
// 409 `correo_existe` → the address is already registered and every other rule passed
//   (errors: [{ field: 'email', code: 'correo_existe' }]); show it with links to /login and /forgot.
// 429 `too_many_requests`.
// ---------------------------------------------------------------------------------------------------
export const registerRequestSchema = z
  .strictObject({
    nombre: text(MAX_NAME_LENGTH),
    apellido: text(MAX_NAME_LENGTH),
    email: text(MAX_EMAIL_LENGTH),
    password: z.string().max(MAX_PASSWORD_LENGTH).default(''),
    birthdate: birthdateText,
    sex: sexSchema.default('MA'),
    /** ISO 3166-1 alpha-2 code (i18n-iso-countries), Mexico by default. */
    country: z.string().max(10).default(DEFAULT_COUNTRY),
    ciudad: text(MAX_CITY_LENGTH),
    langCode: langSchema.default('es'),
    /** The terms checkbox. */
    terms: z.boolean().default(false),
    /** Sent by the original client (a timestamp); tolerated and ignored. */
    username: z.union([z.string().max(100), z.number()]).optional(),
  })
  .superRefine((input, ctx) => addProblems(ctx, registrationProblems(input, new Date())));
export type RegisterRequest = z.input<typeof registerRequestSchema>;
export const registerResponseSchema = z.object({ id: z.number().int() });
export type RegisterResponse = z.infer<typeof registerResponseSchema>;

// POST /api/users/resend-validation { id, lang? } → 204, whatever happens (unknown id, already confirmed,
// too many sends for that account are all silent). 400 only for a malformed body; 429 per IP.
export const resendValidationRequestSchema = z.strictObject({
  id: z.number().int().positive(),
  lang: langSchema.optional(),
});
export type ResendValidationRequest = z.infer<typeof resendValidationRequestSchema>;

// GET /api/users/confirmation/:token → 200 { token } (a session; the link is single-use, expires after 72 h).
// 400 `token_invalido` for an unknown, used or expired link (the web then goes to /).
export const oneTimeTokenParamsSchema = z.object({ token: z.string().min(1).max(200) });

// ---------------------------------------------------------------------------------------------------
// POST /api/users/authenticate (login) → 200 { token }.
// 400 `validation` (required) when a field is empty; 400 `password` wrong password; 400 `credentials`
// unknown or unconfirmed address; 429. `remember` only tells the web where to keep the token.
// ---------------------------------------------------------------------------------------------------
export const loginRequestSchema = z.strictObject({
  email: z.string().trim().min(1).max(MAX_EMAIL_LENGTH),
  password: z.string().min(1).max(MAX_PASSWORD_LENGTH),
  remember: z.boolean().optional(),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

// GET /api/users/self (auth) → selfResponseSchema (users.ts).

// GET /api/users/email-exists/:email (guest or not) → { exists } ; 429 per IP and per address.
// GET /api/users/email-exists-user/:email (auth) → { exists } ignoring the caller's own address; 429.
export const emailParamsSchema = z.object({ email: z.string().min(1).max(MAX_EMAIL_LENGTH) });

// ---------------------------------------------------------------------------------------------------
// PUT /api/users/profile (auth) { profile } → { token } carrying the new profileType.
// 409 `tipo_definido` when the type is already set (it is chosen once).
// ---------------------------------------------------------------------------------------------------
export const profileTypeRequestSchema = z.strictObject({ profile: accountTypeSchema });
export type ProfileTypeRequest = z.infer<typeof profileTypeRequestSchema>;

// ---------------------------------------------------------------------------------------------------
// PUT /api/users/wizard (auth, talento only) { biography, shareContats, lang? } → { token }.
// Saves the biography and sends one invitation e-mail per non-empty address (link PUBLIC_URL/profile/<profile_url>),
// in `lang` (default: the request language). Empty strings are skipped.
// 400 `validation`: shareContats.N `verifica_correos` (spec alert), shareContats `maximo_invitaciones`
// (more than 4), biography too_long. 403 `forbidden` for a non-talent. 429 (per IP, per user, per recipient).
// ---------------------------------------------------------------------------------------------------
export const wizardRequestSchema = z
  .strictObject({
    biography: text(MAX_BIOGRAPHY_LENGTH),
    shareContats: z
      .array(z.string().max(MAX_EMAIL_LENGTH))
      .max(WIZARD_INVITES, { error: 'maximo_invitaciones' })
      .default([]),
    lang: langSchema.optional(),
  })
  .superRefine((input, ctx) => addProblems(ctx, invitationProblems(input.shareContats)));
export type WizardRequest = z.input<typeof wizardRequestSchema>;

// ---------------------------------------------------------------------------------------------------
// PUT /api/users/agency (auth, agencia only) — agency setup (/register/agencia) and its settings.
// { agency_name, biography, contact_email, web, phone, categoryIds } → { token }.
// categoryIds (1–8, the categories it scouts) replaces the agency's subscriptions.
// 400 `validation`: agency_name `nombre_agencia`, contact_email `correo_electronico_invalido`,
// web `url_invalida`, phone `telefono`, categoryIds `categoria`. 403 `forbidden` for a non-agency.
// ---------------------------------------------------------------------------------------------------
export const agencySetupRequestSchema = z
  .strictObject({
    agency_name: text(MAX_AGENCY_NAME_LENGTH),
    biography: text(MAX_BIOGRAPHY_LENGTH),
    /** Empty means "use my account e-mail". */
    contact_email: text(MAX_EMAIL_LENGTH),
    web: text(MAX_LINK_LENGTH),
    phone: text(MAX_PHONE_LENGTH),
    categoryIds: z.array(z.number().int()).max(8).default([]),
  })
  .superRefine((input, ctx) => {
    const problems: FieldProblem[] = [];
    if (!input.agency_name.trim()) problems.push({ field: 'agency_name', code: 'nombre_agencia' });
    const contact = input.contact_email.trim();
    if (contact && !isEmailAddress(contact))
      problems.push({ field: 'contact_email', code: 'correo_electronico_invalido' });
    if (!isWebLink(input.web.trim())) problems.push({ field: 'web', code: 'url_invalida' });
    if (!isPhone(input.phone.trim())) problems.push({ field: 'phone', code: 'telefono' });
    if (input.categoryIds.some((id) => id < 1 || id > 8)) problems.push({ field: 'categoryIds', code: 'categoria' });
    addProblems(ctx, problems);
  });
export type AgencySetupRequest = z.input<typeof agencySetupRequestSchema>;

// ---------------------------------------------------------------------------------------------------
// Password recovery.
// POST /api/users/recover/password { email, lang? } → 200 { sent: true } (spec: email_enviado) and an e-mail
//   with PUBLIC_URL/forgot/<token> (single-use, expires in 1 h). 400 `user` for an unknown or unconfirmed
//   address (spec: parece_que_ese_correo2); 400 `validation` for an empty one; 429.
// GET /api/users/recover/:token → 200 { token }: a recovery session (claim rec: true, valid 1 h) — the web
//   stores it and goes to /user/password. 400 `token_invalido` for an unknown, used or expired link.
// ---------------------------------------------------------------------------------------------------
export const recoverPasswordRequestSchema = z.strictObject({
  email: z.string().trim().min(1).max(MAX_EMAIL_LENGTH),
  lang: langSchema.optional(),
});
export type RecoverPasswordRequest = z.infer<typeof recoverPasswordRequestSchema>;
export const recoverPasswordResponseSchema = z.object({ sent: z.literal(true) });

// ---------------------------------------------------------------------------------------------------
// PUT /api/users/password (auth) { newPassword, currentPassword? } → { token } (a fresh normal session).
// Every other session (and the recovery session) stops working: the token version is bumped.
// currentPassword is required and checked, except in a recovery session (rec) or for an account that has no
// password yet (Facebook sign-up; self.user.hasPassword false).
// 400 `validation`: newPassword `debes_introducir_contrasenas` (empty) or `tu_contrasena_debe_ser_mas_larga`;
// currentPassword `debes_introducir_contrasenas` (missing) or `contrasena_actual` (wrong). 429 per user.
// ---------------------------------------------------------------------------------------------------
export const changePasswordRequestSchema = z.strictObject({
  newPassword: z.string().max(MAX_PASSWORD_LENGTH).default(''),
  currentPassword: z.string().max(MAX_PASSWORD_LENGTH).optional(),
});
export type ChangePasswordRequest = z.input<typeof changePasswordRequestSchema>;

// ---------------------------------------------------------------------------------------------------
// PUT /api/users (auth) — personal information, social links, web and phone (settings). → { token }.
// All fields are sent (the whole form); saved in one transaction.
// 400 `validation` with one entry per failed rule: nombre_y_apellido, correo_electronico,
//   correo_electronico_invalido (email), fecha_nacimiento | edad_minima (fecha), ciudad, pais,
//   profile.<link> `url_invalida` (http/https only), profile.phone `telefono`.
// 409 `correo_existe` (field email) when another account has that address.
// ---------------------------------------------------------------------------------------------------
export const settingsProfileSchema = z.strictObject({
  facebook_url: text(MAX_LINK_LENGTH),
  twitter_url: text(MAX_LINK_LENGTH),
  instagram_url: text(MAX_LINK_LENGTH),
  spotify_url: text(MAX_LINK_LENGTH),
  youtube_url: text(MAX_LINK_LENGTH),
  linkedin_url: text(MAX_LINK_LENGTH),
  web: text(MAX_LINK_LENGTH),
  phone: text(MAX_PHONE_LENGTH),
});
export const settingsRequestSchema = z
  .strictObject({
    nombre: text(MAX_NAME_LENGTH),
    apellido: text(MAX_NAME_LENGTH),
    email: text(MAX_EMAIL_LENGTH),
    /** Birth date, YYYY-MM-DD. */
    fecha: birthdateText,
    sexo: sexSchema.default('MA'),
    /** ISO 3166-1 alpha-2 code. */
    pais: z.string().max(10).default(DEFAULT_COUNTRY),
    ciudad: text(MAX_CITY_LENGTH),
    biografia: text(MAX_BIOGRAPHY_LENGTH),
    profile: settingsProfileSchema.default({
      facebook_url: '',
      twitter_url: '',
      instagram_url: '',
      spotify_url: '',
      youtube_url: '',
      linkedin_url: '',
      web: '',
      phone: '',
    }),
  })
  .superRefine((input, ctx) => addProblems(ctx, settingsProblems(input, new Date())));
export type SettingsRequest = z.input<typeof settingsRequestSchema>;

// PUT /api/users/language (auth) { langCode } → { token }. The next login switches the interface to it.
export const languageRequestSchema = z.strictObject({ langCode: langSchema });

// ---------------------------------------------------------------------------------------------------
// PUT /api/users/profile_url (auth) { profile_url } → { token }.
// The server strips every character other than [A-Za-z0-9_-] (as the web does while typing).
// 400 `validation` profile_url `no_puede_estar_vacio_url` (nothing left) or too_long (> 50);
// 409 `el_perfil_existe` when another account uses it (case-insensitive) or it is a reserved word (a route name).
// Sending one's own current value answers 200 with a token (nothing changes).
// ---------------------------------------------------------------------------------------------------
export const profileUrlRequestSchema = z.strictObject({ profile_url: z.string().max(200) });

// POST /api/users/notifications (auth) { type: followers|photos_videos|messages|following, status } → { token }.
export const notificationSettingRequestSchema = z.strictObject({
  type: notificationFlagSchema,
  status: z.boolean(),
});
export type NotificationSettingRequest = z.infer<typeof notificationSettingRequestSchema>;

// ---------------------------------------------------------------------------------------------------
// Categories.
// GET /api/categories/:lang/full → CategoryEntry[] (ids 1–8 in order; names in :lang).
// GET /api/categories/:lang/full/subscribed (auth) → SubscribedCategoryEntry[] (adds `subscribed`).
// POST /api/categories/subscribe | /unsubscribe (auth) { categoryId } → { categoryId, subscribed }
//   (idempotent). 400 `validation` for an id outside 1–8.
// ---------------------------------------------------------------------------------------------------
export const categoryLangParamsSchema = z.object({ lang: langSchema });
export const categoryEntrySchema = z.object({
  id: z.number().int(),
  /** English-form slug (spec §1), e.g. `music-and-dance`. */
  slug: z.string(),
  /** Spanish explore slug, e.g. `musica`. */
  slugEs: z.string(),
  name: z.string(),
  image: z.string(),
});
export const subscribedCategoryEntrySchema = categoryEntrySchema.extend({ subscribed: z.boolean() });
export const categoryListSchema = z.array(categoryEntrySchema);
export const subscribedCategoryListSchema = z.array(subscribedCategoryEntrySchema);
export const categorySubscriptionRequestSchema = z.strictObject({
  categoryId: z.number().int().min(1, { error: 'categoria' }).max(8, { error: 'categoria' }),
});
export const categorySubscriptionResponseSchema = z.object({
  categoryId: z.number().int(),
  subscribed: z.boolean(),
});
export type CategoryEntry = z.infer<typeof categoryEntrySchema>;
export type SubscribedCategoryEntry = z.infer<typeof subscribedCategoryEntrySchema>;

// ---------------------------------------------------------------------------------------------------
// Facebook (only when the server has FACEBOOK_APP_ID/SECRET; otherwise these answer 404 `not_found`).
// The client sends the access token the Facebook JS SDK gave it; the server checks it with the Graph API
// (debug_token for this app, then /me) and links accounts only through the verified e-mail.
// A facebookId alone never logs anyone in; the spec's facebookId/email/first_name/last_name are tolerated
// and ignored (the server uses what Facebook says).
// POST /api/users/fbauthenticate { accessToken } → { token }. 400 `facebook_token` (token not valid for this
//   app), 400 `facebook_registrado` (no account for that Facebook profile or its e-mail), 429.
// POST /api/users/facebook { accessToken, ... } → { token, exists } (exists: the account was already there,
//   the spec's "social account already exists" alert); a new account is confirmed and has no type yet
//   (→ /register/select). 400 `facebook_token`, 400 `facebook_sin_correo`, 429.
// GET /api/users/facebook-exists/:id → { exists } (429 per IP).
// ---------------------------------------------------------------------------------------------------
const accessToken = z.string().min(1).max(4096);
const ignoredText = z.string().max(300).optional();
export const facebookLoginRequestSchema = z.strictObject({ accessToken, facebookId: ignoredText });
export const facebookRegisterRequestSchema = z.strictObject({
  accessToken,
  facebookId: ignoredText,
  email: ignoredText,
  first_name: ignoredText,
  last_name: ignoredText,
  langCode: langSchema.optional(),
});
export type FacebookLoginRequest = z.infer<typeof facebookLoginRequestSchema>;
export type FacebookRegisterRequest = z.infer<typeof facebookRegisterRequestSchema>;
export const facebookResponseSchema = z.object({ token: z.string(), exists: z.boolean() });
export const facebookIdParamsSchema = z.object({ id: z.string().regex(/^\d{1,30}$/) });

// GET /api/public-config → { facebookAppId } (null when Facebook login is not configured: hide the button).
export const publicConfigSchema = z.object({ facebookAppId: z.string().nullable() });
export type PublicConfig = z.infer<typeof publicConfigSchema>;
