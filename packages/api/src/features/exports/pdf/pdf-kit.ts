// pdfkit set-up shared by the printed sheets: A4, the standard Helvetica that pdfkit ships as AFM
// metrics (no font files to find at run time; WinAnsi covers the Latin letters of our six
// languages: "Zürich", "São Paulo", "Åre", "Málaga", "Göteborg"), and the document as bytes.
import PDFDocument from 'pdfkit'

export type Pdf = InstanceType<typeof PDFDocument>

export const FONT = 'Helvetica'
export const FONT_BOLD = 'Helvetica-Bold'
export const MARGIN = 40

export function createPdf(options: { title: string; language: string; landscape?: boolean }): Pdf {
  return new PDFDocument({
    size: 'A4',
    layout: options.landscape ? 'landscape' : 'portrait',
    margin: MARGIN,
    lang: options.language,
    info: { Title: options.title, Creator: 'Courtside' },
    // Deterministic output (no creation date in the bytes) is not needed; compress the streams.
    compress: true,
  })
}

/** Ends the document and resolves with its bytes. */
export function pdfBytes(doc: Pdf): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    doc.on('data', (chunk: Buffer) => chunks.push(chunk))
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))))
    doc.on('error', reject)
    doc.end()
  })
}

/** The sheet's title block: big title, a line of context, then a rule. */
export function heading(doc: Pdf, title: string, subtitle: string): void {
  doc.font(FONT_BOLD).fontSize(18).fillColor('black').text(title, MARGIN, MARGIN)
  doc.font(FONT).fontSize(10).fillColor('#444').text(subtitle)
  const y = doc.y + 6
  doc
    .moveTo(MARGIN, y)
    .lineTo(doc.page.width - MARGIN, y)
    .strokeColor('#999')
    .lineWidth(0.5)
    .stroke()
  doc.fillColor('black')
  doc.y = y + 10
}

/** Starts a new page when fewer than `needed` points are left. */
export function ensureSpace(doc: Pdf, needed: number): void {
  if (doc.y + needed > doc.page.height - MARGIN) doc.addPage()
}

/** One table row of text cells at fixed x offsets (widths), truncated to fit. */
export function row(
  doc: Pdf,
  cells: readonly string[],
  widths: readonly number[],
  options: { bold?: boolean; size?: number } = {},
): void {
  const size = options.size ?? 9
  ensureSpace(doc, size + 6)
  const y = doc.y
  doc.font(options.bold ? FONT_BOLD : FONT).fontSize(size)
  let x = MARGIN
  cells.forEach((cell, index) => {
    const width = widths[index] ?? 60
    doc.text(cell, x, y, { width: width - 4, lineBreak: false, ellipsis: true })
    x += width
  })
  doc.x = MARGIN
  doc.y = y + size + 5
}
