/**
 * The one error type the domain throws. `code` is a stable machine key (the API maps it to a
 * 4xx response and the UI translates it); `message` is for logs only and never shown to users.
 */
export class DomainError<Code extends string = string> extends Error {
  readonly code: Code
  readonly details: Readonly<Record<string, unknown>> | undefined

  constructor(code: Code, message?: string, details?: Record<string, unknown>) {
    super(message ?? code)
    this.name = 'DomainError'
    this.code = code
    this.details = details
  }
}

export function isDomainError(error: unknown): error is DomainError {
  return error instanceof DomainError
}
