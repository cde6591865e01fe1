import { LOCALES } from '@courtside/domain'
import { Hono } from 'hono'
import { z } from 'zod'
import type { AppEnv } from '../../lib/context.ts'
import { parseJsonBody } from '../../lib/validation.ts'
import { requireAuth } from '../../http/auth.ts'
import { getUserProfile, updateUserProfile } from '../../services/users.ts'
import { COUNTRY_CODES } from '../auth/countries.ts'

const nullable = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' ? null : v), schema.nullable())

/**
 * Profile fields a user may change. `.strict()`: unknown keys (id, email, avatar, ratings…) are
 * refused, and the row is always the caller's own (the id comes from the session).
 */
export const profileUpdateSchema = z
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
    gender: nullable(z.enum(['female', 'male', 'other', 'undisclosed'])),
    preferredLanguage: nullable(z.enum(LOCALES)),
  })
  .partial()
  .strict()

// Every route here needs a session (401 otherwise); state changes also pass the CSRF check.
export const userRoutes = new Hono<AppEnv>()
  .get('/me', async (c) => {
    const auth = requireAuth(c)
    const profile = await getUserProfile({ db: c.get('db'), userId: auth.userId })
    return c.json({ ...profile, identityProvider: c.get('deps').identity.kind })
  })
  .patch('/update', async (c) => {
    const auth = requireAuth(c)
    const changes = await parseJsonBody(c, profileUpdateSchema)
    return c.json(await updateUserProfile({ db: c.get('db'), userId: auth.userId, changes }))
  })
  .get('/mfa', async (c) => {
    const auth = requireAuth(c)
    return c.json(await c.get('deps').identity.getMfaSettings({ accessToken: auth.accessToken }))
  })
  .post('/mfa/totp/setup', async (c) => {
    const auth = requireAuth(c)
    const profile = await getUserProfile({ db: c.get('db'), userId: auth.userId })
    const label = profile.email ?? profile.phone ?? profile.userName
    return c.json(await c.get('deps').identity.beginTotpSetup({ accessToken: auth.accessToken, label }))
  })
  .post('/mfa/totp/verify', async (c) => {
    const auth = requireAuth(c)
    const { code } = await parseJsonBody(c, z.object({ code: z.string().trim().min(6).max(10) }))
    return c.json(await c.get('deps').identity.confirmTotpSetup({ accessToken: auth.accessToken, code }))
  })
  .post('/mfa/preference', async (c) => {
    const auth = requireAuth(c)
    const body = await parseJsonBody(
      c,
      z.object({ sms: z.boolean().optional(), totp: z.boolean().optional() }).strict(),
    )
    await c.get('deps').identity.setMfaPreference({ accessToken: auth.accessToken, ...body })
    return c.json(await c.get('deps').identity.getMfaSettings({ accessToken: auth.accessToken }))
  })
