type SecurityHeadersOptions = {
  request: Request
  response: Response
  nonce: string
  isProduction: boolean
  /** Origins allowed to frame this page (embed mode); none → frame-ancestors 'none'. */
  frameAncestors?: string[]
  /** Extra origins the page may call (analytics and error-reporting endpoints when configured). */
  connectSources?: string[]
  /** Stripe.js and its frames (the Payment Element), only when Stripe payments are configured. */
  allowStripe?: boolean
}

/** DESIGN.md security baseline, applied to every response. */
export function securityHeaders(options: SecurityHeadersOptions): Response {
  const { response, nonce } = options
  let headers: Headers
  try {
    headers = response.headers
    headers.set('x-content-type-options', 'nosniff')
  } catch {
    // Some responses (e.g. from fetch) have immutable headers; copy them.
    return securityHeaders({ ...options, response: new Response(response.body, response) })
  }
  headers.set('referrer-policy', 'strict-origin-when-cross-origin')
  headers.set('cross-origin-opener-policy', 'same-origin')
  // The check-in desk scans players' QR codes with the camera (issue 15): this site only, never a
  // frame of another origin.
  headers.set('permissions-policy', 'camera=(self), microphone=(), geolocation=()')
  if (options.isProduction) {
    headers.set('strict-transport-security', 'max-age=63072000; includeSubDomains')
  }
  const ancestors = options.frameAncestors?.length ? options.frameAncestors.join(' ') : "'none'"
  const contentType = headers.get('content-type') ?? ''
  const stripe = options.allowStripe ? ' https://js.stripe.com' : ''
  const csp = contentType.includes('text/html')
    ? [
        "default-src 'self'",
        `script-src 'self' 'nonce-${nonce}'${stripe}`,
        "style-src 'self' 'unsafe-inline'",
        "img-src 'self' data: blob:",
        "font-src 'self'",
        `connect-src 'self'${options.connectSources?.length ? ` ${options.connectSources.join(' ')}` : ''}${options.allowStripe ? ' https://api.stripe.com' : ''}`,
        ...(options.allowStripe ? ['frame-src https://js.stripe.com https://hooks.stripe.com'] : []),
        "media-src 'self'",
        "object-src 'none'",
        "base-uri 'none'",
        "form-action 'self'",
        `frame-ancestors ${ancestors}`,
      ]
    : ["default-src 'none'", `frame-ancestors ${ancestors}`]
  headers.set('content-security-policy', csp.join('; '))
  if (!options.frameAncestors?.length) headers.set('x-frame-options', 'DENY')
  return response
}
