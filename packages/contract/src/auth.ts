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
import { guardianFieldsSchema } from './guardians.ts';
import { addProblems, birthdateText, langSchema, text, textInput } from './schema-helpers.ts';
import { accountTypeSchema, sexSchema } from './users.ts';

/** Token claims (DESIGN §3): `rec` marks a recovery session, `sid` the login a refreshed token keeps. */
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
    /** Required when the birth date makes the person under 18; ignored, not stored, for adults. */
    guardian: guardianFieldsSchema.nullish(),
    /** Sent by the original client (a timestamp); tolerated and ignored. */
    username: z.union([textInput().max(100), z.number()]).optional(),
  })
  .superRefine((input, ctx) => addProblems(ctx, registrationProblems(input, new Date())));
export type RegisterRequest = z.input<typeof registerRequestSchema>;
export const registerResponseSchema = z.object({ id: z.number().int() });
export type RegisterResponse = z.infer<typeof registerResponseSchema>;

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

export const oneTimeTokenParamsSchema = z.object({ token: z.string().min(1).max(200) });

export const loginRequestSchema = z.strictObject({
  email: textInput().trim().min(1).max(MAX_EMAIL_LENGTH),
  password: textInput().min(1).max(MAX_PASSWORD_LENGTH),
  remember: z.boolean().optional(),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const recoverPasswordRequestSchema = z.strictObject({
  email: textInput().trim().min(1).max(MAX_EMAIL_LENGTH),
  lang: langSchema.optional(),
});
export type RecoverPasswordRequest = z.infer<typeof recoverPasswordRequestSchema>;
export const recoverPasswordResponseSchema = z.object({ sent: z.literal(true) });

export const changePasswordRequestSchema = z.strictObject({
  newPassword: textInput().max(MAX_PASSWORD_LENGTH).default(''),
  currentPassword: textInput().max(MAX_PASSWORD_LENGTH).optional(),
});
export type ChangePasswordRequest = z.input<typeof changePasswordRequestSchema>;

export const logoutRequestSchema = z.strictObject({ everywhere: z.boolean().default(false) }).nullish();
export type LogoutRequest = z.input<typeof logoutRequestSchema>;

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
