// Password rules (OWASP ASVS level 2, V2.1): at least 8 characters, up to 128 accepted, no
// composition rules, and a strength estimate (zxcvbn-ts) that refuses common and guessable ones.
import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto'
import { ZxcvbnFactory } from '@zxcvbn-ts/core'
import * as common from '@zxcvbn-ts/language-common'
import * as en from '@zxcvbn-ts/language-en'
import { AppError } from '../../lib/errors.ts'

export const PASSWORD_MIN_LENGTH = 8
export const PASSWORD_MAX_LENGTH = 128
/** zxcvbn score 0–4; 3 = "safely unguessable: moderate protection from offline slow-hash scenario". */
export const PASSWORD_MIN_SCORE = 3

let zxcvbn: ZxcvbnFactory | undefined
function estimator(): ZxcvbnFactory {
  // Built lazily: the dictionaries take ~100 ms to rank.
  zxcvbn ??= new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...en.dictionary },
    graphs: common.adjacencyGraphs,
  })
  return zxcvbn
}

export type PasswordStrength = {
  score: number
  isAcceptable: boolean
  /** zxcvbn-ts translation keys (the web translates them under `passwordStrength`). */
  warning: string | null
  suggestions: string[]
}

export function estimatePasswordStrength(password: string, userInputs: string[] = []): PasswordStrength {
  if (password.length < PASSWORD_MIN_LENGTH) {
    return { score: 0, isAcceptable: false, warning: 'tooShort', suggestions: [] }
  }
  if (password.length > PASSWORD_MAX_LENGTH) {
    return { score: 0, isAcceptable: false, warning: 'tooLong', suggestions: [] }
  }
  // zxcvbn is slow on very long input; the first 100 characters decide its score anyway.
  const result = estimator().check(password.slice(0, 100), userInputs.filter(Boolean))
  return {
    score: result.score,
    isAcceptable: result.score >= PASSWORD_MIN_SCORE,
    warning: result.feedback.warning ?? (result.score < PASSWORD_MIN_SCORE ? 'guessable' : null),
    suggestions: result.feedback.suggestions,
  }
}

/** Throws PASSWORD_TOO_SHORT / _TOO_LONG / _TOO_WEAK; the message is the zxcvbn reason key. */
export function assertPasswordAcceptable(password: string, userInputs: string[] = []): void {
  if (password.length < PASSWORD_MIN_LENGTH) {
    throw new AppError(400, 'PASSWORD_TOO_SHORT', `Use at least ${PASSWORD_MIN_LENGTH} characters`)
  }
  if (password.length > PASSWORD_MAX_LENGTH) {
    throw new AppError(400, 'PASSWORD_TOO_LONG', `Use at most ${PASSWORD_MAX_LENGTH} characters`)
  }
  const strength = estimatePasswordStrength(password, userInputs)
  if (!strength.isAcceptable) throw new AppError(400, 'PASSWORD_TOO_WEAK', strength.warning ?? 'guessable')
}

// scrypt N=2^15, r=8, p=1 (OWASP password storage cheat sheet minimum is N=2^17 with r=8 p=1 or
// equivalent; 2^15 keeps a login at ~60 ms on a 2-core machine). Parameters are stored per hash.
const SCRYPT = { N: 2 ** 15, r: 8, p: 1 }
const KEY_LENGTH = 32

function scrypt(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scryptCallback(
      password.normalize('NFKC'),
      salt,
      KEY_LENGTH,
      { ...options, maxmem: 256 * 1024 * 1024 },
      (err, key) => (err ? reject(err) : resolve(key)),
    )
  })
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16)
  const key = await scrypt(password, salt, SCRYPT)
  return ['scrypt', SCRYPT.N, SCRYPT.r, SCRYPT.p, salt.toString('base64'), key.toString('base64')].join('$')
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$')
  if (scheme !== 'scrypt' || !salt || !hash) return false
  const expected = Buffer.from(hash, 'base64')
  const actual = await scrypt(password, Buffer.from(salt, 'base64'), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  })
  return actual.length === expected.length && timingSafeEqual(actual, expected)
}

let dummyHash: Promise<string> | undefined
/** Same work for unknown accounts as for known ones, so timing does not reveal which exist. */
export async function burnPasswordCheck(password: string): Promise<void> {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'))
  await verifyPassword(password, await dummyHash)
}
