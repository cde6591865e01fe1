// Search-param schemas under hostile input (issue 8): every route's validateSearch schema gets
// fast-check input — raw query strings parsed the way the router parses them (JSON values,
// repeated keys become arrays) and arbitrary records of strings, numbers, arrays and objects,
// with huge strings, unicode, SQL and script payloads. Spec section 5: invalid values are
// silently replaced by defaults, so validation never fails (a failure would be the route's error
// view) and never throws; the result is a typed object whose every value is one the page can use.
// The login redirect target is sanitised to a path on this site, whatever comes in.
// (The leading "-" keeps this file out of TanStack Router's file-based route tree.)
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { defaultParseSearch } from '@tanstack/react-router'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { listSearchSchema } from '../lib/list-search.ts'
import { sanitizeRedirect } from '../lib/sanitize-redirect.ts'
import { loginSearchSchema, organizerSearchSchema } from './$locale/-search.ts'
import { profileSearchSchema } from './$locale/_auth/-search.ts'
import { podcastListSearchSchema } from './$locale/pickleball-passport-podcast-europe/-search.ts'
import { tourSearchSchema } from './$locale/tour/-search.ts'
import { classSearchSchema } from './$locale/tournament/$id/class/-search.ts'
import { liveSearchSchema } from './$locale/tournament/$id/-live-search.ts'
import { messagesSearchSchema } from './$locale/manage/event/$eventId/-messages-search.ts'
import {
  registrationSearchSchema,
  successSearchSchema,
} from './$locale/tournament/$id/registration/-search.ts'
import { rootSearchSchema } from './-search.ts'

// A fixed seed keeps `npm test` deterministic; FUZZ_SEED=<n> or FUZZ_RUNS=<n> explores further.
const SEED = Number(process.env.FUZZ_SEED ?? 20261123)
const RUNS = Number(process.env.FUZZ_RUNS ?? 300)

type Search = Record<string, unknown>
type StandardSchema = {
  '~standard': {
    validate: (value: unknown) => { value?: unknown; issues?: readonly unknown[] } | Promise<unknown>
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i
const isOptional = (value: unknown, check: (v: unknown) => boolean) => value === undefined || check(value)
const isIntIn = (min: number, max: number) => (v: unknown) =>
  typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max
const isPositiveId = (v: unknown) => typeof v === 'number' && Number.isSafeInteger(v) && v > 0
const matches = (pattern: RegExp) => (v: unknown) => typeof v === 'string' && pattern.test(v)
const isOneOf =
  (...values: unknown[]) =>
  (v: unknown) =>
    values.includes(v)

function expectEmbedState(out: Search) {
  expect(
    isOptional(out.embed, (v) => typeof v === 'boolean'),
    'embed',
  ).toBe(true)
  expect(isOptional(out.organizationId, isPositiveId), 'organizationId').toBe(true)
}

/** Where the login redirect may send a visitor: a path on this site, never another origin. */
function expectSafeRedirect(target: string) {
  expect(target.startsWith('/'), target).toBe(true)
  expect(/^\/[/\\]/.test(target), target).toBe(false)
  expect(/[\u0000-\u001f\u007f]/.test(target), target).toBe(false)
  expect(new URL(target, 'https://courtside.example').origin, target).toBe('https://courtside.example')
}

const SCHEMAS: { route: string; file: string; schema: StandardSchema; expectValid: (out: Search) => void }[] =
  [
    {
      route: '__root__ (embed)',
      file: '__root.tsx',
      schema: rootSearchSchema,
      expectValid: expectEmbedState,
    },
    ...(['tournaments', 'travels'] as const).map((eventType) => ({
      route: eventType === 'tournaments' ? '/$locale/' : '/$locale/travels',
      file: eventType === 'tournaments' ? '$locale/index.tsx' : '$locale/travels.tsx',
      schema: listSearchSchema(eventType),
      expectValid: (out: Search) => {
        expect(
          isOptional(
            out.searchText,
            (v) => typeof v === 'string' && v.length > 0 && v.length <= 100 && v === v.trim(),
          ),
          'searchText',
        ).toBe(true)
        expect(isIntIn(1, 10_000)(out.page), 'page').toBe(true)
        expect(isOneOf('open', 'closed')(out.tournamentState), 'tournamentState').toBe(true)
        expect(
          isOptional(
            out.countries,
            (v) => typeof v === 'string' && v.split(',').every((code) => /^[A-Z]{2}$/.test(code)),
          ),
          'countries',
        ).toBe(true)
        expect(isOneOf('tournaments', 'travels')(out.eventType), 'eventType').toBe(true)
        expect(
          isOptional(out.keywordTournamentTypes, (v) => ['[1,13]', '[3,15]'].includes(JSON.stringify(v))),
          'keywordTournamentTypes',
        ).toBe(true)
        expectEmbedState(out)
      },
    })),
    {
      route: '/$locale/login',
      file: '$locale/login.tsx',
      schema: loginSearchSchema,
      expectValid: (out) => {
        expect(
          isOptional(out.redirect, (v) => typeof v === 'string'),
          'redirect',
        ).toBe(true)
        // The route sends signed-in visitors to the sanitised target (spec section 2).
        if (typeof out.redirect === 'string') expectSafeRedirect(sanitizeRedirect(out.redirect))
      },
    },
    {
      route: '/$locale/profile',
      file: '$locale/_auth/profile.tsx',
      schema: profileSearchSchema,
      expectValid: (out) => {
        expect(isOptional(out.invitation, isIntIn(1, 2_147_483_647)), 'invitation').toBe(true)
        expect(isOptional(out.answer, isOneOf('accept', 'decline')), 'answer').toBe(true)
      },
    },
    {
      // Without a usable id the loader answers not-found (the route's intended result).
      route: '/$locale/organizer',
      file: '$locale/organizer.tsx',
      schema: organizerSearchSchema,
      expectValid: (out) => expect(isOptional(out.id, matches(/^[a-z0-9-]{1,80}$/)), 'id').toBe(true),
    },
    {
      route: '/$locale/tour/$id',
      file: '$locale/tour/$id.tsx',
      schema: tourSearchSchema,
      expectValid: (out) => expect(isOneOf('stops', 'rankings')(out.tab), 'tab').toBe(true),
    },
    {
      route: '/$locale/pickleball-passport-podcast-europe/',
      file: '$locale/pickleball-passport-podcast-europe/index.tsx',
      schema: podcastListSearchSchema,
      expectValid: (out) => expect(isOptional(out.page, isIntIn(2, 10_000)), 'page').toBe(true),
    },
    {
      route: '/$locale/tournament/$id/registration/',
      file: '$locale/tournament/$id/registration/index.tsx',
      schema: registrationSearchSchema,
      expectValid: (out) => expect(isOptional(out.order, matches(UUID)), 'order').toBe(true),
    },
    {
      route: '/$locale/tournament/$id/registration/success',
      file: '$locale/tournament/$id/registration/success.tsx',
      schema: successSearchSchema,
      expectValid: (out) => {
        expect(
          isOptional(out.redirect_status, isOneOf('succeeded', 'failed', 'canceled')),
          'redirect_status',
        ).toBe(true)
        expect(isOptional(out.order, matches(UUID)), 'order').toBe(true)
      },
    },
    {
      route: '/$locale/tournament/$id/class/$classId',
      file: '$locale/tournament/$id/class/$classId.tsx',
      schema: classSearchSchema,
      expectValid: (out) => expect(isOptional(out.view, matches(/^[gr]\d{1,9}$/)), 'view').toBe(true),
    },
    {
      route: '/$locale/tournament/$id/live',
      file: '$locale/tournament/$id/live.tsx',
      schema: liveSearchSchema,
      expectValid: (out) =>
        expect(
          isOptional(out.rotate, (v) => v === 1),
          'rotate',
        ).toBe(true),
    },
    {
      route: '/$locale/manage/event/$eventId/messages',
      file: '$locale/manage/event/$eventId/messages.tsx',
      schema: messagesSearchSchema,
      expectValid: (out) =>
        expect(isOptional(out.status, isOneOf('pending', 'sent', 'failed')), 'status').toBe(true),
    },
  ]

/** Validates the way the router does (router-core validateSearch): issues would be an error view. */
function validate(schema: StandardSchema, input: Search): Search {
  const result = schema['~standard'].validate(input)
  if (result instanceof Promise) throw new Error('async validation')
  expect(result.issues, JSON.stringify(input).slice(0, 300)).toBeUndefined()
  expect(result.value).toBeTypeOf('object')
  return result.value as Search
}

const KEYS = [
  'embed',
  'organizationId',
  'searchText',
  'page',
  'tournamentState',
  'countries',
  'eventType',
  'keywordTournamentTypes',
  'redirect',
  'id',
  'tab',
  'order',
  'redirect_status',
  'view',
  'invitation',
  'answer',
  'payment_intent',
  '__proto__',
  'constructor',
  'toString',
]

const PAYLOADS = [
  "' OR 1=1 --",
  '1; DROP TABLE tournaments; --',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '//evil.com',
  '/\\evil.com',
  'https://evil.com/',
  '../../../../etc/passwd',
  '%00',
  '\u0000',
  '%E0%A4%A',
  '{{7*7}}',
  '${jndi:ldap://x}',
  'NaN',
  'Infinity',
  '-1',
  '0',
  '1e400',
  '9999999999999999999999',
  '2.5',
  'true',
  'null',
  '[1,13]',
  '[13,1]',
  '[3,15]',
  '[1,13,3]',
  '{"a":1}',
  '{"__proto__":{"polluted":1}}',
  '[[[[[[[[[[1]]]]]]]]]]',
  'accept',
  'decline',
  'g12',
  'r7',
  'rankings',
  'closed',
  'travels',
  'DE,fr, XX1',
  '00000000-0000-4000-8000-000000000000',
  '🏓'.repeat(500),
  'Ω≈ç√∫˜µ≤≥÷',
  '\u202e\u202d',
  'a'.repeat(100_000),
  '1'.repeat(10_000),
]

const hostileString = fc.oneof(
  fc.constantFrom(...PAYLOADS),
  fc.string({ maxLength: 200 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.integer().map(String),
  fc.double().map(String),
)
const hostileKey = fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...KEYS) }, fc.string({ maxLength: 20 }))

/** A raw query string, with repeated keys, parsed exactly as the router parses `location.search`. */
const rawSearch = fc.array(fc.tuple(hostileKey, hostileString), { maxLength: 8 }).map((pairs) => {
  const params = new URLSearchParams()
  for (const [key, value] of pairs) params.append(key, value)
  return `?${params.toString()}`
})

/** Arbitrary values in any shape a search object can hold after JSON parsing (or a router update). */
const anyValue: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    hostileString,
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.constant(undefined),
    fc.array(tie('value'), { maxLength: 5 }),
    fc.dictionary(fc.string({ maxLength: 10 }), tie('value'), { maxKeys: 4 }),
  ),
})).value
const anyRecord = fc.dictionary(hostileKey, anyValue, { maxKeys: 8 })

describe('search-param schemas under hostile input', () => {
  it('cover every route that validates its search params', () => {
    const routesDir = path.dirname(fileURLToPath(import.meta.url))
    const routeFiles = readdirSync(routesDir, { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file) && !path.basename(file).startsWith('-'))
      .map((file) => file.split(path.sep).join('/'))
      .filter((file) => {
        const source = readFileSync(path.join(routesDir, file), 'utf8')
        return /validateSearch|listRouteOptions\(/.test(source)
      })
    expect(routeFiles.sort()).toEqual(SCHEMAS.map((s) => s.file).sort())
  })

  describe.each(SCHEMAS)('$route', ({ schema, expectValid }) => {
    it('turns any query string into usable values (defaults for the rest)', () => {
      fc.assert(
        fc.property(rawSearch, (search) => {
          const out = validate(schema, defaultParseSearch(search))
          expectValid(out)
          // The router writes the result back into the address.
          expect(() => JSON.stringify(out)).not.toThrow()
        }),
        { numRuns: RUNS, seed: SEED },
      )
    })

    it('turns any search object into usable values (defaults for the rest)', () => {
      fc.assert(
        fc.property(anyRecord, (input) => {
          expectValid(validate(schema, input))
        }),
        { numRuns: RUNS, seed: SEED },
      )
    })

    it('keeps no value from the prototype chain', () => {
      const out = validate(schema, defaultParseSearch('?__proto__=%7B%22polluted%22%3A1%7D&constructor=1'))
      expect((out as { polluted?: unknown }).polluted).toBeUndefined()
      expect(({} as { polluted?: unknown }).polluted).toBeUndefined()
    })
  })

  it('passes unknown params of the payment result through untouched (Stripe adds its own)', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.stringMatching(/^[a-z_]{3,20}$/), anyValue, { maxKeys: 4 }), (extra) => {
        delete extra.redirect_status
        delete extra.order
        const out = validate(successSearchSchema, { ...extra, redirect_status: 'succeeded' })
        expect(out.redirect_status).toBe('succeeded')
        for (const [key, value] of Object.entries(extra)) expect(out[key], key).toEqual(value)
      }),
      { numRuns: RUNS, seed: SEED },
    )
  })

  it('keeps valid values as they are', () => {
    expect(
      validate(
        listSearchSchema('tournaments'),
        defaultParseSearch('?page=3&countries=de,FR&keywordTournamentTypes=[13,1]') as Search,
      ),
    ).toMatchObject({
      page: 3,
      countries: 'DE,FR',
      keywordTournamentTypes: [1, 13],
      eventType: 'tournaments',
    })
    expect(validate(listSearchSchema('travels'), {})).toMatchObject({ page: 1, eventType: 'travels' })
    expect(validate(classSearchSchema, { view: 'g12' })).toEqual({ view: 'g12' })
    expect(validate(tourSearchSchema, { tab: 'rankings' })).toEqual({ tab: 'rankings' })
    expect(validate(organizerSearchSchema, { id: 'Club-Berlin' })).toEqual({ id: 'club-berlin' })
    expect(validate(rootSearchSchema, defaultParseSearch('?embed=1&organizationId=7') as Search)).toEqual({
      embed: true,
      organizationId: 7,
    })
  })

  it('replaces organization ids the API cannot have by the default (found by this suite)', () => {
    for (const value of ['0.5', '99999999999', '9007199254740993', '1e400'])
      expect(
        validate(rootSearchSchema, defaultParseSearch(`?organizationId=${value}`) as Search),
        value,
      ).toEqual({
        organizationId: undefined,
      })
    expect(
      validate(listSearchSchema('tournaments'), { organizationId: 5e-324 }).organizationId,
    ).toBeUndefined()
    expect(validate(rootSearchSchema, { organizationId: '2147483647' }).organizationId).toBe(2_147_483_647)
  })

  it('keeps the answer of a partner invitation link, and its way through the login redirect', () => {
    expect(
      validate(profileSearchSchema, defaultParseSearch('?invitation=12&answer=decline') as Search),
    ).toEqual({ invitation: 12, answer: 'decline' })
    expect(validate(profileSearchSchema, defaultParseSearch('?invitation=-3&answer=yes') as Search)).toEqual({
      invitation: undefined,
      answer: undefined,
    })
    // The signed-out visitor is sent to /login?redirect=<the profile link> and back to it.
    expect(sanitizeRedirect('/de/profile?invitation=12&answer=accept')).toBe(
      '/de/profile?invitation=12&answer=accept',
    )
  })

  it('keeps a redirect target whose dot segments lead to "//" on this site (found by this suite)', () => {
    expect(sanitizeRedirect('/.//evil.com')).toBe('/evil.com')
    expect(sanitizeRedirect('/en/..//evil.com/x?y=1')).toBe('/evil.com/x?y=1')
    expect(sanitizeRedirect('.//')).toBe('/')
  })

  it('sanitises any login redirect target to a path on this site', () => {
    const fragment = fc.constantFrom(
      '/',
      '//',
      '.',
      '..',
      '\\',
      '%2F',
      '%2e',
      '%5C',
      'evil.com',
      ':',
      'http:',
      '\n',
      '@',
      'en',
    )
    fc.assert(
      fc.property(
        fc.oneof(
          hostileString,
          fc.array(fragment, { maxLength: 8 }).map((parts) => parts.join('')),
        ),
        (target) => {
          expectSafeRedirect(sanitizeRedirect(target))
        },
      ),
      { numRuns: RUNS * 5, seed: SEED },
    )
  })
})
