// AWS Cognito user pool adapter (production identity, spec section 5): USER_PASSWORD_AUTH with
// SMS_MFA / SOFTWARE_TOKEN_MFA challenges, REFRESH_TOKEN_AUTH, SignUp/ConfirmSignUp,
// ForgotPassword, GlobalSignOut; tokens verified locally with aws-jwt-verify. `endpoint` points
// the SDK at a cognito-local emulator (contract tests).
import {
  AssociateSoftwareTokenCommand,
  CognitoIdentityProviderClient,
  ConfirmForgotPasswordCommand,
  ConfirmSignUpCommand,
  ForgotPasswordCommand,
  GetUserCommand,
  GlobalSignOutCommand,
  InitiateAuthCommand,
  ResendConfirmationCodeCommand,
  RespondToAuthChallengeCommand,
  RevokeTokenCommand,
  SetUserMFAPreferenceCommand,
  SignUpCommand,
  VerifySoftwareTokenCommand,
  type AuthenticationResultType,
} from '@aws-sdk/client-cognito-identity-provider'
import { AppError } from '../../lib/errors.ts'
import { cognitoVerifiers } from './cognito-verifiers.ts'
import { assertPasswordAcceptable } from './passwords.ts'
import { tooManyAttempts } from './throttle.ts'
import { invalidCode, invalidCredentials, invalidSession } from './local.ts'
import type { AccessClaims, IdClaims, Identifier, IdentityProvider, MfaChallenge, TokenSet } from './types.ts'

export type CognitoOptions = {
  userPoolId: string
  clientId: string
  region?: string | undefined
  /** e.g. http://127.0.0.1:9229 for cognito-local; absent → AWS. */
  endpoint?: string | undefined
}

type JwtPayloadLike = Record<string, unknown> & { sub: string; exp: number }

function errorName(error: unknown): string {
  return (error as { name?: string; __type?: string })?.name ?? ''
}

/** Cognito's exceptions → our error codes (same ones the local provider throws). */
function translate(error: unknown, context: 'signIn' | 'code' | 'session' | 'other'): never {
  const name = errorName(error)
  const message = (error as Error)?.message ?? ''
  if (error instanceof AppError) throw error
  if (name === 'NotAuthorizedException' && /attempts exceeded/i.test(message)) throw tooManyAttempts(60)
  if (
    ['TooManyRequestsException', 'LimitExceededException', 'TooManyFailedAttemptsException'].includes(name)
  ) {
    throw tooManyAttempts(60)
  }
  if (name === 'UserNotConfirmedException') {
    throw new AppError(400, 'ACCOUNT_NOT_VERIFIED', 'The account is not verified yet')
  }
  // At sign-in no password policy applies, so a password complaint can only mean a wrong password
  // (AWS says NotAuthorizedException; cognito-local says InvalidPasswordException). Elsewhere it is
  // the pool's policy refusing a new password that our own checks let through (message: the
  // passwordStrength.warnings key the web shows).
  if (name === 'InvalidPasswordException' && context === 'signIn') throw invalidCredentials()
  if (name === 'InvalidPasswordException') {
    throw new AppError(400, 'PASSWORD_TOO_WEAK', 'policy')
  }
  if (name === 'CodeMismatchException') throw invalidCode()
  if (name === 'ExpiredCodeException')
    throw new AppError(400, 'CODE_EXPIRED', 'The code has expired; ask for a new one')
  if (context === 'signIn' && (name === 'NotAuthorizedException' || name === 'UserNotFoundException')) {
    throw invalidCredentials()
  }
  if (context === 'code' && (name === 'UserNotFoundException' || name === 'NotAuthorizedException')) {
    throw invalidCode()
  }
  if (name === 'NotAuthorizedException' || context === 'session') throw invalidSession()
  throw error
}

function toTokens(result: AuthenticationResultType | undefined, refreshToken?: string): TokenSet {
  if (!result?.AccessToken || !result.IdToken) throw invalidSession()
  const refresh = result.RefreshToken ?? refreshToken
  if (!refresh) throw invalidSession()
  return {
    accessToken: result.AccessToken,
    idToken: result.IdToken,
    refreshToken: refresh,
    expiresIn: result.ExpiresIn ?? 3600,
  }
}

function attributesFor(identifier: Identifier) {
  return identifier.kind === 'email'
    ? [{ Name: 'email', Value: identifier.value }]
    : [{ Name: 'phone_number', Value: identifier.value }]
}

export function createCognitoIdentityProvider(options: CognitoOptions): IdentityProvider {
  const region = options.region ?? options.userPoolId.split('_')[0] ?? 'eu-central-1'
  const client = new CognitoIdentityProviderClient({
    region,
    ...(options.endpoint
      ? { endpoint: options.endpoint, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } }
      : {}),
  })
  const ClientId = options.clientId

  const verifiers = cognitoVerifiers(options)

  async function verify(token: string, use: 'access' | 'id'): Promise<JwtPayloadLike> {
    try {
      return (await verifiers[use].verify(token)) as JwtPayloadLike
    } catch {
      throw new AppError(401, 'UNAUTHORIZED', 'Unauthorized')
    }
  }

  const provider: IdentityProvider = {
    kind: 'cognito',

    async signUp({ identifier, password, givenName, familyName }) {
      assertPasswordAcceptable(password, [identifier.value, givenName, familyName])
      try {
        await client.send(
          new SignUpCommand({
            ClientId,
            Username: identifier.value,
            Password: password,
            UserAttributes: [
              ...attributesFor(identifier),
              { Name: 'given_name', Value: givenName },
              { Name: 'family_name', Value: familyName },
            ],
          }),
        )
      } catch (error) {
        // Same answer whether or not the account exists (no enumeration).
        if (errorName(error) === 'UsernameExistsException') return
        translate(error, 'other')
      }
    },

    async confirmSignUp({ identifier, code }) {
      try {
        await client.send(
          new ConfirmSignUpCommand({ ClientId, Username: identifier.value, ConfirmationCode: code }),
        )
      } catch (error) {
        translate(error, 'code')
      }
    },

    async resendSignUpCode({ identifier }) {
      try {
        await client.send(new ResendConfirmationCodeCommand({ ClientId, Username: identifier.value }))
      } catch (error) {
        if (
          ['UserNotFoundException', 'InvalidParameterException', 'NotAuthorizedException'].includes(
            errorName(error),
          )
        )
          return
        translate(error, 'other')
      }
    },

    async signIn({ identifier, password }) {
      try {
        const result = await client.send(
          new InitiateAuthCommand({
            ClientId,
            AuthFlow: 'USER_PASSWORD_AUTH',
            AuthParameters: { USERNAME: identifier.value, PASSWORD: password },
          }),
        )
        if (result.ChallengeName === 'SMS_MFA' || result.ChallengeName === 'SOFTWARE_TOKEN_MFA') {
          return {
            kind: 'challenge',
            challenge: result.ChallengeName,
            session: result.Session ?? '',
            destination: result.ChallengeParameters?.CODE_DELIVERY_DESTINATION,
          }
        }
        if (result.ChallengeName) {
          throw new AppError(400, 'UNSUPPORTED_CHALLENGE', `Unsupported sign-in step ${result.ChallengeName}`)
        }
        return { kind: 'tokens', tokens: toTokens(result.AuthenticationResult) }
      } catch (error) {
        translate(error, 'signIn')
      }
    },

    async respondToChallenge({ identifier, challenge, session, code }) {
      const key: Record<MfaChallenge, string> = {
        SMS_MFA: 'SMS_MFA_CODE',
        SOFTWARE_TOKEN_MFA: 'SOFTWARE_TOKEN_MFA_CODE',
      }
      try {
        const result = await client.send(
          new RespondToAuthChallengeCommand({
            ClientId,
            ChallengeName: challenge,
            Session: session,
            ChallengeResponses: { USERNAME: identifier.value, [key[challenge]]: code.trim() },
          }),
        )
        return toTokens(result.AuthenticationResult)
      } catch (error) {
        translate(error, 'code')
      }
    },

    async refresh({ refreshToken }) {
      try {
        const result = await client.send(
          new InitiateAuthCommand({
            ClientId,
            AuthFlow: 'REFRESH_TOKEN_AUTH',
            AuthParameters: { REFRESH_TOKEN: refreshToken },
          }),
        )
        // Cognito returns a new refresh token only when rotation is enabled on the client.
        return toTokens(result.AuthenticationResult, refreshToken)
      } catch (error) {
        translate(error, 'session')
      }
    },

    async signOut({ accessToken, refreshToken }) {
      if (accessToken) {
        try {
          await client.send(new GlobalSignOutCommand({ AccessToken: accessToken }))
          return
        } catch {
          // Expired access token (or an emulator without GlobalSignOut): revoke the refresh token.
        }
      }
      if (refreshToken)
        await client.send(new RevokeTokenCommand({ ClientId, Token: refreshToken })).catch(() => {})
    },

    async forgotPassword({ identifier }) {
      try {
        await client.send(new ForgotPasswordCommand({ ClientId, Username: identifier.value }))
      } catch (error) {
        if (
          ['UserNotFoundException', 'InvalidParameterException', 'NotAuthorizedException'].includes(
            errorName(error),
          )
        )
          return
        translate(error, 'other')
      }
    },

    async confirmForgotPassword({ identifier, code, password }) {
      assertPasswordAcceptable(password, [identifier.value])
      try {
        await client.send(
          new ConfirmForgotPasswordCommand({
            ClientId,
            Username: identifier.value,
            ConfirmationCode: code.trim(),
            Password: password,
          }),
        )
      } catch (error) {
        translate(error, 'code')
      }
    },

    async verifyAccessToken(token): Promise<AccessClaims> {
      const payload = await verify(token, 'access')
      // origin_jti is stable across refreshes of one sign-in; older pools lack it.
      const sessionId = typeof payload.origin_jti === 'string' ? payload.origin_jti : payload.sub
      return { subject: payload.sub, sessionId, expiresAt: payload.exp }
    },

    async verifyIdToken(token): Promise<IdClaims> {
      const payload = await verify(token, 'id')
      const text = (value: unknown) => (typeof value === 'string' && value ? value : null)
      return {
        subject: payload.sub,
        email: text(payload.email),
        phone: text(payload.phone_number),
        givenName: text(payload.given_name) ?? '',
        familyName: text(payload.family_name) ?? '',
        expiresAt: payload.exp,
      }
    },

    async getMfaSettings({ accessToken }) {
      try {
        const user = await client.send(new GetUserCommand({ AccessToken: accessToken }))
        const methods = user.UserMFASettingList ?? []
        const attribute = (name: string) => user.UserAttributes?.find((a) => a.Name === name)?.Value
        return {
          isSmsEnabled: methods.includes('SMS_MFA'),
          isTotpEnabled: methods.includes('SOFTWARE_TOKEN_MFA'),
          hasVerifiedPhone: !!attribute('phone_number') && attribute('phone_number_verified') === 'true',
        }
      } catch (error) {
        translate(error, 'session')
      }
    },

    async beginTotpSetup({ accessToken }) {
      try {
        const result = await client.send(new AssociateSoftwareTokenCommand({ AccessToken: accessToken }))
        if (!result.SecretCode) throw new Error('no secret')
        return { secret: result.SecretCode }
      } catch (error) {
        translate(error, 'session')
      }
    },

    async confirmTotpSetup({ accessToken, code }) {
      try {
        const result = await client.send(
          new VerifySoftwareTokenCommand({ AccessToken: accessToken, UserCode: code.trim() }),
        )
        if (result.Status !== 'SUCCESS') throw invalidCode()
        await client.send(
          new SetUserMFAPreferenceCommand({
            AccessToken: accessToken,
            SoftwareTokenMfaSettings: { Enabled: true, PreferredMfa: true },
          }),
        )
        // Cognito has no recovery codes; account recovery goes through "forgot password".
        return { recoveryCodes: [] }
      } catch (error) {
        if (errorName(error) === 'EnableSoftwareTokenMFAException') throw invalidCode()
        translate(error, 'code')
      }
    },

    async setMfaPreference({ accessToken, sms, totp }) {
      try {
        await client.send(
          new SetUserMFAPreferenceCommand({
            AccessToken: accessToken,
            ...(sms === undefined ? {} : { SMSMfaSettings: { Enabled: sms, PreferredMfa: sms && !totp } }),
            ...(totp === undefined
              ? {}
              : { SoftwareTokenMfaSettings: { Enabled: totp, PreferredMfa: totp } }),
          }),
        )
      } catch (error) {
        if (errorName(error) === 'InvalidParameterException') {
          throw new AppError(400, 'MFA_PHONE_REQUIRED', 'SMS codes need a verified phone number')
        }
        translate(error, 'session')
      }
    },
  }
  return provider
}
