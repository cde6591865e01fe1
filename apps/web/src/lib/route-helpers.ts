import { notFound, redirect } from '@tanstack/react-router'
import { BffError } from './bff.ts'

/** A path id must be a positive integer; anything else is a not-found page, not an error. */
export function parseIdParam(value: string): number {
  if (!/^\d{1,9}$/.test(value)) throw notFound()
  const id = Number(value)
  if (id < 1) throw notFound()
  return id
}

/** API 404s become the not-found view (HTTP 404 on the server render). */
export async function orNotFound<T>(promise: Promise<T>): Promise<T> {
  try {
    return await promise
  } catch (error) {
    if (error instanceof BffError && error.status === 404) throw notFound()
    throw error
  }
}

/**
 * For a loader that fills the query cache: waits for the query and gives the route no loader
 * data. Loader data is part of the page's HTML beside the query cache, so a loader returning the
 * answer made the page carry it twice (issue 17).
 */
export async function cacheOnly(loading: Promise<unknown>): Promise<void> {
  await loading
}

/** The site origin for absolute URLs in head tags (root loader's public config). */
export function siteUrlFrom(matches: readonly { loaderData?: unknown }[]): string {
  const config = matches[0]?.loaderData as { serverUrl?: string } | undefined
  return config?.serverUrl ?? 'http://localhost:3000'
}

/**
 * Signed-in pages (spec section 2): anyone else goes to login with the current address in
 * `redirect`, and comes back after signing in.
 */
export function requireSignIn(options: {
  context: { isAuthenticated: boolean }
  location: { href: string }
  params: { locale: string }
}): void {
  if (options.context.isAuthenticated) return
  throw redirect({
    to: '/$locale/login',
    params: { locale: options.params.locale },
    search: { redirect: options.location.href },
  })
}
