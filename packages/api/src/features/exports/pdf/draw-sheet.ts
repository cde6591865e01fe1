// A class's draw as a printed A4 sheet (landscape): each group's table with its standings and
// results, then each knockout stage as bracket lines: a box per match with both sides, the score
// beside it, and lines joining each match to the one its winner plays next.
import {
  resolveDraw,
  type DrawMatch,
  type DrawStage,
  type Participant,
  type ResolvedDraw,
  type TodsClassInput,
} from '@courtside/domain'
import type { ExportEvent } from '../export-data.ts'
import { roundLabel, scoreText } from './labels.ts'
import {
  createPdf,
  ensureSpace,
  FONT,
  FONT_BOLD,
  heading,
  MARGIN,
  pdfBytes,
  row,
  type Pdf,
} from './pdf-kit.ts'
import type { Translate } from './translator.ts'

type Sheet = {
  doc: Pdf
  t: Translate
  draw: NonNullable<TodsClassInput['draw']>
  resolved: ResolvedDraw
  side: (p: Participant) => string
}

function groups(sheet: Sheet): void {
  const { doc, t, draw, resolved } = sheet
  const widths = [25, 220, 60, 60, 60, 90]
  draw.groups.forEach((group, index) => {
    ensureSpace(doc, 120)
    doc
      .moveDown(0.5)
      .font(FONT_BOLD)
      .fontSize(13)
      .text(t('manage.draw.group', { name: group.name }), MARGIN)
    row(
      doc,
      [
        t('class.standings.rankShort'),
        t('manage.draw.entry'),
        t('manage.draw.played'),
        t('manage.draw.won'),
        t('manage.draw.lost'),
        t('manage.draw.pointDiff'),
      ],
      widths,
      { bold: true },
    )
    for (const standing of resolved.standings[index] ?? []) {
      row(
        doc,
        [
          String(standing.rank),
          sheet.side(standing.teamId),
          String(standing.countMatches),
          String(standing.matchWin),
          String(standing.matchLoss),
          String(standing.pointDiff),
        ],
        widths,
      )
    }
    doc.moveDown(0.3)
    for (const match of draw.matches.filter((m) => m.stage === 'group' && m.group === index)) {
      const state = resolved.byId.get(match.id)
      if (!state) continue
      row(
        doc,
        [
          t('manage.draw.round', { n: match.round }),
          `${sheet.side(state.home)} – ${sheet.side(state.away)}`,
          scoreText(t, state.status === 'decided' ? state.result : null),
        ],
        [80, 300, 160],
        { size: 8 },
      )
    }
  })
}

/** One knockout stage as bracket lines; a match's box sits midway between its two feeders. */
function bracket(sheet: Sheet, stage: DrawStage, title: string): void {
  const { doc, t, draw, resolved } = sheet
  const matches = draw.matches.filter((m) => m.stage === stage)
  if (matches.length === 0) return
  const rounds = [...new Set(matches.map((m) => m.round))].sort((a, b) => a - b)
  const firstCount = matches.filter((m) => m.round === rounds[0]).length
  // The main bracket of a plain knockout goes under the heading; every other stage on its own page.
  const fresh = stage !== 'main' || draw.groups.length > 0
  if (fresh) doc.addPage()
  const titleY = fresh ? MARGIN : doc.y
  const top = titleY + 40
  const height = doc.page.height - MARGIN - top
  const unit = Math.min(24, height / (firstCount * 2))
  const size = Math.max(5, Math.min(9, unit * 0.45))
  const columnWidth = (doc.page.width - 2 * MARGIN) / rounds.length
  doc.font(FONT_BOLD).fontSize(13).text(title, MARGIN, titleY)
  const centre = new Map<string, number>()
  const feeders = (match: DrawMatch) =>
    [match.home, match.away].flatMap((source) =>
      'matchId' in source && source.kind === 'winner' ? [source.matchId] : [],
    )
  rounds.forEach((round, column) => {
    const inRound = matches.filter((m) => m.round === round).sort((a, b) => a.position - b.position)
    const x = MARGIN + column * columnWidth
    doc
      .font(FONT_BOLD)
      .fontSize(size)
      .text(roundLabel(t, inRound[0]!, draw.matches), x, top - size - 8, {
        width: columnWidth - 10,
        lineBreak: false,
      })
    for (const match of inRound) {
      const fed = feeders(match)
        .map((id) => centre.get(id))
        .filter((y): y is number => y !== undefined)
      const y =
        fed.length === 2
          ? (fed[0]! + fed[1]!) / 2
          : top + (2 * match.position - 1) * unit * (column === 0 ? 1 : 2 ** column)
      centre.set(match.id, y)
      const state = resolved.byId.get(match.id)
      const boxWidth = columnWidth - 16
      doc.lineWidth(0.5).strokeColor('#333')
      doc
        .moveTo(x, y)
        .lineTo(x + boxWidth, y)
        .stroke()
      doc
        .font(state?.winner === state?.home && typeof state?.home === 'number' ? FONT_BOLD : FONT)
        .fontSize(size)
      doc.text(sheet.side(state?.home ?? null), x + 2, y - size - 2, {
        width: boxWidth - 4,
        lineBreak: false,
        ellipsis: true,
      })
      doc.font(state?.winner === state?.away && typeof state?.away === 'number' ? FONT_BOLD : FONT)
      doc.text(sheet.side(state?.away ?? null), x + 2, y + 2, {
        width: boxWidth - 4,
        lineBreak: false,
        ellipsis: true,
      })
      const score = scoreText(t, state?.status === 'decided' ? state.result : null)
      if (score)
        doc
          .font(FONT)
          .fontSize(size - 1)
          .fillColor('#555')
          .text(score, x + 2, y + size + 4, { width: boxWidth - 4, lineBreak: false })
          .fillColor('black')
      // Joins this match to its feeders' boxes in the previous column.
      for (const feederY of fed) {
        doc
          .moveTo(x - 16, feederY)
          .lineTo(x - 8, feederY)
          .lineTo(x - 8, y)
          .lineTo(x, y)
          .stroke()
      }
    }
  })
}

export async function drawSheetPdf(
  event: ExportEvent,
  cls: TodsClassInput,
  t: Translate,
): Promise<Uint8Array> {
  const title = `${t('manage.exports.pdf.drawSheet')} – ${cls.name}`
  const doc = createPdf({ title, language: event.language, landscape: true })
  heading(doc, title, `${event.name} · ${event.venueName}, ${event.city}`)
  const draw = cls.draw
  if (!draw) {
    doc.font(FONT).fontSize(11).text(t('manage.draw.none'))
    return pdfBytes(doc)
  }
  const resolved = resolveDraw(draw, { matchFormat: cls.matchFormat, rankingPreset: cls.rankingPreset })
  const names = new Map(draw.entries.map((entry) => [entry.id, entry.name]))
  const side = (p: Participant) =>
    typeof p === 'number' ? (names.get(p) ?? '') : p === 'bye' ? t('rounds.placeholder.bye') : ''
  const sheet: Sheet = { doc, t, draw, resolved, side }
  groups(sheet)
  bracket(
    sheet,
    'main',
    draw.groups.length > 0 ? t('manage.draw.knockout') : t('manage.exports.pdf.mainDraw'),
  )
  bracket(sheet, 'third_place', t('manage.exports.pdf.thirdPlace'))
  bracket(sheet, 'consolation', t('manage.exports.pdf.consolation'))
  return pdfBytes(doc)
}
