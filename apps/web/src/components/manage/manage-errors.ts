import type { TFunction } from 'i18next'
import { BffError, UnauthorizedError } from '../../lib/bff.ts'
import type { Consequence, OrganizerErrorBody } from '../../queries/manage-types.ts'

export type ManageFailure = {
  /** Translated summary for the code (generic when the console does not know the code). */
  message: string
  /** The server's own sentence, which names the people and numbers a refusal concerns. */
  serverMessage: string
  fields: Record<string, string>
  /** Who a confirmation would affect, and how (the API's `consequences`). */
  consequences: Consequence[]
  /** The API refused a change that an explicit confirmation would carry out. */
  isConfirmable: boolean
  code: string
}

// Refusals that the same request with `confirm: true` carries out (contract.ts: class changes,
// moves between classes with different fees, walk-ins outside a class's gender/age limits).
const CONFIRMABLE = new Set(['CONFIRMATION_REQUIRED', 'GATE_NOT_MET'])

/** The console's reading of `{error:{code,message,fields}}` (docs in the API's OpenAPI document). */
export function manageFailure(t: TFunction, error: unknown): ManageFailure {
  if (error instanceof UnauthorizedError) {
    return {
      message: t('manage.errors.UNAUTHORIZED'),
      serverMessage: '',
      fields: {},
      consequences: [],
      isConfirmable: false,
      code: 'UNAUTHORIZED',
    }
  }
  let body: OrganizerErrorBody = {}
  if (error instanceof BffError) {
    try {
      body = JSON.parse(error.message) as OrganizerErrorBody
    } catch {
      body = {}
    }
  }
  const code = body.error?.code ?? (error instanceof BffError ? `HTTP_${error.status}` : 'generic')
  const status = error instanceof BffError ? error.status : 0
  const fallbackKey =
    status === 403
      ? 'manage.errors.FORBIDDEN'
      : status === 404
        ? 'manage.errors.NOT_FOUND'
        : 'manage.errors.generic'
  return {
    code,
    message: t(`manage.errors.${code}`, { defaultValue: t(fallbackKey) }),
    serverMessage: body.error?.message ?? '',
    fields: body.error?.fields ?? {},
    consequences: body.error?.consequences ?? [],
    isConfirmable: Boolean(body.error?.consequences?.length) || CONFIRMABLE.has(code),
  }
}
