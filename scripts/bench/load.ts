// Load, overload and a short soak against the production build (loopback only, bounded):
// 1. 200 virtual visitors browse pages and /bff reads while 50 others sign up, verify, sign in
//    and edit their profile, for BENCH_LOAD_SECONDS (60). Registration for classes has no
//    routes on main yet, so the account flow stands in for it; afterwards every account that
//    was confirmed must be able to sign in (nothing lost).
// 2. 500 concurrent clients on uncached pages and /bff: fast 503s or answers, never a hang;
//    then the time until the server answers normally again.
// 3. Soak at half of the peak rate for BENCH_SOAK_SECONDS (30); resident memory growth.
//    The full 5-minute soak: `BENCH_SOAK_SECONDS=300 npx tsx scripts/bench/load.ts --soak-only`.
import { rmSync } from 'node:fs'
import {
  findLargestClass,
  load,
  markdownTable,
  ms,
  report,
  sleep,
  startServer,
  statusSummary,
} from './lib.ts'

const LOAD_SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 60)
const SOAK_SECONDS = Number(process.env.BENCH_SOAK_SECONDS ?? 30)
const isSoakOnly = process.argv.includes('--soak-only')
const VISITORS = 200
const REGISTRANTS = 50
const PASSWORD = 'Dinking-at-the-kitchen-line-42'

type Sample = { kind: string; ms: number; status: number; error?: string }

/** A small deterministic PRNG so every run sends the same mix. */
function rng(seed: number) {
  let s = seed >>> 0
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0
    return s / 2 ** 32
  }
}

const percentile = (values: number[], p: number) => {
  if (!values.length) return 0
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0
}

rmSync('data/bench-load', { recursive: true, force: true })
const server = await startServer({ dataDir: 'data/bench-load', port: 3243, env: { TRUST_PROXY: 'true' } })
const base = server.url
const sections: string[] = []
const data: Record<string, unknown> = {}

async function timed(samples: Sample[], kind: string, path: string, init: RequestInit = {}) {
  const t0 = performance.now()
  let status = 0
  let body = ''
  try {
    const res = await fetch(`${base}${path}`, {
      ...init,
      redirect: 'manual',
      signal: AbortSignal.timeout(15_000),
    })
    status = res.status
    body = await res.text()
    return { res, body, status }
  } finally {
    samples.push({ kind, ms: performance.now() - t0, status })
  }
}

try {
  const { tournamentId, classId } = await findLargestClass(base)
  const list = (await (await fetch(`${base}/bff/tournament/list?limit=50`)).json()) as {
    items: { id: number }[]
  }
  const ids = list.items.map((t) => t.id)
  const locales = ['en', 'de', 'fr', 'es', 'pt', 'sv']

  if (!isSoakOnly) {
    // 1. Browsing and account flows together.
    const samples: Sample[] = []
    const deadline = Date.now() + LOAD_SECONDS * 1000
    const confirmed: string[] = []
    let flowFailures = 0

    const visitor = async (n: number) => {
      const random = rng(1000 + n)
      const ip = `10.1.${Math.floor(n / 250)}.${n % 250}`
      while (Date.now() < deadline) {
        const id = ids[Math.floor(random() * ids.length)] ?? tournamentId
        const locale = locales[Math.floor(random() * locales.length)] ?? 'en'
        const pick = random()
        const [kind, path] =
          pick < 0.25
            ? ['page', `/${locale}/`]
            : pick < 0.5
              ? ['page', `/${locale}/tournament/${id}/`]
              : pick < 0.6
                ? ['page', `/${locale}/tournament/${tournamentId}/class/${classId}/`]
                : pick < 0.65
                  ? ['page', `/${locale}/pickleball-passport-podcast-europe/`]
                  : pick < 0.85
                    ? ['api', `/bff/tournament/list?offset=${Math.floor(random() * 3) * 12}`]
                    : ['api', `/bff/tournament/${id}`]
        await timed(samples, kind, path, { headers: { 'x-forwarded-for': ip } }).catch(() => undefined)
        await sleep(250 + random() * 500)
      }
    }

    const registrant = async (n: number) => {
      const ip = `10.2.0.${n}`
      const json = (body: unknown, extra: Record<string, string> = {}) => ({
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: base, 'x-forwarded-for': ip, ...extra },
        body: JSON.stringify(body),
      })
      for (let round = 0; Date.now() < deadline; round++) {
        const email = `load-${n}-${round}@example.com`
        try {
          const signUp = await timed(
            samples,
            'account',
            '/bff/auth/sign-up',
            json({ identifier: email, password: PASSWORD, givenName: 'Load', familyName: `Player ${n}` }),
          )
          if (signUp.status !== 200) throw new Error(`sign-up ${signUp.status}`)
          const outbox = await timed(
            samples,
            'account',
            `/bff/dev/outbox?recipient=${encodeURIComponent(email)}`,
            {
              headers: { 'x-forwarded-for': ip },
            },
          )
          const items = (JSON.parse(outbox.body) as { items: { body: string }[] }).items
          const code = /\b(\d{6})\b/.exec(items[0]?.body ?? '')?.[1]
          if (!code) throw new Error('no code in the outbox')
          const verify = await timed(
            samples,
            'account',
            '/bff/auth/verify',
            json({ identifier: email, code }),
          )
          if (verify.status !== 200) throw new Error(`verify ${verify.status}`)
          confirmed.push(email)
          const login = await timed(
            samples,
            'account',
            '/bff/auth/login',
            json({ identifier: email, password: PASSWORD }),
          )
          if (login.status !== 200) throw new Error(`login ${login.status}`)
          const cookies = login.res.headers
            .getSetCookie()
            .map((line) => line.split(';')[0] ?? '')
            .filter((pair) => !pair.endsWith('='))
          const cookie = cookies.join('; ')
          const csrf = /courtside_csrf=([^;]+)/.exec(cookie)?.[1] ?? ''
          const me = await timed(samples, 'account', '/bff/user/me', {
            headers: { cookie, 'x-forwarded-for': ip },
          })
          if (me.status !== 200) throw new Error(`me ${me.status}`)
          const update = await timed(samples, 'account', '/bff/user/update', {
            method: 'PATCH',
            headers: {
              cookie,
              'content-type': 'application/json',
              origin: base,
              'x-csrf-token': decodeURIComponent(csrf),
              'x-forwarded-for': ip,
            },
            body: JSON.stringify({ country: 'PT', preferredLanguage: 'pt' }),
          })
          if (update.status !== 200) throw new Error(`update ${update.status}: ${update.body.slice(0, 200)}`)
        } catch (error) {
          flowFailures++
          if (flowFailures <= 3) console.warn(`account flow ${email}: ${(error as Error).message}`)
        }
      }
    }

    const rssBefore = server.rssMb()
    const t0 = performance.now()
    await Promise.all([
      ...Array.from({ length: VISITORS }, (_, n) => visitor(n)),
      ...Array.from({ length: REGISTRANTS }, (_, n) => registrant(n)),
    ])
    const seconds = (performance.now() - t0) / 1000
    // Nothing lost: every confirmed account signs in afterwards.
    let lost = 0
    for (let i = 0; i < confirmed.length; i += 10) {
      const batch = confirmed.slice(i, i + 10)
      const results = await Promise.all(
        batch.map((email) =>
          fetch(`${base}/bff/auth/login`, {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              origin: base,
              'x-forwarded-for': `10.3.0.${i % 250}`,
            },
            body: JSON.stringify({ identifier: email, password: PASSWORD }),
          }).then((r) => r.status),
        ),
      )
      lost += results.filter((s) => s !== 200).length
    }
    type KindRow = {
      kind: string
      requests: number
      rps: number
      p50: number
      p99: number
      errors: number
      codes: string
    }
    const kinds: KindRow[] = ['page', 'api', 'account'].map((kind) => {
      const of = samples.filter((s) => s.kind === kind)
      const codes: Record<string, number> = {}
      for (const s of of) {
        const key = s.error ?? String(s.status)
        codes[key] = (codes[key] ?? 0) + 1
      }
      return {
        kind,
        requests: of.length,
        rps: Math.round((of.length / seconds) * 10) / 10,
        p50: percentile(
          of.map((s) => s.ms),
          50,
        ),
        p99: percentile(
          of.map((s) => s.ms),
          99,
        ),
        errors: of.filter((s) => s.status === 0 || s.status >= 400).length,
        codes: statusSummary(codes),
      }
    })
    const table = markdownTable(
      [
        {
          title: `${VISITORS} visitors + ${REGISTRANTS} sign-ups, ${LOAD_SECONDS} s`,
          value: (r: KindRow) => r.kind,
          align: 'left',
        },
        { title: 'requests', value: (r) => r.requests },
        { title: 'req/s', value: (r) => r.rps },
        { title: 'p50 ms', value: (r) => ms(r.p50) },
        { title: 'p99 ms', value: (r) => ms(r.p99) },
        { title: 'errors', value: (r) => r.errors },
        { title: 'status codes', value: (r) => r.codes, align: 'left' },
      ],
      kinds,
    )
    sections.push(
      `${table}\n\nAccounts confirmed: ${confirmed.length}; failed account flows: ${flowFailures}; ` +
        `confirmed accounts that could not sign in afterwards (lost): ${lost}. Server memory ${rssBefore} → ${server.rssMb()} MB.`,
    )
    data.load = { kinds, confirmed: confirmed.length, flowFailures, lost }
  }

  // 2. Overload: 500 clients on uncached pages and /bff reads at once.
  const overloadRequests = [
    { path: `/en/tournament/${tournamentId}/`, headers: { 'cache-control': 'no-cache' } },
    { path: '/bff/tournament/list' },
    { path: `/en/tournament/${tournamentId}/class/${classId}/`, headers: { 'cache-control': 'no-cache' } },
    { path: `/bff/tournament/${tournamentId}` },
  ]
  const overload = await load({
    url: base,
    connections: 500,
    seconds: 15,
    timeout: 10,
    requests: overloadRequests,
  })
  const t0 = performance.now()
  let recoveredMs = -1
  while (performance.now() - t0 < 30_000) {
    const s0 = performance.now()
    const res = await fetch(`${base}/en/tournament/${tournamentId}/`, {
      headers: { 'cache-control': 'no-cache' },
    })
    await res.arrayBuffer()
    if (res.status === 200 && performance.now() - s0 < 500) {
      recoveredMs = Math.round(performance.now() - t0)
      break
    }
    await sleep(100)
  }
  const cached = await load({ url: `${base}/en/`, connections: 500, seconds: 10, timeout: 10 })
  type OverloadRow = { name: string; r: typeof overload }
  const overloadTable = markdownTable(
    [
      { title: '500 clients', value: (r: OverloadRow) => r.name, align: 'left' },
      { title: 'answers/s', value: (r) => r.r.rps },
      { title: 'p50 ms', value: (r) => ms(r.r.p50) },
      { title: 'p99 ms', value: (r) => ms(r.r.p99) },
      { title: 'max ms', value: (r) => ms(r.r.max) },
      { title: 'timeouts (hangs)', value: (r) => r.r.timeouts },
      { title: 'status codes', value: (r) => statusSummary(r.r.statusCodes), align: 'left' },
    ],
    [
      { name: 'uncached pages + /bff reads (15 s)', r: overload },
      { name: 'anonymous /en/ (micro cache, 10 s)', r: cached },
    ],
  )
  sections.push(
    `${overloadTable}\n\nAfter the burst the server answered an uncached page normally again after ${recoveredMs < 0 ? 'more than 30 s' : `${recoveredMs} ms`}.`,
  )
  data.overload = { overload, cached, recoveredMs }

  // 3. Soak at half of the peak answer rate, on the same mix without 503s expected.
  const peak = overload.statusCodes['200']
    ? (overload.statusCodes['200'] ?? 0) / overload.seconds
    : overload.rps
  const rate = Math.max(1, Math.floor(peak / 2))
  await sleep(2000)
  const rssStart = server.rssMb()
  const rssSamples: number[] = [rssStart]
  const sampler = setInterval(() => rssSamples.push(server.rssMb()), 5000)
  const soak = await (async () => {
    const autocannon = (await import('autocannon')).default
    return autocannon({
      url: base,
      connections: 16,
      duration: SOAK_SECONDS,
      overallRate: rate,
      requests: overloadRequests,
    })
  })()
  clearInterval(sampler)
  const rssEnd = server.rssMb()
  rssSamples.push(rssEnd)
  const growth = (rssEnd - rssStart) / rssStart
  sections.push(
    `Soak: ${SOAK_SECONDS} s at ${rate} req/s (half of the ${Math.round(peak)} answers/s served during the burst): ` +
      `${soak.requests.total} requests, p99 ${soak.latency.p99} ms, ${soak.non2xx} non-2xx, ${soak.errors} errors; ` +
      `resident memory ${rssStart} → ${rssEnd} MB (${growth >= 0 ? '+' : ''}${Math.round(growth * 1000) / 10}%, budget < 10% over 5 minutes). ` +
      'The 5-minute soak: `BENCH_SOAK_SECONDS=300 npx tsx scripts/bench/load.ts --soak-only`.',
  )
  data.soak = { seconds: SOAK_SECONDS, rate, p99: soak.latency.p99, non2xx: soak.non2xx, rssSamples, growth }
} finally {
  await server.stop()
}

report('load', 'Load, overload and soak', sections.join('\n\n'), data)
