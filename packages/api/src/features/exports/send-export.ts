// What every export operation does: check that the caller may read the event (the desk and up),
// load the export data once, and send the rendered file as a download that is never cached.
import type { Context } from 'hono'
import type { AppEnv } from '../../lib/context.ts'
import { notFound } from '../../lib/errors.ts'
import { ROLES, accessTo } from '../organizer/index.ts'
import { loadExportData, type ExportData } from './export-data.ts'

export interface ExportFile {
  body: string | Uint8Array
  contentType: string
  /** ASCII (ids only), so no RFC 5987 encoding is needed. */
  filename: string
  headers?: Record<string, string>
}

/** Sends a download. */
export function download(c: Context<AppEnv>, file: ExportFile): Response {
  c.header('content-type', file.contentType)
  c.header('content-disposition', `attachment; filename="${file.filename}"`)
  c.header('cache-control', 'no-store')
  for (const [name, value] of Object.entries(file.headers ?? {})) c.header(name, value)
  return c.body(file.body as string, 200)
}

/**
 * Checks access to the event (or to the class, whose data is then narrowed to it), loads the
 * export data and sends what `render` makes of it. A class without an event answers 404.
 */
export async function sendExport(
  c: Context<AppEnv>,
  target: { eventId: number } | { classId: number },
  render: (data: ExportData) => ExportFile | Promise<ExportFile>,
): Promise<Response> {
  const access = await accessTo(c, target, ROLES.desk)
  if ('eventId' in target) {
    return download(c, await render(await loadExportData(c.get('db'), target.eventId)))
  }
  if (access.eventId === null) throw notFound('Class')
  const data = await loadExportData(c.get('db'), access.eventId, target.classId)
  if (data.classes.length === 0) throw notFound('Class')
  return download(c, await render(data))
}
