// The exports of issue 14 (TODS JSON, results CSV, DUPR upload file, printable PDFs), mounted
// into the organizer app (app.ts) so they share /bff/organizer, its access checks and OpenAPI
// document. One file per operation; the mapping is pure in @courtside/domain (exports/).
import { createOpenApiApp } from '../organizer/index.ts'
import * as getDrawSheetPdf from './get-draw-sheet-pdf.ts'
import * as getDuprCsv from './get-dupr-csv.ts'
import * as getDuprSubmission from './get-dupr-submission.ts'
import * as getOrderOfPlayPdf from './get-order-of-play-pdf.ts'
import * as getResultsCsv from './get-results-csv.ts'
import * as getTods from './get-tods.ts'
import * as submitDuprResults from './submit-dupr-results.ts'

export function createExportsApp() {
  return createOpenApiApp()
    .openapi(getTods.route, getTods.handler)
    .openapi(getResultsCsv.route, getResultsCsv.handler)
    .openapi(getDuprCsv.route, getDuprCsv.handler)
    .openapi(getDuprSubmission.route, getDuprSubmission.handler)
    .openapi(submitDuprResults.route, submitDuprResults.handler)
    .openapi(getOrderOfPlayPdf.route, getOrderOfPlayPdf.handler)
    .openapi(getDrawSheetPdf.route, getDrawSheetPdf.handler)
}
