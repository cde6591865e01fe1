import type { TFunction } from 'i18next'
import { BffError } from '../../lib/bff.ts'

export type ErrorInfo = { code: string; detail: string; retryAfter: number | null }

/** Our API errors reach the page as a BffError (body text) or an auth server function's failure. */
export function errorInfo(error: unknown): ErrorInfo {
  if (error && typeof error === 'object' && 'status' in error && error.status === 'error') {
    const failure = error as unknown as { code: string; message: string; retryAfter: number | null }
    return { code: failure.code, detail: failure.message, retryAfter: failure.retryAfter }
  }
  if (error instanceof BffError) {
    let detail = ''
    try {
      detail = (JSON.parse(error.message) as { error?: { message?: string } }).error?.message ?? ''
    } catch {
      detail = ''
    }
    return { code: error.code ?? 'generic', detail, retryAfter: null }
  }
  return { code: 'generic', detail: '', retryAfter: null }
}

/** A translated message for an API error code (never the server's English text). */
export function errorMessage(t: TFunction, namespace: 'auth' | 'profile', error: unknown): string {
  const { code, detail, retryAfter } = errorInfo(error)
  const base = t(`${namespace}.errors.${code}`, {
    seconds: retryAfter ?? 60,
    defaultValue: t(`${namespace}.errors.generic`),
  })
  if (code === 'PASSWORD_TOO_WEAK' && detail) {
    const reason = t(`passwordStrength.warnings.${detail}`, { defaultValue: '' })
    return reason ? `${base} ${reason}` : base
  }
  return base
}
