import { z } from 'zod';
import {
  emailProblem,
  MAX_CITY_LENGTH,
  MAX_EMAIL_LENGTH,
  MAX_NAME_LENGTH,
  MAX_PASSWORD_LENGTH,
  registrationProblems,
} from './account-rules.ts';
import { DEFAULT_COUNTRY } from './constants.ts';
import { addProblems, birthdateText, langSchema, text, textInput } from './schema-helpers.ts';
import { accountTypeSchema, sexSchema } from './users.ts';

/**
 * The wire contract of identity (spec §§4–8): registration, confirmation, login, recovery, password
 * changes, Facebook and the public configuration, under /api/users and /api/public-config. Error codes
 * and their texts are in auth-errors.ts; every error comes in the one body of DESIGN §2.
 */

/**
 * The claims a session token carries (DESIGN §3), readable by the web from the token's payload.
 * `rec: true` marks the short-lived (1 h) session a recovery link opens: the only session that may set a
 * new password without the current one. `sid` names the session (one login): a token refreshed after a change
 * keeps it, and logging out ends it (issue 23).
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
  sid: z.string(),
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
//   contrasena_personal (the password holds the name, a surname or the address's local part; issue 23),
//   fecha_nacimiento, edad_minima (birthdate), ciudad, pais (country), terminos (terms); when the other
//   rules pass but the address is taken the list holds correo_existe (field email) too.
// 400 `validation` password `contrasena_comun` when every other rule passed but the password is one of the
//   10,000 most common (the server's list).
// 409 `correo_existe` → the address is already registered and every other rule passed
//   (errors: [{ field: 'email', code: 'correo_existe' }]); show it with links to /login and /forgot.
// 429 `too_many_requests`.
// ---------------------------------------------------------------------------------------------------
export const registerRequestSchema = z
  .strictObject({
    nombre: text(MAX_NAME_LENGTH),
    apellido: text(MAX_NAME_LENGTH),
    email: text(MAX_EMAIL_LENGTH),
    password: textInput().max(MAX_PASSWORD_LENGTH).default(''),
    birthdate: birthdateText,
    sex: sexSchema.default('MA'),
    /** ISO 3166-1 alpha-2 code (i18n-iso-countries), Mexico by default. */
    country: textInput().max(10).default(DEFAULT_COUNTRY),
    ciudad: text(MAX_CITY_LENGTH),
    langCode: langSchema.default('es'),
    /** The terms checkbox. */
    terms: z.boolean().default(false),
    /** Sent by the original client (a timestamp); tolerated and ignored. */
    username: z.union([textInput().max(100), z.number()]).optional(),
  })
  .superRefine((input, ctx) => addProblems(ctx, registrationProblems(input, new Date())));
export type RegisterRequest = z.input<typeof registerRequestSchema>;
export const registerResponseSchema = z.object({ id: z.number().int() });
export type RegisterResponse = z.infer<typeof registerResponseSchema>;

// POST /api/users/resend-validation { id, lang? } or { email, lang? } → 204, whatever happens (unknown id or
// address, already confirmed, too many sends for that account are all silent). The address form serves the
// page of a broken or expired confirmation link, which knows no id. 400 only for a malformed body; 429 per IP
// (and per address).
export const resendValidationRequestSchema = z.union([
  z.strictObject({
    id: z.number().int().positive(),
    lang: langSchema.optional(),
  }),
  z.strictObject({
    email: textInput().trim().min(1).max(MAX_EMAIL_LENGTH),
    lang: langSchema.optional(),
  }),
]);
export type ResendValidationRequest = z.infer<typeof resendValidationRequestSchema>;

// GET /api/users/confirmation/:token → 200 { token } (a session; the link is single-use, expires after 72 h).
// 400 `token_invalido` for an unknown, used or expired link (the web then goes to /).
// Not a text field: anything that is not a link token's shape answers `token_invalido` before any query.
export const oneTimeTokenParamsSchema = z.object({ token: z.string().min(1).max(200) });

// ---------------------------------------------------------------------------------------------------
// POST /api/users/authenticate (login) → 200 { token }.
// 400 `validation` (required) when a field is empty; 400 `password` wrong password; 400 `credentials`
// unknown or unconfirmed address; 429. `remember` only tells the web where to keep the token.
// ---------------------------------------------------------------------------------------------------
export const loginRequestSchema = z.strictObject({
  email: textInput().trim().min(1).max(MAX_EMAIL_LENGTH),
  password: textInput().min(1).max(MAX_PASSWORD_LENGTH),
  remember: z.boolean().optional(),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

// ---------------------------------------------------------------------------------------------------
// Password recovery.
// POST /api/users/recover/password { email, lang? } → 200 { sent: true } (spec: email_enviado) and an e-mail
//   with PUBLIC_URL/forgot/<token> (single-use, expires in 1 h). 400 `user` for an unknown or unconfirmed
//   address (spec: parece_que_ese_correo2); 400 `validation` for an empty one; 429.
// GET /api/users/recover/:token → 200 { token }: a recovery session (claim rec: true, valid 1 h) — the web
//   stores it and goes to /user/password. 400 `token_invalido` for an unknown, used or expired link.
// ---------------------------------------------------------------------------------------------------
export const recoverPasswordRequestSchema = z.strictObject({
  email: textInput().trim().min(1).max(MAX_EMAIL_LENGTH),
  lang: langSchema.optional(),
});
export type RecoverPasswordRequest = z.infer<typeof recoverPasswordRequestSchema>;
export const recoverPasswordResponseSchema = z.object({ sent: z.literal(true) });

// ---------------------------------------------------------------------------------------------------
// PUT /api/users/password (auth) { newPassword, currentPassword? } → { token } (a fresh normal session).
// Every other session (and the recovery session) stops working: the token version is bumped.
// currentPassword is required and checked, except in a recovery session (rec) or for an account that has no
// password yet (Facebook sign-up; self.user.hasPassword false).
// 400 `validation`: newPassword `debes_introducir_contrasenas` (empty), `tu_contrasena_debe_ser_mas_larga`,
// `contrasena_personal` (holds the name or address) or `contrasena_comun` (one of the 10,000 most common);
// currentPassword `debes_introducir_contrasenas` (missing) or `contrasena_actual` (wrong). 429 per user.
// ---------------------------------------------------------------------------------------------------
export const changePasswordRequestSchema = z.strictObject({
  newPassword: textInput().max(MAX_PASSWORD_LENGTH).default(''),
  currentPassword: textInput().max(MAX_PASSWORD_LENGTH).optional(),
});
export type ChangePasswordRequest = z.input<typeof changePasswordRequestSchema>;

// ---------------------------------------------------------------------------------------------------
// POST /api/users/logout (auth) { everywhere? } → 204: ends the session the token belongs to (every token
// of it stops working, its open sockets close on every process); with `everywhere: true`, every session of
// the person (settings: "log out everywhere"). The body may be left out. 401 without a live session.
// ---------------------------------------------------------------------------------------------------
export const logoutRequestSchema = z.strictObject({ everywhere: z.boolean().default(false) }).nullish();
export type LogoutRequest = z.input<typeof logoutRequestSchema>;

// ---------------------------------------------------------------------------------------------------
// E-mail change (issue 23): its own calls, so a stolen session alone cannot take the account.
// PUT /api/users/email (auth) { email, password } → 200 EmailChangeState. The password is the current one
//   (an account without one — Facebook sign-up — gets instead a link at its current address that must be
//   opened first: pending.awaiting `current_address`). Then the new address gets a confirmation link
//   (72 h) and the current one a notice with an undo link (7 days); nothing changes until the new
//   address is confirmed. A new request replaces a pending one.
//   400 `validation`: email correo_electronico | correo_electronico_invalido | mismo_correo; password
//   contrasena (missing) | contrasena_actual (wrong). 409 `correo_existe` (field email). 429 per user.
// GET /api/users/email (auth) → EmailChangeState. DELETE /api/users/email (auth) → EmailChangeState with
//   pending null (the pending change's links stop working).
// POST /api/users/email/authorization { token } (the link to the current address of an account without a
//   password) → 200 { email: the new address }: the confirmation and the notice then go out.
// POST /api/users/email/confirmation { token } (the link to the new address) → 200 { email }: the account's
//   address is now the new one (recovery goes there). 409 `correo_existe` if another account took it since.
// POST /api/users/email/undo { token } (the link to the old address) → 200 { email }: the old address is
//   back, any pending change and reset link is void, and every session ends (token version bump).
// Links: 400 `enlace_usado` (already used), `enlace_caducado` (expired), `token_invalido` (unknown); 429 per IP.
// ---------------------------------------------------------------------------------------------------
export const changeEmailRequestSchema = z
  .strictObject({
    email: text(MAX_EMAIL_LENGTH),
    password: textInput().max(MAX_PASSWORD_LENGTH).default(''),
  })
  .superRefine((input, ctx) => {
    const problem = emailProblem(input.email, 'email');
    if (problem) addProblems(ctx, [problem]);
  });
export type ChangeEmailRequest = z.input<typeof changeEmailRequestSchema>;

export const emailChangeStateSchema = z.object({
  /** The account's address now. */
  email: z.string(),
  pending: z
    .object({
      email: z.string(),
      /** Which link must be opened next: the one sent to the new address, or (no password) to the current one. */
      awaiting: z.enum(['new_address', 'current_address']),
      expiresAt: z.iso.datetime(),
    })
    .nullable(),
});
export type EmailChangeState = z.infer<typeof emailChangeStateSchema>;

export const emailLinkRequestSchema = z.strictObject({ token: z.string().min(1).max(200) });
export type EmailLinkRequest = z.infer<typeof emailLinkRequestSchema>;
export const emailLinkResponseSchema = z.object({ email: z.string() });
export type EmailLinkResponse = z.infer<typeof emailLinkResponseSchema>;

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
const accessToken = textInput().min(1).max(4096);
const ignoredText = textInput().max(300).optional();
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
export const facebookIdParamsSchema = z.object({ id: textInput().regex(/^\d{1,30}$/) });

// GET /api/public-config → { facebookAppId } (null when Facebook login is not configured: hide the button).
export const publicConfigSchema = z.object({ facebookAppId: z.string().nullable() });
export type PublicConfig = z.infer<typeof publicConfigSchema>;
