// A player's own profile as the account endpoints answer it (GET /bff/user/me, PATCH
// /bff/user/update): the zod schemas that describe it in /bff/openapi.json, and the types derived
// from them that lib/types.ts re-exports to the web. This module imports nothing of the API (no
// http/, no lib/), so lib/types.ts can re-export from it without an import circle
// (docs/decisions/0013).
import { z } from '@hono/zod-openapi'

export const GENDERS = ['female', 'male', 'other', 'undisclosed'] as const

export const UserProfile = z
  .object({
    id: z.number(),
    firstName: z.string(),
    lastName: z.string(),
    userName: z.string(),
    avatar: z.string().nullable(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    country: z.string().nullable(),
    birthYear: z.number().nullable(),
    gender: z.enum(GENDERS).nullable(),
    preferredLanguage: z.string().nullable(),
    duprId: z.string().nullable(),
    duprRatingSingles: z.number().nullable(),
    duprRatingDoubles: z.number().nullable(),
  })
  .openapi('UserProfile')

/** GET /bff/user/me: the profile and the identity provider that holds the account. */
export const CurrentUser = UserProfile.extend({ identityProvider: z.enum(['local', 'cognito']) }).openapi(
  'CurrentUser',
)

export type Gender = (typeof GENDERS)[number]
export type UserProfile = z.infer<typeof UserProfile>
export type CurrentUser = z.infer<typeof CurrentUser>
