// The server's VAPID key pair (Web Push, RFC 8292), created on first start and kept in
// app_settings so every process of a deployment signs with the same key and browsers'
// subscriptions stay valid across restarts. The public key is what a browser subscribes with.
import { appSettings, eq, type Db } from '@courtside/db'
import webpush from 'web-push'

const SETTINGS_KEY = 'push.vapid.v1'

export type VapidKeys = { publicKey: string; privateKey: string }

const cache = new WeakMap<Db, Promise<VapidKeys>>()

export function loadVapidKeys(db: Db): Promise<VapidKeys> {
  let keys = cache.get(db)
  if (!keys) {
    keys = readOrCreate(db)
    keys.catch(() => cache.delete(db))
    cache.set(db, keys)
  }
  return keys
}

async function read(db: Db): Promise<VapidKeys | undefined> {
  const [row] = await db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, SETTINGS_KEY))
  return row?.value as VapidKeys | undefined
}

async function readOrCreate(db: Db): Promise<VapidKeys> {
  const stored = await read(db)
  if (stored) return stored
  // Several processes may start at once: the first insert wins, everyone reads it back.
  await db
    .insert(appSettings)
    .values({ key: SETTINGS_KEY, value: webpush.generateVAPIDKeys() })
    .onConflictDoNothing()
  const created = await read(db)
  if (!created) throw new Error('VAPID keys could not be stored')
  return created
}
