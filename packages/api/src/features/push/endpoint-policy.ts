// Where the server may send a push message. A subscription's endpoint is an address the browser
// chose, sent to us by a client: without a rule it would let anyone make the server POST to any
// host (SSRF). Browsers' push services are a short, known list; operators can add hosts (tests
// add their local fake push service).
export const PUSH_SERVICE_HOSTS = [
  'fcm.googleapis.com', // Chrome, Edge on Android, Opera…
  'updates.push.services.mozilla.com', // Firefox
  'web.push.apple.com', // Safari
] as const

/** Hosts matched with their subdomains (Windows' regional notify hosts, Apple's). */
const PUSH_SERVICE_SUFFIXES = [
  '.notify.windows.com',
  '.push.apple.com',
  '.push.services.mozilla.com',
] as const

export const MAX_ENDPOINT_LENGTH = 1000

/** Whether the endpoint is an https address of a known push service, or an operator-added host. */
export function isAllowedPushEndpoint(endpoint: string, extraHosts: readonly string[] = []): boolean {
  if (endpoint.length > MAX_ENDPOINT_LENGTH) return false
  let url: URL
  try {
    url = new URL(endpoint)
  } catch {
    return false
  }
  // Push services speak HTTPS only (and `web-push` sends nothing else).
  if (url.username || url.password || url.protocol !== 'https:') return false
  // `host` keeps a port, so an extra host such as 127.0.0.1:4567 names exactly one service.
  if (extraHosts.includes(url.host)) return true
  if (url.port !== '') return false
  const host = url.hostname.toLowerCase()
  return (
    (PUSH_SERVICE_HOSTS as readonly string[]).includes(host) ||
    PUSH_SERVICE_SUFFIXES.some((suffix) => host.endsWith(suffix))
  )
}
