// The identity service the API and the web server functions use: one provider (local or Cognito,
// chosen by configuration), wrapped with what must behave the same for both: identifier parsing,
// brute-force lockout, users provisioning, QR codes for TOTP and the CSRF token binding.
import { timingSafeEqual, randomBytes } from 'node:crypto'
import type { Db } from '@courtside/db'
import QRCode from 'qrcode'
import { z } from 'zod'
import pino, { type Logger } from 'pino'
import type { Outbox } from '../../adapters/outbox.ts'
import { createMessageSender, type MessageSender } from '../../features/messages/sender.ts'
import { createMessageTransport, defaultMailFrom } from '../../features/messages/transport.ts'
import { AppError } from '../../lib/errors.ts'
// The store itself, not the feature's index: that index holds routes that import lib/context.ts,
// which imports this file.
import { ensureUserForIdentity, findLinkedUserId } from '../../features/accounts/user-store.ts'
import { createAccountMessages, pageLocaleOf } from './codes.ts'
import { createCognitoIdentityProvider, type CognitoOptions } from './cognito.ts'
import { createLocalIdentityProvider } from './local.ts'
import { estimatePasswordStrength, type PasswordStrength } from './passwords.ts'
import { loadServerSecrets } from './secrets.ts'
import { createDeviceLockout, FAILURE_CODES } from './device-lockout.ts'
import { createThrottle, throttleKey, type Throttle } from './throttle.ts'
import type {
  Identifier,
  IdentityProvider,
  MfaChallenge,
  MfaSettings,
  SignInResult,
  TokenSet,
} from './types.ts'

export type { Identifier, IdentityProvider, MfaChallenge, SignInResult, TokenSet } from './types.ts'

const emailSchema = z.email().max(254)
const PHONE = /^\+[1-9]\d{6,14}$/

/** "Ann@Example.com " → email ann@example.com; "+49 170 123-4567" → phone +491701234567. */
export function parseIdentifier(raw: string): Identifier {
  const value = raw.trim()
  if (value.includes('@')) {
    const email = value.toLowerCase()
    if (emailSchema.safeParse(email).success) return { kind: 'email', value: email }
  } else {
    const phone = value.replace(/[\s().-]/g, '')
    if (PHONE.test(phone)) return { kind: 'phone', value: phone }
  }
  throw new AppError(
    400,
    'INVALID_IDENTIFIER',
    'Enter an email address or a phone number with its country code',
  )
}

export type SessionResult = { tokens: TokenSet; userId: number }
export type SignInOutcome = (
  ({ kind: 'tokens' } & SessionResult) | Extract<SignInResult, { kind: 'challenge' }>
) & {
  /** The signed device cookie to set (adapters/identity/device-lockout.ts). */
  deviceCookie: string
}

export type AuthContext = {
  userId: number
  subject: string
  sessionId: string
  accessToken: string
  expiresAt: number
}

export type IdentityService = ReturnType<typeof createIdentityService>

export function createIdentityService(options: {
  db: Db
  outbox: Outbox
  issuer: string
  cognito?: CognitoOptions | undefined
  now?: () => Date
  /** Inject a provider (tests); otherwise chosen from `cognito`. */
  provider?: IdentityProvider
  /** The API's message sender (features/messages); tests without one send through `outbox`. */
  messages?: MessageSender
  logger?: Logger
}) {
  const { db } = options
  const logger = options.logger ?? pino({ level: 'warn' })
  const messages =
    options.messages ??
    createMessageSender({
      db,
      logger,
      siteUrl: options.issuer,
      transport: createMessageTransport({
        from: defaultMailFrom(options.issuer),
        outbox: options.outbox,
        // The outbox adapter itself decides whether it may keep a message (development only).
        isDevelopment: true,
      }),
    })
  const now = options.now ?? (() => new Date())
  const accountMessages = createAccountMessages({
    db,
    messages,
    logger,
    secrets: () => loadServerSecrets(db),
    now,
  })
  const provider =
    options.provider ??
    (options.cognito
      ? createCognitoIdentityProvider(options.cognito)
      : createLocalIdentityProvider({ db, messages, logger, issuer: options.issuer, now: options.now }))
  const throttle: Throttle = createThrottle(db, options.now)
  const lockout = createDeviceLockout({ db, notices: accountMessages, now: options.now })

  async function guarded<T>(key: string, run: () => Promise<T>): Promise<T> {
    await throttle.assertOpen(key)
    try {
      const result = await run()
      await throttle.reset(key)
      return result
    } catch (error) {
      if (error instanceof AppError && FAILURE_CODES.has(error.code)) await throttle.recordFailure(key)
      throw error
    }
  }

  /** `locale`: the page's language, a new player's first preferred language (users.ts). */
  async function startSession(tokens: TokenSet, locale?: string): Promise<SessionResult> {
    const claims = await provider.verifyIdToken(tokens.idToken)
    const userId = await ensureUserForIdentity({
      db,
      provider: provider.kind,
      claims,
      language: pageLocaleOf(locale),
    })
    return { tokens, userId }
  }

  return {
    kind: provider.kind,
    provider,

    /** `locale` (here and below): the language of the page the request came from (codes.ts). */
    signUp: ({
      locale,
      ...input
    }: {
      identifier: string
      password: string
      givenName: string
      familyName: string
      locale?: string | undefined
    }) => provider.signUp({ ...input, identifier: parseIdentifier(input.identifier), pageLocale: locale }),

    confirmSignUp: (input: { identifier: string; code: string }) => {
      const identifier = parseIdentifier(input.identifier)
      return guarded(throttleKey('verify', identifier.value), () =>
        provider.confirmSignUp({ identifier, code: input.code }),
      )
    },

    resendSignUpCode: (input: { identifier: string; locale?: string | undefined }) =>
      provider.resendSignUpCode({ identifier: parseIdentifier(input.identifier), pageLocale: input.locale }),

    /** `deviceCookie`: the signed device cookie the browser sent, if any (device-lockout.ts). */
    async signIn(input: {
      identifier: string
      password: string
      deviceCookie?: string | undefined
      locale?: string | undefined
    }): Promise<SignInOutcome> {
      const identifier = parseIdentifier(input.identifier)
      const { result, deviceCookie } = await lockout.guard(
        identifier,
        input.deviceCookie,
        () => provider.signIn({ identifier, password: input.password, pageLocale: input.locale }),
        input.locale,
      )
      if (result.kind === 'challenge') return { ...result, deviceCookie }
      return { kind: 'tokens', ...(await startSession(result.tokens, input.locale)), deviceCookie }
    },

    async respondToChallenge(input: {
      identifier: string
      challenge: MfaChallenge
      session: string
      code: string
    }): Promise<SessionResult> {
      const identifier = parseIdentifier(input.identifier)
      const tokens = await guarded(throttleKey('mfa', identifier.value), () =>
        provider.respondToChallenge({ ...input, identifier }),
      )
      return startSession(tokens)
    },

    refresh: async (input: { refreshToken: string }): Promise<SessionResult> =>
      startSession(await provider.refresh(input)),

    signOut: (input: { accessToken?: string | undefined; refreshToken?: string | undefined }) =>
      provider.signOut(input),

    forgotPassword: (input: { identifier: string; locale?: string | undefined }) =>
      provider.forgotPassword({ identifier: parseIdentifier(input.identifier), pageLocale: input.locale }),

    confirmForgotPassword: (input: { identifier: string; code: string; password: string }) => {
      const identifier = parseIdentifier(input.identifier)
      return guarded(throttleKey('reset', identifier.value), async () => {
        await provider.confirmForgotPassword({ ...input, identifier })
        await lockout.forgive(identifier)
      })
    },

    /** The session behind an access token, or null when it is missing, forged, expired or revoked. */
    async authenticate(accessToken: string | undefined): Promise<AuthContext | null> {
      if (!accessToken) return null
      const claims = await provider.verifyAccessToken(accessToken).catch(() => null)
      if (!claims) return null
      const userId = await findLinkedUserId({ db, provider: provider.kind, subject: claims.subject })
      if (!userId) return null
      return {
        userId,
        subject: claims.subject,
        sessionId: claims.sessionId,
        accessToken,
        expiresAt: claims.expiresAt,
      }
    },

    getMfaSettings: (input: { accessToken: string }): Promise<MfaSettings> => provider.getMfaSettings(input),

    async beginTotpSetup(input: { accessToken: string; label: string }) {
      const { secret } = await provider.beginTotpSetup(input)
      const label = encodeURIComponent(`Courtside:${input.label}`)
      const uri = `otpauth://totp/${label}?secret=${secret}&issuer=Courtside&algorithm=SHA1&digits=6&period=30`
      const qrCode = await QRCode.toDataURL(uri, { margin: 1, width: 240, errorCorrectionLevel: 'M' })
      return { secret, uri, qrCode }
    },

    confirmTotpSetup: (input: { accessToken: string; code: string }) => provider.confirmTotpSetup(input),

    setMfaPreference: (input: { accessToken: string; sms?: boolean; totp?: boolean }) =>
      provider.setMfaPreference(input),

    passwordStrength: (password: string, userInputs: string[] = []): PasswordStrength =>
      estimatePasswordStrength(password, userInputs),

    /** Signed, session-bound double-submit token (OWASP): nonce.HMAC(session id, nonce). */
    async createCsrfToken(sessionId: string): Promise<string> {
      const secrets = await loadServerSecrets(db)
      const nonce = randomBytes(16).toString('base64url')
      return `${nonce}.${secrets.hmac(`csrf:${sessionId}:${nonce}`)}`
    },

    async verifyCsrfToken(sessionId: string, token: string | undefined): Promise<boolean> {
      if (!token) return false
      const [nonce, mac] = token.split('.')
      if (!nonce || !mac) return false
      const secrets = await loadServerSecrets(db)
      const expected = Buffer.from(secrets.hmac(`csrf:${sessionId}:${nonce}`))
      const actual = Buffer.from(mac)
      return expected.length === actual.length && timingSafeEqual(expected, actual)
    },
  }
}
