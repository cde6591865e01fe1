// The account endpoints' contract: sign-in and the anonymous account flows (/bff/auth), the
// player's profile and second factor (/bff/user), the avatar (/bff/upload-base64, /bff/upload)
// and the DUPR link (/bff/dupr). The profile's answers are in schemas.ts (lib/types.ts re-exports
// their types).
import { LOCALES } from '@courtside/domain'
import { z } from '@hono/zod-openapi'
import { COUNTRY_CODES } from './countries.ts'
import { GENDERS } from './schemas.ts'

export { AccountError, body, bodyErrors, json, sessionlessErrors, signedInErrors } from './account-app.ts'
export { CurrentUser, UserProfile } from './schemas.ts'

const identifier = z.string().trim().min(3).max(254).openapi({ example: 'ann@example.com' })
const password = z.string().min(1).max(1024)
const code = z.string().trim().min(4).max(16)
const name = z.string().trim().min(1).max(60)
/**
 * The language of the page the request comes from: codes and notices are written in it unless
 * the player chose a language (adapters/identity/codes.ts). A value that is no site language
 * means English; it never fails the request (the code matters more than its language).
 */
const locale = z.string().max(35).optional().catch(undefined).openapi({ type: 'string', example: 'de' })
/** `framed`: the page signs in inside an embed iframe on another site (http/cookies.ts). */
const framed = z.boolean().optional()

export const SignInBody = z.object({ identifier, password, framed, locale })
export const ChallengeBody = z.object({
  identifier,
  challenge: z.enum(['SMS_MFA', 'SOFTWARE_TOKEN_MFA']),
  session: z.string().min(1).max(4096),
  code,
  framed,
})
export const SignUpBody = z.object({ identifier, password, givenName: name, familyName: name, locale })
export const VerifyBody = z.object({ identifier, code })
/** Resending the sign-up code and asking for a password reset code. */
export const SendCodeBody = z.object({ identifier, locale })
export const ResetPasswordBody = z.object({ identifier, code, password })
export const PasswordStrengthBody = z.object({
  password: z.string().max(1024),
  userInputs: z.array(z.string().max(254)).max(5).default([]),
})

export const DialCountries = z
  .object({ items: z.array(z.object({ code: z.string(), dialCode: z.string() })) })
  .openapi('DialCountries')

export const SignedIn = z
  .object({ status: z.literal('signed-in'), expiresAt: z.number() })
  .openapi('SignedIn', { description: 'The session cookies are set; expiresAt in seconds since 1970' })
export const SignInChallenge = z
  .object({
    status: z.literal('challenge'),
    challenge: z.enum(['SMS_MFA', 'SOFTWARE_TOKEN_MFA']),
    session: z.string(),
    destination: z.string().nullable(),
  })
  .openapi('SignInChallenge')
export const CodeSent = z.object({ status: z.literal('code-sent') })
export const Verified = z.object({ status: z.literal('verified') })
export const PasswordChanged = z.object({ status: z.literal('password-changed') })
export const Success = z.object({ success: z.literal(true) })
export const PasswordStrength = z
  .object({
    score: z.number(),
    isAcceptable: z.boolean(),
    warning: z.string().nullable(),
    suggestions: z.array(z.string()),
  })
  .openapi('PasswordStrength')

const nullable = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' ? null : v), schema.nullable())

/**
 * Profile fields a user may change. `.strict()`: unknown keys (id, email, avatar, ratings…) are
 * refused, and the row is always the caller's own (the id comes from the session).
 */
export const ProfileUpdate = z
  .object({
    firstName: z.string().trim().min(1).max(60),
    lastName: z.string().trim().min(1).max(60),
    userName: z
      .string()
      .trim()
      .min(3)
      .max(30)
      .regex(/^[a-zA-Z0-9._-]+$/, 'letters, digits, dot, dash and underscore only'),
    country: nullable(
      z
        .string()
        .length(2)
        .toUpperCase()
        .refine((c) => COUNTRY_CODES.has(c), 'unknown country'),
    ),
    phone: nullable(
      z
        .string()
        .trim()
        .regex(/^\+[1-9]\d{6,14}$/, 'an international number such as +4917012345678'),
    ),
    birthYear: nullable(
      z
        .number()
        .int()
        .min(1900)
        .max(new Date().getUTCFullYear() - 3),
    ),
    gender: nullable(z.enum(GENDERS)),
    preferredLanguage: nullable(z.enum(LOCALES)),
  })
  .partial()
  .strict()

export const MfaSettings = z
  .object({ isSmsEnabled: z.boolean(), isTotpEnabled: z.boolean(), hasVerifiedPhone: z.boolean() })
  .openapi('MfaSettings')
export const TotpCodeBody = z.object({ code: z.string().trim().min(6).max(10) })
export const MfaPreferenceBody = z
  .object({ sms: z.boolean().optional(), totp: z.boolean().optional() })
  .strict()
export const TotpSetup = z.object({
  secret: z.string(),
  uri: z.string().openapi({ description: 'otpauth:// address for an authenticator app' }),
  qrCode: z.string().openapi({ description: 'The address as a PNG data: URL' }),
})
export const RecoveryCodes = z.object({ recoveryCodes: z.array(z.string()) })

export const AvatarBody = z.object({
  fileName: z.string().trim().min(1).max(200),
  file: z.string().min(1).openapi({ description: 'Base64 (optionally a data: URL), at most 5 MB' }),
})
export const Avatar = z.object({ avatar: z.string() })
export const UploadParams = z.object({
  folder: z.string().openapi({ param: { name: 'folder', in: 'path' }, example: 'avatars' }),
  name: z.string().openapi({ param: { name: 'name', in: 'path' } }),
})

export const DuprLoginLink = z
  .union([
    z.object({ isConfigured: z.literal(true), url: z.string(), origin: z.string() }),
    z.object({ isConfigured: z.literal(false) }),
  ])
  .openapi('DuprLoginLink')
export const DuprLinkBody = z.object({ userToken: z.string().min(10).max(4096) })
export const DuprLink = z.object({
  duprId: z.string(),
  duprRatingSingles: z.number().nullable(),
  duprRatingDoubles: z.number().nullable(),
})
