import type { BaseInfo, TournamentDetail } from '@courtside/api/types'
import { SHARE_IMAGE_HEIGHT, SHARE_IMAGE_WIDTH, shareImagePath } from '@courtside/domain'
import { DEFAULT_LOCALE, LOCALES, isLocale } from '../i18n/locales.ts'

/** The logo, for structured data that may show vector images (search engines do). */
export const DEFAULT_LOGO = '/media/default-logo.svg'

/**
 * Sharing metadata for detail pages (spec section 2): the event's name, description and image,
 * with the default logo and a default title as fallbacks. The image is the 1200×630 JPEG beside
 * the picture (issue 13, point 18: WhatsApp, Facebook and LinkedIn show no SVG).
 */
export function shareMeta(options: {
  info: BaseInfo | undefined
  fallbackTitle: string
  fallbackDescription: string
  siteUrl: string
}) {
  const title = options.info?.name || options.fallbackTitle
  const description = options.info?.description || options.fallbackDescription
  const image = new URL(shareImagePath(options.info?.img), options.siteUrl).toString()
  const isOurs = image.startsWith(new URL('/', options.siteUrl).toString())
  return [
    { title: `${title} · Courtside` },
    { name: 'description', content: description },
    { property: 'og:type', content: 'website' },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:image', content: image },
    ...(isOurs
      ? [
          { property: 'og:image:type', content: 'image/jpeg' },
          { property: 'og:image:width', content: String(SHARE_IMAGE_WIDTH) },
          { property: 'og:image:height', content: String(SHARE_IMAGE_HEIGHT) },
          { property: 'og:image:alt', content: title },
        ]
      : []),
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: description },
    { name: 'twitter:image', content: image },
  ]
}

/**
 * Search params that make a different document (issue 13, point 19): which organizer, which page
 * of a list, finished events, a country filter, a tour's tab. Free-text searches, embed state and
 * login redirects are views of a page, not pages. Default values never appear.
 */
const CANONICAL_PARAMS: Record<string, (value: unknown) => string | undefined> = {
  id: (value) => (typeof value === 'string' || typeof value === 'number' ? String(value) : undefined),
  page: (value) => (typeof value === 'number' && value > 1 ? String(value) : undefined),
  tournamentState: (value) => (value === 'closed' ? value : undefined),
  countries: (value) => (typeof value === 'string' && value ? value : undefined),
  tab: (value) => (value === 'rankings' ? value : undefined),
}

export function canonicalSearch(search: Record<string, unknown> | undefined): string {
  const params = new URLSearchParams()
  for (const [name, pick] of Object.entries(CANONICAL_PARAMS)) {
    const value = pick(search?.[name])
    if (value !== undefined) params.set(name, value)
  }
  const text = params.toString()
  return text ? `?${text}` : ''
}

/**
 * Canonical URL and hreflang alternates (all six languages + x-default) for a localized page:
 * every page's canonical is itself, with the search params that make it a document of its own.
 */
export function alternateLinks(pathname: string, siteUrl: string, search?: Record<string, unknown>) {
  const [, first, ...rest] = pathname.split('/')
  if (!isLocale(first)) return []
  const tail = rest.join('/')
  const query = canonicalSearch(search)
  const href = (locale: string) => new URL(`/${locale}/${tail}${query}`, siteUrl).toString()
  return [
    { rel: 'canonical', href: href(first) },
    ...LOCALES.map((locale) => ({ rel: 'alternate', hrefLang: locale, href: href(locale) })),
    { rel: 'alternate', hrefLang: 'x-default', href: href(DEFAULT_LOCALE) },
  ]
}

/** Open Graph locale tags: the page's language and its five alternates (issue 13, point 18). */
const OG_LOCALES: Record<string, string> = {
  de: 'de_DE',
  en: 'en_GB',
  es: 'es_ES',
  fr: 'fr_FR',
  pt: 'pt_PT',
  sv: 'sv_SE',
}

export function ogLocaleMeta(locale: string) {
  if (!isLocale(locale)) return []
  return [
    { property: 'og:locale', content: OG_LOCALES[locale] },
    ...LOCALES.filter((other) => other !== locale).map((other) => ({
      property: 'og:locale:alternate',
      content: OG_LOCALES[other],
    })),
  ]
}

/** schema.org SportsEvent for tournament and travel pages (rich results). */
export function sportsEventJsonLd(event: TournamentDetail, pageUrl: string, siteUrl: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'SportsEvent',
    name: event.name,
    sport: 'Pickleball',
    startDate: event.startDate,
    endDate: event.endDate,
    url: pageUrl,
    image: new URL(event.image || DEFAULT_LOGO, siteUrl).toString(),
    description: event.description.slice(0, 500),
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: {
      '@type': 'Place',
      name: event.venueName,
      address: {
        '@type': 'PostalAddress',
        streetAddress: event.address,
        postalCode: event.postalCode ?? undefined,
        addressLocality: event.city,
        addressCountry: event.country,
      },
      ...(event.latitude !== null && event.longitude !== null
        ? { geo: { '@type': 'GeoCoordinates', latitude: event.latitude, longitude: event.longitude } }
        : {}),
    },
    organizer: {
      '@type': 'Organization',
      name: event.organization.name,
      url: event.organization.website ?? undefined,
    },
  }
}

/**
 * Mobile-app banner (spec section 1): Safari's `apple-itunes-app` meta tag, only with a configured
 * app id and never inside an embed (the framing site owns its visitors' banners).
 */
export function appBannerMeta(iosAppId: string | undefined | null, isEmbed: boolean) {
  const id = iosAppId?.trim()
  if (!id || isEmbed || !/^\d{1,15}$/.test(id)) return []
  return [{ name: 'apple-itunes-app', content: `app-id=${id}` }]
}

/** Title and description of the about, terms and privacy pages (components/info-page.tsx). */
export function infoHead(t: (key: string) => string, namespace: 'about' | 'terms' | 'privacy') {
  return {
    meta: [
      { title: `${t(`${namespace}.title`)} · Courtside` },
      { name: 'description', content: t(`${namespace}.intro`) },
    ],
  }
}
