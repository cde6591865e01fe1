// One contract suite for both identity adapters (DESIGN.md "identity"): the built-in provider
// and Cognito — the latter against the cognito-local emulator, started here on a loopback port.
// Everything runs through createIdentityService, the wrapper the API uses, so lockout and
// users provisioning are covered for both.
//
// Skipped on cognito-local, because the emulator cannot do them (each case says why):
// - SMS MFA: cognito-local only issues SMS_MFA challenges for users with legacy MFAOptions,
//   which SetUserMFAPreference does not create (it throws "SMS_MFA without SMS MFAOption"), and it
//   refuses phone-number sign-ups in a pool that also accepts emails as user names; the phone
//   sign-up and SMS sign-in case runs on `local` only.
// - Recovery codes: Cognito has none (recovery is "forgot password"); local only.
// - Revoking access tokens at sign-out: cognito-local has no GlobalSignOut, and Cognito access
//   tokens stay valid until they expire anyway; both adapters are checked for the refresh token.
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { createServer } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import {
  CognitoIdentityProviderClient,
  CreateUserPoolClientCommand,
  CreateUserPoolCommand,
} from '@aws-sdk/client-cognito-identity-provider'
import { desc, eq, outboxMessages } from '@courtside/db'
import * as OTPAuth from 'otpauth'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createDevOutbox } from '../../adapters/outbox.ts'
import { AppError } from '../../lib/errors.ts'
import { openTestDatabase, silentLogger } from '../../test/databases.ts'
import { createIdentityService, type IdentityService } from '../../adapters/identity/index.ts'

const require = createRequire(import.meta.url)

const PASSWORD = 'Third-shot-drop-into-the-kitchen-9'
const NEW_PASSWORD = 'Erne-around-the-post-for-the-win-4'

type Harness = {
  service: IdentityService
  /** The latest code "sent" to an email or phone. */
  latestCode: (identifier: string) => Promise<string>
  close: () => Promise<void>
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      )
    })
  })
}

async function localHarness(): Promise<Harness> {
  const database = await openTestDatabase('pglite')
  const outbox = createDevOutbox({ db: database.db, logger: silentLogger, isDevelopment: true })
  const service = createIdentityService({ db: database.db, outbox, issuer: 'http://localhost:3000' })
  return {
    service,
    latestCode: async (identifier) => {
      const [row] = await database.db
        .select()
        .from(outboxMessages)
        .where(eq(outboxMessages.recipient, identifier))
        .orderBy(desc(outboxMessages.id))
        .limit(1)
      const code = row?.body.match(/ is (\d{6})\./)?.[1]
      if (!code) throw new Error(`no code for ${identifier}`)
      return code
    },
    close: () => database.close(),
  }
}

type Emulator = { endpoint: string; dataDir: string; stop: () => Promise<void> }

/** Another process may take the free port before the emulator binds it: try a few ports. */
async function startCognitoLocal(): Promise<Emulator> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await startCognitoLocalOnce()
    } catch (error) {
      if (attempt >= 3) throw error
    }
  }
}

/** Starts the cognito-local emulator on a free loopback port; resolves once it answers /health. */
async function startCognitoLocalOnce(): Promise<Emulator> {
  const port = await freePort()
  const cwd = mkdtempSync(path.join(os.tmpdir(), 'cognito-local-'))
  const bin = path.join(path.dirname(require.resolve('cognito-local/package.json')), 'lib/bin/start.js')
  let output = ''
  const child: ChildProcess = spawn(process.execPath, [bin], {
    cwd,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DEBUG: '', COGNITO_LOCAL_DEVMODE: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  // A crashed test worker must not leave the emulator running.
  const killOnExit = () => child.kill('SIGKILL')
  process.once('exit', killOnExit)

  async function stop() {
    process.off('exit', killOnExit)
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve))
      child.kill('SIGTERM')
      const timer = setTimeout(() => child.kill('SIGKILL'), 5_000)
      await exited
      clearTimeout(timer)
    }
    rmSync(cwd, { recursive: true, force: true })
  }

  const endpoint = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 30_000
  for (;;) {
    // Its own /health answer ({ ok: true }), not some other server that took the port.
    const isReady = await fetch(`${endpoint}/health`).then(
      async (response) => response.ok && ((await response.json()) as { ok?: unknown }).ok === true,
      () => false,
    )
    if (isReady) break
    if (Date.now() > deadline || child.exitCode !== null) {
      await stop()
      throw new Error(`cognito-local did not start on port ${port}:\n${output}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return { endpoint, dataDir: path.join(cwd, '.cognito', 'db'), stop }
}

type EmulatorUser = { Attributes?: { Name: string; Value: string }[]; ConfirmationCode?: string }

async function cognitoHarness(): Promise<Harness> {
  const emulator = await startCognitoLocal()
  try {
    const admin = new CognitoIdentityProviderClient({
      region: 'local',
      endpoint: emulator.endpoint,
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    })
    const pool = await admin.send(
      new CreateUserPoolCommand({
        PoolName: 'courtside-contract',
        UsernameAttributes: ['email', 'phone_number'],
        AutoVerifiedAttributes: ['email'],
        MfaConfiguration: 'OPTIONAL',
      }),
    )
    const userPoolId = pool.UserPool?.Id ?? ''
    const client = await admin.send(
      new CreateUserPoolClientCommand({
        UserPoolId: userPoolId,
        ClientName: 'web',
        ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
      }),
    )
    const database = await openTestDatabase('pglite')
    const outbox = createDevOutbox({ db: database.db, logger: silentLogger, isDevelopment: true })
    const service = createIdentityService({
      db: database.db,
      outbox,
      issuer: 'http://localhost:3000',
      cognito: {
        userPoolId,
        clientId: client.UserPoolClient?.ClientId ?? '',
        region: 'local',
        endpoint: emulator.endpoint,
      },
    })
    return {
      service,
      // cognito-local "delivers" codes by printing them (asynchronously, so the console may lag
      // behind the API answer); the pending code is also saved on the user in the emulator's
      // store before it answers, so read it there.
      latestCode: async (identifier) => {
        const store = JSON.parse(
          await readFile(path.join(emulator.dataDir, `${userPoolId}.json`), 'utf8'),
        ) as {
          Users?: Record<string, EmulatorUser>
        }
        const user = Object.values(store.Users ?? {}).find((candidate) =>
          candidate.Attributes?.some(
            (a) => (a.Name === 'email' || a.Name === 'phone_number') && a.Value === identifier,
          ),
        )
        if (!user?.ConfirmationCode) throw new Error(`no pending code for ${identifier} in cognito-local`)
        return user.ConfirmationCode
      },
      close: async () => {
        await database.close()
        await emulator.stop()
      },
    }
  } catch (error) {
    await emulator.stop()
    throw error
  }
}

async function expectCode(promise: Promise<unknown>, code: string, status?: number) {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  )
  expect(error, `expected ${code}`).toBeInstanceOf(AppError)
  expect((error as AppError).code).toBe(code)
  if (status) expect((error as AppError).status).toBe(status)
}

const ADAPTERS = [
  { name: 'local', create: localHarness, isCognito: false },
  { name: 'cognito (cognito-local)', create: cognitoHarness, isCognito: true },
] as const

describe.each(ADAPTERS)('identity contract: $name', ({ create, isCognito }) => {
  let h: Harness
  let id: IdentityService
  const run = Date.now().toString(36)
  const email = (name: string) => `${name}-${run}@example.com`

  beforeAll(async () => {
    h = await create()
    id = h.service
  }, 60_000)
  afterAll(async () => {
    await h?.close()
  })

  async function signUpVerified(identifier: string, password = PASSWORD) {
    await id.signUp({ identifier, password, givenName: 'Contract', familyName: 'Tester' })
    await id.confirmSignUp({ identifier, code: await h.latestCode(identifier) })
  }

  async function signInTokens(identifier: string, password = PASSWORD) {
    const result = await id.signIn({ identifier, password })
    if (result.kind !== 'tokens') throw new Error(`expected tokens, got ${result.kind}`)
    return result
  }

  it('signs up with a verification code (a wrong code is refused)', async () => {
    const identifier = email('signup')
    await id.signUp({ identifier, password: PASSWORD, givenName: 'Contract', familyName: 'Tester' })
    await expectCode(id.confirmSignUp({ identifier, code: '000000' }), 'INVALID_CODE', 400)
    await id.confirmSignUp({ identifier, code: await h.latestCode(identifier) })
    const result = await signInTokens(identifier)
    expect(result.userId).toBeGreaterThan(0)
    const claims = await id.provider.verifyIdToken(result.tokens.idToken)
    expect(claims.email).toBe(identifier)
  })

  it('refuses sign-in before verification, wrong passwords and unknown accounts alike', async () => {
    const identifier = email('unverified')
    await id.signUp({ identifier, password: PASSWORD, givenName: 'U', familyName: 'V' })
    await expectCode(id.signIn({ identifier, password: PASSWORD }), 'ACCOUNT_NOT_VERIFIED')
    await signUpVerified(email('known'))
    await expectCode(
      id.signIn({ identifier: email('known'), password: 'Wrong-password-123' }),
      'INVALID_CREDENTIALS',
    )
    await expectCode(id.signIn({ identifier: email('nobody'), password: PASSWORD }), 'INVALID_CREDENTIALS')
  })

  it('answers a second sign-up for an existing account like a first one (no enumeration)', async () => {
    await expect(
      id.signUp({ identifier: email('known'), password: PASSWORD, givenName: 'X', familyName: 'Y' }),
    ).resolves.toBeUndefined()
    await expect(id.forgotPassword({ identifier: email('never-existed') })).resolves.toBeUndefined()
  })

  it('refuses weak, short and overlong passwords with a reason', async () => {
    await expectCode(
      id.signUp({ identifier: email('weak'), password: 'password1', givenName: 'W', familyName: 'P' }),
      'PASSWORD_TOO_WEAK',
    )
    await expectCode(
      id.signUp({ identifier: email('weak'), password: 'Ab1!', givenName: 'W', familyName: 'P' }),
      'PASSWORD_TOO_SHORT',
    )
    await expectCode(
      id.signUp({ identifier: email('weak'), password: 'x'.repeat(129), givenName: 'W', familyName: 'P' }),
      'PASSWORD_TOO_LONG',
    )
    // 64 characters (ASVS: at least 64 must be allowed) are fine.
    const long = 'correct horse battery staple and a pickleball paddle in the sun!'
    expect(long.length).toBe(64)
    await expect(
      id.signUp({ identifier: email('long'), password: long, givenName: 'L', familyName: 'P' }),
    ).resolves.toBeUndefined()
  })

  it('issues tokens that authenticate; forged ones do not', async () => {
    const { tokens, userId } = await signInTokens(email('known'))
    const session = await id.authenticate(tokens.accessToken)
    expect(session?.userId).toBe(userId)
    expect(session?.sessionId).toBeTruthy()
    const [header, payload] = tokens.accessToken.split('.')
    expect(await id.authenticate(`${header}.${payload}.AAAA`)).toBeNull()
    expect(await id.authenticate(tokens.idToken)).toBeNull()
    expect(await id.authenticate('not-a-token')).toBeNull()
  })

  it('refreshes with the refresh token; sign-out ends the refresh token', async () => {
    const { tokens, userId } = await signInTokens(email('known'))
    const refreshed = await id.refresh({ refreshToken: tokens.refreshToken })
    expect(refreshed.userId).toBe(userId)
    expect((await id.authenticate(refreshed.tokens.accessToken))?.userId).toBe(userId)
    await id.signOut({
      accessToken: refreshed.tokens.accessToken,
      refreshToken: refreshed.tokens.refreshToken,
    })
    await expectCode(id.refresh({ refreshToken: refreshed.tokens.refreshToken }), 'INVALID_SESSION', 401)
    if (!isCognito) expect(await id.authenticate(refreshed.tokens.accessToken)).toBeNull()
  })

  it('resets a forgotten password with a code', async () => {
    const identifier = email('forgot')
    await signUpVerified(identifier)
    await id.forgotPassword({ identifier })
    await expectCode(
      id.confirmForgotPassword({ identifier, code: '000000', password: NEW_PASSWORD }),
      'INVALID_CODE',
    )
    await id.confirmForgotPassword({
      identifier,
      code: await h.latestCode(identifier),
      password: NEW_PASSWORD,
    })
    await expectCode(id.signIn({ identifier, password: PASSWORD }), 'INVALID_CREDENTIALS')
    await signInTokens(identifier, NEW_PASSWORD)
  })

  it('locks an identifier after 5 failures (2^(n−5) s), known or unknown', async () => {
    for (const identifier of [email('known'), email('ghost')]) {
      for (let i = 0; i < 5; i++) {
        await expectCode(id.signIn({ identifier, password: `Wrong-password-${i}` }), 'INVALID_CREDENTIALS')
      }
      await expectCode(id.signIn({ identifier, password: PASSWORD }), 'TOO_MANY_ATTEMPTS', 429)
    }
    // After the 1-second lock the right password works again and resets the counter.
    await new Promise((resolve) => setTimeout(resolve, 1100))
    await signInTokens(email('known'))
  })

  it('enrols an authenticator app and then asks for its code at sign-in', async () => {
    const identifier = email('totp')
    await signUpVerified(identifier)
    const { tokens } = await signInTokens(identifier)
    const setup = await id.beginTotpSetup({ accessToken: tokens.accessToken, label: identifier })
    expect(setup.uri).toMatch(/^otpauth:\/\/totp\//)
    expect(setup.qrCode).toMatch(/^data:image\/png;base64,/)
    const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(setup.secret), digits: 6, period: 30 })
    await expectCode(id.confirmTotpSetup({ accessToken: tokens.accessToken, code: '000000' }), 'INVALID_CODE')
    const { recoveryCodes } = await id.confirmTotpSetup({
      accessToken: tokens.accessToken,
      code: totp.generate(),
    })
    expect(recoveryCodes).toHaveLength(isCognito ? 0 : 10)
    expect((await id.getMfaSettings({ accessToken: tokens.accessToken })).isTotpEnabled).toBe(true)

    const result = await id.signIn({ identifier, password: PASSWORD })
    expect(result.kind).toBe('challenge')
    if (result.kind !== 'challenge') return
    expect(result.challenge).toBe('SOFTWARE_TOKEN_MFA')
    await expectCode(
      id.respondToChallenge({
        identifier,
        challenge: result.challenge,
        session: result.session,
        code: '000000',
      }),
      'INVALID_CODE',
    )
    const again = await id.signIn({ identifier, password: PASSWORD })
    if (again.kind !== 'challenge') throw new Error('expected a challenge')
    const next = totp.generate({ timestamp: Date.now() + 30_000 })
    const signedIn = await id.respondToChallenge({
      identifier,
      challenge: again.challenge,
      session: again.session,
      code: next,
    })
    expect(await id.authenticate(signedIn.tokens.accessToken)).not.toBeNull()

    if (!isCognito) {
      // The same code cannot be used twice; a recovery code works once.
      const third = await id.signIn({ identifier, password: PASSWORD })
      if (third.kind !== 'challenge') throw new Error('expected a challenge')
      await expectCode(
        id.respondToChallenge({ identifier, challenge: third.challenge, session: third.session, code: next }),
        'INVALID_CODE',
      )
      const recovery = recoveryCodes[0] ?? ''
      await id.respondToChallenge({
        identifier,
        challenge: third.challenge,
        session: third.session,
        code: recovery,
      })
      const fourth = await id.signIn({ identifier, password: PASSWORD })
      if (fourth.kind !== 'challenge') throw new Error('expected a challenge')
      await expectCode(
        id.respondToChallenge({
          identifier,
          challenge: fourth.challenge,
          session: fourth.session,
          code: recovery,
        }),
        'INVALID_CODE',
      )
    }
  })

  it.skipIf(isCognito)(
    'signs in by phone with an SMS code challenge (cognito-local cannot emulate SMS MFA)',
    async () => {
      const phone = `+4917${String(Date.now()).slice(-8)}`
      await signUpVerified(phone)
      const { tokens } = await signInTokens(phone)
      expect((await id.getMfaSettings({ accessToken: tokens.accessToken })).hasVerifiedPhone).toBe(true)
      await id.setMfaPreference({ accessToken: tokens.accessToken, sms: true })
      const result = await id.signIn({ identifier: phone.replace('+49', '+49 '), password: PASSWORD })
      if (result.kind !== 'challenge') throw new Error('expected a challenge')
      expect(result.challenge).toBe('SMS_MFA')
      expect(result.destination).toMatch(/\*\*\*/)
      const signedIn = await id.respondToChallenge({
        identifier: phone,
        challenge: 'SMS_MFA',
        session: result.session,
        code: await h.latestCode(phone),
      })
      expect(await id.authenticate(signedIn.tokens.accessToken)).not.toBeNull()
    },
  )

  it('rejects identifiers that are neither an email nor an international phone number', async () => {
    await expectCode(id.signIn({ identifier: '0170 1234567', password: PASSWORD }), 'INVALID_IDENTIFIER')
    await expectCode(id.signIn({ identifier: 'not-an-email@', password: PASSWORD }), 'INVALID_IDENTIFIER')
  })
})
