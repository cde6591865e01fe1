// Draws the demo images and the sample podcast audio into apps/web/public/media (run with
// `npx tsx scripts/generate-media.ts`). Everything is generated from a fixed seed, so running it
// again produces byte-identical files; the seed (packages/db/src/seed) references these paths.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import {
  AVATAR_COUNT,
  EVENT_IMAGE_THEMES,
  PODCAST_EPISODE_COVER_COUNT,
  TEAM_LOGO_COUNT,
  TOUR_IMAGE_COUNT,
  type EventImageTheme,
} from '../packages/db/src/seed/media.ts'
import { ORGANIZERS } from '../packages/db/src/seed/organizers.ts'
import { hashString, Rng } from '../packages/db/src/seed/random.ts'

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const PUBLIC_DIR = path.join(ROOT, 'apps/web/public')
const MEDIA_DIR = path.join(PUBLIC_DIR, 'media')

let written = 0
function write(relative: string, content: string | Buffer): void {
  const file = path.join(PUBLIC_DIR, relative)
  mkdirSync(path.dirname(file), { recursive: true })
  writeFileSync(file, content)
  written++
}

const pad = (n: number) => String(n).padStart(2, '0')
const r1 = (n: number) => Math.round(n * 10) / 10
const hsl = (h: number, s: number, l: number) =>
  `hsl(${Math.round(((h % 360) + 360) % 360)},${Math.round(s)}%,${Math.round(l)}%)`
const svg = (width: number, height: number, body: string, label?: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}"${
    label ? ` role="img" aria-label="${label}"` : ''
  }>${body}</svg>\n`
const points = (pts: [number, number][]) => pts.map(([x, y]) => `${r1(x)},${r1(y)}`).join(' ')

// ---------------------------------------------------------------------------------------------
// Shared motifs

const BALL_YELLOW = '#d9f04a'

/** A pickleball: a disc with the characteristic ring of holes. */
function ball(cx: number, cy: number, r: number, color = BALL_YELLOW, hole = 'rgba(0,0,0,0.22)'): string {
  const holes: string[] = []
  const ring = (count: number, radius: number, size: number, phase: number) => {
    for (let i = 0; i < count; i++) {
      const a = phase + (i / count) * Math.PI * 2
      holes.push(
        `<circle cx="${r1(cx + Math.cos(a) * radius)}" cy="${r1(cy + Math.sin(a) * radius)}" r="${r1(size)}" fill="${hole}"/>`,
      )
    }
  }
  ring(8, r * 0.62, r * 0.1, 0.2)
  ring(4, r * 0.28, r * 0.085, 0.9)
  return [
    `<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(r)}" fill="${color}"/>`,
    `<circle cx="${r1(cx - r * 0.3)}" cy="${r1(cy - r * 0.32)}" r="${r1(r * 0.45)}" fill="#fff" opacity="0.18"/>`,
    ...holes,
  ].join('')
}

/** A paddle at (x, y) rotated by `angle` degrees; face colour plus edge guard and grip. */
function paddle(x: number, y: number, scale: number, angle: number, face: string, edge: string): string {
  return `<g transform="translate(${r1(x)} ${r1(y)}) rotate(${r1(angle)}) scale(${scale})">
<rect x="-62" y="-150" width="124" height="170" rx="52" fill="${edge}"/>
<rect x="-55" y="-143" width="110" height="156" rx="46" fill="${face}"/>
<path d="M-38 -120 Q0 -140 38 -120" stroke="#fff" stroke-opacity="0.25" stroke-width="6" fill="none"/>
<rect x="-15" y="14" width="30" height="92" rx="11" fill="#1d2430"/>
<rect x="-15" y="30" width="30" height="6" fill="#fff" opacity="0.15"/><rect x="-15" y="52" width="30" height="6" fill="#fff" opacity="0.15"/><rect x="-15" y="74" width="30" height="6" fill="#fff" opacity="0.15"/>
</g>`
}

type CourtColors = { apron: string; surface: string; kitchen: string; line: string; net: string }

/**
 * A pickleball court (20 × 44 ft, kitchen 7 ft each side of the net) in one-point perspective:
 * screen y = horizon + h / z, so lines converge on the horizon like a photo from the baseline.
 */
function court(
  cx: number,
  horizon: number,
  bottom: number,
  nearWidth: number,
  zFar: number,
  c: CourtColors,
): string {
  const h = bottom - horizon
  const project = (x: number, y: number): [number, number] => {
    // y: 0 far baseline … 44 near baseline; depth runs from zFar to 1.
    const z = zFar + (1 - zFar) * (y / 44)
    return [cx + ((x - 10) / 20) * (nearWidth / z), horizon + h / z]
  }
  const quad = (x0: number, y0: number, x1: number, y1: number) =>
    points([project(x0, y0), project(x1, y0), project(x1, y1), project(x0, y1)])
  const line = (x0: number, y0: number, x1: number, y1: number, w: number) => {
    const [ax, ay] = project(x0, y0)
    const [bx, by] = project(x1, y1)
    return `<line x1="${r1(ax)}" y1="${r1(ay)}" x2="${r1(bx)}" y2="${r1(by)}" stroke="${c.line}" stroke-width="${w}" stroke-linecap="round"/>`
  }
  const [nlx, nly] = project(-1.5, 22)
  const [nrx, nry] = project(21.5, 22)
  // Drawn lower than the real 34 in so the far half of the court stays visible.
  const netHeight = ((nrx - nlx) / 23) * 1.5
  const mesh: string[] = []
  for (let i = 1; i < 24; i++) {
    const x = nlx + ((nrx - nlx) * i) / 24
    mesh.push(
      `<line x1="${r1(x)}" y1="${r1(nly - netHeight)}" x2="${r1(x)}" y2="${r1(nly)}" stroke="${c.net}" stroke-opacity="0.35" stroke-width="1"/>`,
    )
  }
  return [
    `<polygon points="${quad(-6, -8, 26, 52)}" fill="${c.apron}"/>`,
    `<polygon points="${quad(0, 0, 20, 44)}" fill="${c.surface}"/>`,
    `<polygon points="${quad(0, 15, 20, 29)}" fill="${c.kitchen}"/>`,
    line(0, 0, 20, 0, 3),
    line(0, 44, 20, 44, 5),
    line(0, 0, 0, 44, 4),
    line(20, 0, 20, 44, 4),
    line(0, 15, 20, 15, 3),
    line(0, 29, 20, 29, 4),
    line(10, 0, 10, 15, 3),
    line(10, 29, 10, 44, 4),
    `<polygon points="${points([
      [nlx, nly - netHeight],
      [nrx, nry - netHeight],
      [nrx, nry],
      [nlx, nly],
    ])}" fill="${c.net}" fill-opacity="0.22"/>`,
    ...mesh,
    `<line x1="${r1(nlx)}" y1="${r1(nly - netHeight)}" x2="${r1(nrx)}" y2="${r1(nry - netHeight)}" stroke="#fff" stroke-width="4"/>`,
    `<line x1="${r1(nlx)}" y1="${r1(nly - netHeight - 4)}" x2="${r1(nlx)}" y2="${r1(nly)}" stroke="${c.net}" stroke-width="6"/>`,
    `<line x1="${r1(nrx)}" y1="${r1(nry - netHeight - 4)}" x2="${r1(nrx)}" y2="${r1(nry)}" stroke="${c.net}" stroke-width="6"/>`,
  ].join('')
}

// ---------------------------------------------------------------------------------------------
// Event images (1200 × 630, no text)

type Palette = {
  skyTop: string
  skyBottom: string
  sun: string
  far: string
  mid: string
  near: string
  court: CourtColors
  paddles: [string, string]
}

function palette(rng: Rng, theme: EventImageTheme, index: number): Palette {
  // Golden-angle steps keep neighbouring images apart in colour.
  const hue = (index * 137.5 + 20) % 360
  const courtHue = rng.pick([205, 215, 160, 150, 12, 265])
  const courtColors: CourtColors = {
    apron: hsl(courtHue + 10, 45, 30),
    surface: hsl(courtHue, 55, 42),
    kitchen: hsl(courtHue - 8, 52, 36),
    line: '#f6f7f2',
    net: '#1b2230',
  }
  const paddles: [string, string] = [hsl(hue + 180, 75, 55), hsl(hue + 40, 80, 58)]
  switch (theme) {
    case 'coast':
      return {
        skyTop: hsl(200 + rng.int(-10, 10), 70, 62),
        skyBottom: hsl(35 + rng.int(-10, 10), 90, 82),
        sun: hsl(45, 100, 70),
        far: hsl(195, 60, 45),
        mid: hsl(190, 55, 38),
        near: hsl(40, 55, 78),
        court: courtColors,
        paddles,
      }
    case 'landscape':
      return {
        skyTop: hsl(210 + rng.int(-15, 15), 60, 60),
        skyBottom: hsl(190 + rng.int(-20, 20), 50, 88),
        sun: hsl(50, 100, 85),
        far: hsl(220, 25, 62),
        mid: hsl(130 + rng.int(-20, 20), 30, 42),
        near: hsl(100 + rng.int(-20, 20), 40, 35),
        court: courtColors,
        paddles,
      }
    case 'city':
      return {
        skyTop: hsl(250 + rng.int(-20, 20), 45, 28),
        skyBottom: hsl(20 + rng.int(-15, 15), 85, 65),
        sun: hsl(30, 100, 70),
        far: hsl(255, 25, 35),
        mid: hsl(250, 25, 22),
        near: hsl(240, 20, 16),
        court: courtColors,
        paddles,
      }
    default:
      return {
        skyTop: hsl(hue, 40, 18),
        skyBottom: hsl(hue + 30, 45, 32),
        sun: hsl(hue + 60, 90, 75),
        far: hsl(hue, 30, 26),
        mid: hsl(hue, 28, 22),
        near: hsl(hue, 25, 14),
        court: courtColors,
        paddles,
      }
  }
}

function eventImage(index: number, theme: EventImageTheme): string {
  const rng = new Rng(hashString(`event-${index}`))
  const p = palette(rng, theme, index)
  const W = 1200
  const H = 630
  const parts: string[] = []
  parts.push(`<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.skyTop}"/><stop offset="1" stop-color="${p.skyBottom}"/></linearGradient>
<radialGradient id="glow" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="${p.sun}" stop-opacity="0.9"/><stop offset="1" stop-color="${p.sun}" stop-opacity="0"/></radialGradient>
<linearGradient id="shade" x1="0" y1="0" x2="0" y2="1"><stop offset="0.55" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.35"/></linearGradient></defs>`)
  parts.push(`<rect width="${W}" height="${H}" fill="url(#sky)"/>`)
  const horizon = rng.int(250, 300)
  const sunX = rng.int(150, 1050)
  const sunY = rng.int(90, 170)

  if (theme === 'court') {
    // Indoor hall: light beams from the roof, tiered seating at the back.
    for (let i = 0; i < 6; i++) {
      const x = 100 + i * 200 + rng.int(-20, 20)
      parts.push(
        `<polygon points="${points([
          [x - 18, 0],
          [x + 18, 0],
          [x + 110, horizon + 40],
          [x - 110, horizon + 40],
        ])}" fill="${p.sun}" opacity="0.07"/>`,
      )
      parts.push(`<rect x="${x - 30}" y="18" width="60" height="10" rx="5" fill="${p.sun}" opacity="0.8"/>`)
    }
    for (let row = 0; row < 4; row++) {
      const y = horizon - 120 + row * 30
      parts.push(
        `<rect x="0" y="${y}" width="${W}" height="22" fill="${p.far}" opacity="${0.5 + row * 0.12}"/>`,
      )
      for (let s = 0; s < 40; s++) {
        if (rng.chance(0.55))
          parts.push(
            `<circle cx="${15 + s * 30 + rng.int(-4, 4)}" cy="${y - 4}" r="7" fill="${hsl(rng.int(0, 359), 50, 55)}" opacity="0.55"/>`,
          )
      }
    }
    parts.push(`<rect x="0" y="${horizon}" width="${W}" height="${H - horizon}" fill="${p.near}"/>`)
  } else if (theme === 'coast') {
    parts.push(
      `<circle cx="${sunX}" cy="${sunY}" r="160" fill="url(#glow)"/><circle cx="${sunX}" cy="${sunY}" r="46" fill="${p.sun}"/>`,
    )
    parts.push(`<rect x="0" y="${horizon - 60}" width="${W}" height="${H}" fill="${p.far}"/>`)
    for (let i = 0; i < 14; i++) {
      const y = horizon - 50 + i * 9
      const x = rng.int(0, W - 200)
      parts.push(
        `<rect x="${x}" y="${y}" width="${rng.int(60, 220)}" height="3" rx="1.5" fill="#fff" opacity="${0.15 + rng.float() * 0.25}"/>`,
      )
    }
    for (let i = 0; i < 3; i++) {
      const x = rng.int(80, 1100)
      const y = horizon - 62
      parts.push(
        `<polygon points="${points([
          [x, y],
          [x + 26, y],
          [x + 13, y - 44],
        ])}" fill="#fff" opacity="0.9"/><rect x="${x - 6}" y="${y}" width="38" height="6" rx="3" fill="${p.mid}"/>`,
      )
    }
    parts.push(
      `<path d="M0 ${horizon + 10} Q ${W * 0.3} ${horizon - 20} ${W * 0.6} ${horizon + 5} T ${W} ${horizon} V ${H} H 0 Z" fill="${p.near}"/>`,
    )
    for (let i = 0; i < 2; i++) {
      const x = i === 0 ? rng.int(40, 200) : rng.int(1000, 1160)
      const base = horizon + 30
      parts.push(
        `<path d="M${x} ${base} q 8 -90 -6 -170" stroke="#6b4f2a" stroke-width="10" fill="none" stroke-linecap="round"/>`,
      )
      for (let f = 0; f < 5; f++) {
        const a = -160 + f * 70
        parts.push(
          `<path d="M${x - 6} ${base - 170} q ${r1(Math.cos((a * Math.PI) / 180) * 50)} ${r1(Math.sin((a * Math.PI) / 180) * 30 - 20)} ${r1(Math.cos((a * Math.PI) / 180) * 95)} ${r1(Math.sin((a * Math.PI) / 180) * 40 + 25)}" stroke="#2f7d4f" stroke-width="14" fill="none" stroke-linecap="round"/>`,
        )
      }
    }
  } else if (theme === 'landscape') {
    parts.push(
      `<circle cx="${sunX}" cy="${sunY}" r="130" fill="url(#glow)"/><circle cx="${sunX}" cy="${sunY}" r="36" fill="${p.sun}"/>`,
    )
    const alpine = rng.chance(0.6)
    if (alpine) {
      let x = -100
      const peaks: [number, number][] = [[-100, horizon]]
      while (x < W + 100) {
        const w = rng.int(160, 300)
        const top = horizon - rng.int(120, 220)
        peaks.push([x + w / 2, top], [x + w, horizon - rng.int(20, 60)])
        x += w
      }
      peaks.push([W + 100, horizon])
      parts.push(`<polygon points="${points(peaks)}" fill="${p.far}"/>`)
      for (let i = 1; i < peaks.length - 1; i += 2) {
        const [px, py] = peaks[i] ?? [0, 0]
        parts.push(
          `<polygon points="${points([
            [px, py],
            [px - 34, py + 44],
            [px - 12, py + 34],
            [px + 4, py + 50],
            [px + 32, py + 40],
          ])}" fill="#fff" opacity="0.9"/>`,
        )
      }
    }
    parts.push(
      `<path d="M0 ${horizon - 30} C ${W * 0.2} ${horizon - 90} ${W * 0.35} ${horizon + 10} ${W * 0.55} ${horizon - 40} S ${W * 0.85} ${horizon - 70} ${W} ${horizon - 20} V ${H} H 0 Z" fill="${p.mid}"/>`,
    )
    if (!alpine) {
      // Rolling hills with rows of vines or olive trees.
      for (let i = 0; i < 26; i++) {
        const x = rng.int(0, W)
        const y = horizon - rng.int(-10, 40)
        parts.push(
          `<ellipse cx="${x}" cy="${y}" rx="${rng.int(8, 14)}" ry="${rng.int(12, 20)}" fill="${p.near}" opacity="0.8"/>`,
        )
      }
    }
    parts.push(
      `<path d="M0 ${horizon + 20} C ${W * 0.3} ${horizon - 10} ${W * 0.7} ${horizon + 40} ${W} ${horizon + 10} V ${H} H 0 Z" fill="${p.near}"/>`,
    )
  } else {
    // City at dusk: skyline with lit windows.
    parts.push(`<circle cx="${sunX}" cy="${horizon - 40}" r="180" fill="url(#glow)"/>`)
    for (const [layer, colour] of [
      [0, p.far],
      [1, p.mid],
    ] as const) {
      let x = -20
      while (x < W) {
        const w = rng.int(40, 110)
        const top = horizon - rng.int(60, layer === 0 ? 220 : 160)
        parts.push(`<rect x="${x}" y="${top}" width="${w}" height="${horizon - top + 5}" fill="${colour}"/>`)
        if (rng.chance(0.25))
          parts.push(
            `<polygon points="${points([
              [x, top],
              [x + w / 2, top - rng.int(20, 60)],
              [x + w, top],
            ])}" fill="${colour}"/>`,
          )
        if (layer === 1) {
          for (let wy = top + 12; wy < horizon - 10; wy += 18) {
            for (let wx = x + 8; wx < x + w - 10; wx += 16) {
              if (rng.chance(0.35))
                parts.push(
                  `<rect x="${wx}" y="${wy}" width="7" height="9" fill="${p.sun}" opacity="${0.5 + rng.float() * 0.4}"/>`,
                )
            }
          }
        }
        x += w + rng.int(0, 12)
      }
    }
    parts.push(`<rect x="0" y="${horizon}" width="${W}" height="${H - horizon}" fill="${p.near}"/>`)
  }

  parts.push(court(W / 2 + rng.int(-60, 60), horizon - 110, H + 70, rng.int(1250, 1450), 3, p.court))
  parts.push(`<rect width="${W}" height="${H}" fill="url(#shade)"/>`)

  // Ball in flight with its arc and shadow.
  const bx = rng.int(380, 820)
  const by = rng.int(200, 300)
  const startX = bx + (rng.chance(0.5) ? -1 : 1) * rng.int(200, 320)
  parts.push(
    `<path d="M${startX} ${by + 170} Q ${(startX + bx) / 2} ${by - 90} ${bx} ${by}" stroke="#fff" stroke-width="4" stroke-dasharray="2 14" stroke-linecap="round" fill="none" opacity="0.7"/>`,
  )
  parts.push(`<ellipse cx="${bx + 20}" cy="${by + 230}" rx="30" ry="8" fill="#000" opacity="0.25"/>`)
  parts.push(ball(bx, by, rng.int(26, 34)))

  // Crossed paddles in a lower corner.
  const left = rng.chance(0.5)
  const px = left ? rng.int(130, 220) : rng.int(980, 1070)
  parts.push(paddle(px - 40, 560, 1.05, left ? -28 : -18, p.paddles[0], '#111827'))
  parts.push(paddle(px + 40, 570, 1.05, left ? 22 : 30, p.paddles[1], '#111827'))
  if (rng.chance(0.6)) parts.push(ball(px + (left ? 150 : -150), 585, 20))
  return svg(W, H, parts.join(''))
}

// ---------------------------------------------------------------------------------------------
// Organizer logos (square badge with a monogram)

const SMALL_WORDS = new Set(['de', 'of', 'the', '&', 'and'])

function monogram(name: string): string {
  const words = name
    .split(/\s+/)
    .map((w) => w.replace(/^d['’]/i, ''))
    .filter((w) => w && !SMALL_WORDS.has(w.toLowerCase()))
  return words
    .slice(0, 3)
    .map((w) => w.charAt(0).toUpperCase())
    .join('')
}

function organizerLogo(slug: string, name: string, index: number): string {
  const rng = new Rng(hashString(`org-${slug}`))
  const hue = (index * 137.5 + 200) % 360
  const a = hsl(hue, 65, 42)
  const b = hsl(hue + rng.int(30, 70), 70, 30)
  const letters = monogram(name)
  const size = letters.length >= 3 ? 62 : 84
  return svg(
    256,
    256,
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs>
<rect width="256" height="256" rx="56" fill="url(#g)"/>
<circle cx="128" cy="128" r="92" fill="none" stroke="#fff" stroke-opacity="0.35" stroke-width="6"/>
<circle cx="128" cy="128" r="104" fill="none" stroke="#fff" stroke-opacity="0.15" stroke-width="2" stroke-dasharray="4 8"/>
${ball(200, 200, 26)}
<text x="128" y="${128 + size * 0.35}" text-anchor="middle" font-family="Inter, 'Segoe UI', Helvetica, Arial, sans-serif" font-weight="800" font-size="${size}" letter-spacing="2" fill="#fff">${letters}</text>`,
    name.replace(/&/g, '&amp;').replace(/'/g, '&#39;'),
  )
}

// ---------------------------------------------------------------------------------------------
// Tour images (1200 × 630): a route across a dotted map to the finals

function tourImage(n: number): string {
  const rng = new Rng(hashString(`tour-${n}`))
  const hue = [200, 160, 20][n - 1] ?? rng.int(0, 359)
  const parts: string[] = [
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${hsl(hue, 60, 22)}"/><stop offset="1" stop-color="${hsl(hue + 40, 65, 38)}"/></linearGradient></defs>`,
    `<rect width="1200" height="630" fill="url(#bg)"/>`,
  ]
  // Dotted land mass: a blob field suggesting a map without being one.
  const blobs = Array.from({ length: 5 }, () => ({
    x: rng.int(200, 1000),
    y: rng.int(150, 480),
    r: rng.int(120, 220),
  }))
  for (let y = 20; y < 630; y += 22) {
    for (let x = 20; x < 1200; x += 22) {
      const inside = blobs.some((b) => (x - b.x) ** 2 + ((y - b.y) * 1.3) ** 2 < b.r ** 2)
      if (inside) parts.push(`<circle cx="${x}" cy="${y}" r="3.2" fill="#fff" opacity="0.22"/>`)
    }
  }
  const stops: [number, number][] = []
  const count = n === 1 ? 6 : 5
  for (let i = 0; i < count; i++)
    stops.push([160 + (i * 880) / (count - 1) + rng.int(-30, 30), rng.int(170, 470)])
  const d = stops.map(([x, y], i) => (i === 0 ? `M${x} ${y}` : `L${x} ${y}`)).join(' ')
  parts.push(
    `<path d="${d}" stroke="${BALL_YELLOW}" stroke-width="6" stroke-dasharray="14 12" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`,
  )
  stops.forEach(([x, y], i) => {
    const isFinal = i === stops.length - 1
    parts.push(
      `<circle cx="${x}" cy="${y}" r="${isFinal ? 30 : 18}" fill="${hsl(hue, 60, 22)}" stroke="#fff" stroke-width="5"/>`,
    )
    if (isFinal) parts.push(ball(x, y, 20))
    else parts.push(`<circle cx="${x}" cy="${y}" r="7" fill="#fff"/>`)
  })
  // Trophy above the final stop.
  const [fx, fy] = stops[stops.length - 1] ?? [0, 0]
  parts.push(
    `<g transform="translate(${fx} ${fy - 95})" fill="${hsl(45, 90, 60)}"><path d="M-28 -30 H28 V-4 C28 18 14 30 0 30 C-14 30 -28 18 -28 -4 Z"/><path d="M-28 -22 H-44 C-44 0 -34 8 -26 8" fill="none" stroke="${hsl(45, 90, 60)}" stroke-width="6"/><path d="M28 -22 H44 C44 0 34 8 26 8" fill="none" stroke="${hsl(45, 90, 60)}" stroke-width="6"/><rect x="-6" y="30" width="12" height="14"/><rect x="-22" y="44" width="44" height="10" rx="3"/></g>`,
  )
  parts.push(paddle(1080, 600, 0.9, -25, hsl(hue + 180, 70, 58), '#0f172a'))
  return svg(1200, 630, parts.join(''))
}

// ---------------------------------------------------------------------------------------------
// Podcast covers: passport stamp + microphone

function podcastCover(variant: number): string {
  const rng = new Rng(hashString(`podcast-${variant}`))
  const hue = variant === 0 ? 168 : rng.int(0, 359)
  const S = 1400
  const c = S / 2
  const parts: string[] = [
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${hsl(hue, 65, 24)}"/><stop offset="1" stop-color="${hsl(hue + 35, 70, 40)}"/></linearGradient></defs>`,
    `<rect width="${S}" height="${S}" fill="url(#bg)"/>`,
    `<circle cx="${c}" cy="${c}" r="520" fill="none" stroke="#fff" stroke-opacity="0.85" stroke-width="22"/>`,
    `<circle cx="${c}" cy="${c}" r="470" fill="none" stroke="#fff" stroke-opacity="0.6" stroke-width="8" stroke-dasharray="6 22"/>`,
  ]
  // Sound waves either side of the microphone.
  for (let i = 1; i <= 3; i++) {
    const r = 170 + i * 70
    parts.push(
      `<path d="M${c - r} ${c - r * 0.55} A ${r} ${r} 0 0 0 ${c - r} ${c + r * 0.55}" stroke="${BALL_YELLOW}" stroke-width="18" fill="none" stroke-linecap="round" opacity="${1 - i * 0.22}" transform="translate(${r * 0.55} 0)"/>`,
    )
    parts.push(
      `<path d="M${c + r} ${c - r * 0.55} A ${r} ${r} 0 0 1 ${c + r} ${c + r * 0.55}" stroke="${BALL_YELLOW}" stroke-width="18" fill="none" stroke-linecap="round" opacity="${1 - i * 0.22}" transform="translate(${-r * 0.55} 0)"/>`,
    )
  }
  // Microphone: a pickleball as the head, on a stand.
  parts.push(
    `<path d="M${c - 150} ${c + 40} a 150 150 0 0 0 300 0" stroke="#fff" stroke-width="22" fill="none" stroke-linecap="round"/>`,
  )
  parts.push(
    `<rect x="${c - 11}" y="${c + 190}" width="22" height="120" fill="#fff"/><rect x="${c - 110}" y="${c + 300}" width="220" height="26" rx="13" fill="#fff"/>`,
  )
  parts.push(`<rect x="${c - 95}" y="${c - 230}" width="190" height="300" rx="95" fill="${BALL_YELLOW}"/>`)
  for (let row = 0; row < 5; row++) {
    for (let col = 0; col < 3; col++) {
      const x = c - 50 + col * 50 + (row % 2 ? 25 : 0)
      if (x > c + 60) continue
      parts.push(`<circle cx="${x}" cy="${c - 170 + row * 50}" r="12" fill="rgba(0,0,0,0.2)"/>`)
    }
  }
  // Stars around the stamp ring, like a passport visa stamp.
  for (let i = 0; i < 12; i++) {
    const a = (i / 12) * Math.PI * 2 + (variant * Math.PI) / 12
    const x = c + Math.cos(a) * 590
    const y = c + Math.sin(a) * 590
    parts.push(`<circle cx="${r1(x)}" cy="${r1(y)}" r="12" fill="${BALL_YELLOW}" opacity="0.85"/>`)
  }
  return svg(S, S, parts.join(''))
}

// ---------------------------------------------------------------------------------------------
// Avatars: abstract head-and-shoulders silhouettes

function avatar(n: number): string {
  const rng = new Rng(hashString(`avatar-${n}`))
  const bgHue = rng.int(0, 359)
  const skin = rng.pick(['#f5d0b5', '#e8b896', '#c98e68', '#a4694a', '#7a4a31', '#f2c9a0'])
  const hair = rng.pick(['#2b1d14', '#4a3222', '#8a5a2b', '#c9a15a', '#d8d2c6', '#1c1c1c', '#a3472a'])
  const shirt = hsl(bgHue + 180 + rng.int(-30, 30), 60, 45)
  const style = rng.int(0, 3)
  const hairShape = [
    `<path d="M84 112 C 84 66 172 66 172 112 C 160 92 100 92 84 112 Z" fill="${hair}"/>`,
    `<path d="M80 120 C 74 58 182 58 176 120 L 176 150 C 168 110 88 110 80 150 Z" fill="${hair}"/>`,
    `<circle cx="128" cy="62" r="22" fill="${hair}"/><path d="M86 112 C 86 70 170 70 170 112 C 156 96 100 96 86 112 Z" fill="${hair}"/>`,
    `<path d="M90 104 C 96 78 160 78 166 104 Z" fill="${hair}" opacity="0.85"/>`,
  ][style]
  return svg(
    256,
    256,
    `<rect width="256" height="256" fill="${hsl(bgHue, 55, 82)}"/>
<circle cx="${rng.int(30, 226)}" cy="${rng.int(30, 120)}" r="${rng.int(30, 70)}" fill="${hsl(bgHue + 30, 60, 72)}"/>
<path d="M40 256 C 44 196 84 172 128 172 C 172 172 212 196 216 256 Z" fill="${shirt}"/>
<rect x="114" y="150" width="28" height="30" rx="10" fill="${skin}"/>
<ellipse cx="128" cy="118" rx="44" ry="50" fill="${skin}"/>
${hairShape}`,
  )
}

// ---------------------------------------------------------------------------------------------
// Team logos: shields with stripes and an emblem

function teamLogo(n: number): string {
  const rng = new Rng(hashString(`team-${n}`))
  const hue = rng.int(0, 359)
  const a = hsl(hue, 70, 45)
  const b = hsl(hue + rng.pick([150, 180, 210, 40]), 70, rng.pick([30, 60]))
  const shield = 'M128 18 L220 48 V128 C220 184 180 220 128 240 C76 220 36 184 36 128 V48 Z'
  const pattern = rng.int(0, 2)
  const stripes = [
    `<rect x="36" y="0" width="62" height="256" fill="${b}"/><rect x="158" y="0" width="62" height="256" fill="${b}"/>`,
    `<path d="M0 200 L256 40 L256 110 L0 270 Z" fill="${b}"/>`,
    `<path d="M36 120 L128 180 L220 120 L220 160 L128 220 L36 160 Z" fill="${b}"/>`,
  ][pattern]
  const emblem = rng.int(0, 2)
  const emblemSvg = [
    ball(128, 112, 34),
    `<polygon points="${points(
      Array.from({ length: 10 }, (_, i) => {
        const r = i % 2 ? 16 : 38
        const ang = -Math.PI / 2 + (i * Math.PI) / 5
        return [128 + Math.cos(ang) * r, 112 + Math.sin(ang) * r] as [number, number]
      }),
    )}" fill="#fff"/>`,
    paddle(128, 132, 0.42, 20, '#fff', 'rgba(0,0,0,0.35)'),
  ][emblem]
  return svg(
    256,
    256,
    `<defs><clipPath id="s"><path d="${shield}"/></clipPath></defs>
<path d="${shield}" fill="${a}"/>
<g clip-path="url(#s)">${stripes}</g>
<path d="${shield}" fill="none" stroke="#fff" stroke-width="8" stroke-linejoin="round"/>
<circle cx="128" cy="112" r="50" fill="${a}" stroke="#fff" stroke-width="6"/>
${emblemSvg}`,
  )
}

// ---------------------------------------------------------------------------------------------
// Brand: default logo (og fallback) and favicon

const BRAND_DARK = '#0f3d3e'
const BRAND = '#14746f'

function courtsideMark(cx: number, cy: number, r: number): string {
  // A ball inside a ring cut by a court line: the Courtside mark.
  return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${BRAND_DARK}"/>
<circle cx="${cx}" cy="${cy}" r="${r * 0.86}" fill="none" stroke="#fff" stroke-width="${r * 0.07}"/>
${ball(cx, cy, r * 0.56)}
<path d="M${cx - r * 0.86} ${cy + r * 0.5} H ${cx + r * 0.86}" stroke="#fff" stroke-width="${r * 0.07}" stroke-linecap="round"/>`
}

function defaultLogo(): string {
  const dots: string[] = []
  for (let y = 30; y < 630; y += 40)
    for (let x = 30; x < 1200; x += 40)
      dots.push(`<circle cx="${x}" cy="${y}" r="2.5" fill="#fff" opacity="0.08"/>`)
  return svg(
    1200,
    630,
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${BRAND_DARK}"/><stop offset="1" stop-color="${BRAND}"/></linearGradient></defs>
<rect width="1200" height="630" fill="url(#bg)"/>${dots.join('')}
<path d="M0 470 L1200 390" stroke="#fff" stroke-opacity="0.18" stroke-width="10"/>
${courtsideMark(600, 315, 190)}`,
    'Courtside',
  )
}

function favicon(): string {
  return svg(
    64,
    64,
    `<rect width="64" height="64" rx="14" fill="${BRAND_DARK}"/>
<circle cx="32" cy="32" r="24" fill="none" stroke="#fff" stroke-width="3"/>
${ball(32, 32, 16)}`,
    'Courtside',
  )
}

// ---------------------------------------------------------------------------------------------
// Sample podcast audio: 4 s soft tone, 16-bit PCM mono WAV at 8 kHz with fade in and out

function sampleWav(): Buffer {
  const sampleRate = 8000
  const seconds = 4
  const count = sampleRate * seconds
  const data = Buffer.alloc(count * 2)
  const fade = sampleRate * 0.5
  for (let i = 0; i < count; i++) {
    const t = i / sampleRate
    // A4 with a quiet octave and fifth: a soft chime rather than a test beep.
    const tone =
      Math.sin(2 * Math.PI * 440 * t) +
      0.3 * Math.sin(2 * Math.PI * 880 * t) +
      0.15 * Math.sin(2 * Math.PI * 660 * t)
    const envelope = Math.min(1, i / fade, (count - 1 - i) / fade)
    const smooth = Math.sin((envelope * Math.PI) / 2) ** 2
    data.writeInt16LE(Math.round((tone / 1.45) * smooth * 0.3 * 32767), i * 2)
  }
  const header = Buffer.alloc(44)
  header.write('RIFF', 0, 'ascii')
  header.writeUInt32LE(36 + data.length, 4)
  header.write('WAVE', 8, 'ascii')
  header.write('fmt ', 12, 'ascii')
  header.writeUInt32LE(16, 16) // fmt chunk size
  header.writeUInt16LE(1, 20) // PCM
  header.writeUInt16LE(1, 22) // mono
  header.writeUInt32LE(sampleRate, 24)
  header.writeUInt32LE(sampleRate * 2, 28) // byte rate
  header.writeUInt16LE(2, 32) // block align
  header.writeUInt16LE(16, 34) // bits per sample
  header.write('data', 36, 'ascii')
  header.writeUInt32LE(data.length, 40)
  return Buffer.concat([header, data])
}

// ---------------------------------------------------------------------------------------------

function main(): void {
  // Start clean so renamed organizers do not leave stale logos behind.
  rmSync(MEDIA_DIR, { recursive: true, force: true })
  EVENT_IMAGE_THEMES.forEach((theme, i) =>
    write(`media/events/event-${pad(i + 1)}.svg`, eventImage(i + 1, theme)),
  )
  ORGANIZERS.forEach((org, i) =>
    write(`media/organizers/${org.slug}.svg`, organizerLogo(org.slug, org.name, i)),
  )
  for (let n = 1; n <= TOUR_IMAGE_COUNT; n++) write(`media/tours/tour-${n}.svg`, tourImage(n))
  write('media/podcast/cover.svg', podcastCover(0))
  for (let n = 1; n <= PODCAST_EPISODE_COVER_COUNT; n++)
    write(`media/podcast/episode-${pad(n)}.svg`, podcastCover(n))
  write('media/podcast/episode-sample.wav', sampleWav())
  for (let n = 1; n <= AVATAR_COUNT; n++) write(`media/avatars/avatar-${pad(n)}.svg`, avatar(n))
  for (let n = 1; n <= TEAM_LOGO_COUNT; n++) write(`media/teams/team-${pad(n)}.svg`, teamLogo(n))
  write('media/default-logo.svg', defaultLogo())
  write('favicon.svg', favicon())
  console.log(`generate-media: wrote ${written} files to ${path.relative(ROOT, PUBLIC_DIR)}`)
}

main()
