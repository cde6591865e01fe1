// The identity provider interface (DESIGN.md "identity"): the built-in provider (local.ts) and
// AWS Cognito (cognito.ts) implement it; contract.test.ts runs one suite against both.

/** An email address (lower-cased) or an E.164 phone number. */
export type Identifier = { kind: 'email'; value: string } | { kind: 'phone'; value: string }

export type TokenSet = {
  accessToken: string
  idToken: string
  refreshToken: string
  /** Seconds until the access and id tokens expire. */
  expiresIn: number
}

export type MfaChallenge = 'SMS_MFA' | 'SOFTWARE_TOKEN_MFA'

export type SignInResult =
  | { kind: 'tokens'; tokens: TokenSet }
  | { kind: 'challenge'; challenge: MfaChallenge; session: string; destination?: string | undefined }

export type AccessClaims = {
  subject: string
  /** Identifies the signed-in session (refresh-token family); binds the CSRF token. */
  sessionId: string
  expiresAt: number
}

export type IdClaims = {
  subject: string
  email: string | null
  phone: string | null
  givenName: string
  familyName: string
  expiresAt: number
}

export type MfaSettings = { isSmsEnabled: boolean; isTotpEnabled: boolean; hasVerifiedPhone: boolean }

/**
 * `pageLocale`: the language of the page the request came from; the built-in provider writes its
 * codes and notices in it unless the player chose a language (adapters/identity/codes.ts).
 * Cognito sends its own codes and ignores it.
 */
export type PageLocale = { pageLocale?: string | undefined }

export type SignUpOptions = {
  identifier: Identifier
  password: string
  givenName: string
  familyName: string
} & PageLocale

/**
 * Errors are AppErrors with these codes (the web translates them): INVALID_CREDENTIALS,
 * ACCOUNT_NOT_VERIFIED, INVALID_CODE, CODE_EXPIRED, PASSWORD_TOO_SHORT, PASSWORD_TOO_LONG,
 * PASSWORD_TOO_WEAK, TOO_MANY_ATTEMPTS (429), INVALID_SESSION, MFA_PHONE_REQUIRED, UNAUTHORIZED.
 */
export interface IdentityProvider {
  readonly kind: 'local' | 'cognito'
  /** Always answers the same way whether or not the account exists (no enumeration). */
  signUp(options: SignUpOptions): Promise<void>
  confirmSignUp(options: { identifier: Identifier; code: string }): Promise<void>
  resendSignUpCode(options: { identifier: Identifier } & PageLocale): Promise<void>
  signIn(options: { identifier: Identifier; password: string } & PageLocale): Promise<SignInResult>
  respondToChallenge(options: {
    identifier: Identifier
    challenge: MfaChallenge
    session: string
    code: string
  }): Promise<TokenSet>
  refresh(options: { refreshToken: string; subject?: string | undefined }): Promise<TokenSet>
  signOut(options: { accessToken?: string | undefined; refreshToken?: string | undefined }): Promise<void>
  forgotPassword(options: { identifier: Identifier } & PageLocale): Promise<void>
  confirmForgotPassword(options: { identifier: Identifier; code: string; password: string }): Promise<void>
  verifyAccessToken(token: string): Promise<AccessClaims>
  verifyIdToken(token: string): Promise<IdClaims>
  getMfaSettings(options: { accessToken: string }): Promise<MfaSettings>
  /** Starts authenticator-app enrolment; returns the base32 secret. */
  beginTotpSetup(options: { accessToken: string }): Promise<{ secret: string }>
  /** Finishes enrolment with a first code; returns recovery codes (none on Cognito). */
  confirmTotpSetup(options: { accessToken: string; code: string }): Promise<{ recoveryCodes: string[] }>
  setMfaPreference(options: { accessToken: string; sms?: boolean; totp?: boolean }): Promise<void>
}
