import { isLocale } from '../i18n/locales.ts'

/**
 * A redirect from a path without a supported language ("/", "/tournament/21/") goes where the
 * visitor's browser language and saved choice (cookie) say (i18n/detect-locale.ts), so caches
 * must key it on both: it gets `Vary: Accept-Language, Cookie`. Other responses are unchanged.
 */
export function varyLanguageRedirect(request: Request, response: Response): Response {
  if (response.status < 300 || response.status >= 400 || !response.headers.has('location')) return response
  const { pathname } = new URL(request.url)
  const first = pathname.split('/')[1] ?? ''
  if (isLocale(first) || first === 'bff' || first.startsWith('_')) return response
  const vary = response.headers.get('vary')
  const names = new Set(
    (vary ?? '')
      .split(',')
      .map((v) => v.trim())
      .filter(Boolean),
  )
  for (const name of ['Accept-Language', 'Cookie']) {
    if (![...names].some((n) => n.toLowerCase() === name.toLowerCase())) names.add(name)
  }
  try {
    response.headers.set('vary', [...names].join(', '))
    return response
  } catch {
    // Immutable headers (a fetched Response): copy once.
    const headers = new Headers(response.headers)
    headers.set('vary', [...names].join(', '))
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers })
  }
}
