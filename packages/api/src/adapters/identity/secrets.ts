// Server secrets created on first start and kept in app_settings (so every process of a
// deployment shares them): the Ed25519 key that signs local JWTs, the HMAC key for codes and CSRF
// tokens, and the AES key for TOTP secrets at rest.
import { createCipheriv, createDecipheriv, createHmac, randomBytes, randomUUID } from 'node:crypto'
import { appSettings, eq, type Db } from '@courtside/db'
import { exportJWK, generateKeyPair, importJWK, type CryptoKey, type JWK } from 'jose'

const SETTINGS_KEY = 'identity.secrets.v1'

type StoredSecrets = { kid: string; privateJwk: JWK; publicJwk: JWK; hmacKey: string; encryptionKey: string }

export type ServerSecrets = {
  kid: string
  privateKey: CryptoKey
  publicKey: CryptoKey
  hmac: (value: string) => string
  encrypt: (plain: string) => string
  decrypt: (sealed: string) => string
}

const cache = new WeakMap<Db, Promise<ServerSecrets>>()

export function loadServerSecrets(db: Db): Promise<ServerSecrets> {
  let secrets = cache.get(db)
  if (!secrets) {
    secrets = readOrCreate(db)
    secrets.catch(() => cache.delete(db))
    cache.set(db, secrets)
  }
  return secrets
}

async function readOrCreate(db: Db): Promise<ServerSecrets> {
  let stored = await read(db)
  if (!stored) {
    const { privateKey, publicKey } = await generateKeyPair('EdDSA', { crv: 'Ed25519', extractable: true })
    const created: StoredSecrets = {
      kid: randomUUID(),
      privateJwk: await exportJWK(privateKey),
      publicJwk: await exportJWK(publicKey),
      hmacKey: randomBytes(32).toString('base64'),
      encryptionKey: randomBytes(32).toString('base64'),
    }
    // Several processes may start at once: the first insert wins, everyone reads it back.
    await db.insert(appSettings).values({ key: SETTINGS_KEY, value: created }).onConflictDoNothing()
    stored = await read(db)
    if (!stored) throw new Error('identity secrets could not be stored')
  }
  const hmacKey = Buffer.from(stored.hmacKey, 'base64')
  const encryptionKey = Buffer.from(stored.encryptionKey, 'base64')
  return {
    kid: stored.kid,
    privateKey: (await importJWK(stored.privateJwk, 'EdDSA')) as CryptoKey,
    publicKey: (await importJWK(stored.publicJwk, 'EdDSA')) as CryptoKey,
    hmac: (value) => createHmac('sha256', hmacKey).update(value).digest('base64url'),
    encrypt: (plain) => {
      const iv = randomBytes(12)
      const cipher = createCipheriv('aes-256-gcm', encryptionKey, iv)
      const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()])
      return [iv, cipher.getAuthTag(), data].map((b) => b.toString('base64url')).join('.')
    },
    decrypt: (sealed) => {
      const [iv, tag, data] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'))
      if (!iv || !tag || !data) throw new Error('malformed secret')
      const decipher = createDecipheriv('aes-256-gcm', encryptionKey, iv)
      decipher.setAuthTag(tag)
      return Buffer.concat([decipher.update(data), decipher.final()]).toString('utf8')
    },
  }
}

async function read(db: Db): Promise<StoredSecrets | undefined> {
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, SETTINGS_KEY)).limit(1)
  return row?.value as StoredSecrets | undefined
}
