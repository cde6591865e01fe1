// The order of play as a printed A4 sheet: one section per court, its matches in time order with
// the time on the event's clock, class, round, the two sides (or "—" while not known) and the
// result once entered. For the day the venue's internet fails.
import { resolveDraw, type Participant } from '@courtside/domain'
import type { ExportData } from '../export-data.ts'
import { roundLabel, scoreText } from './labels.ts'
import { createPdf, ensureSpace, FONT_BOLD, heading, pdfBytes, row } from './pdf-kit.ts'
import type { Translate } from './translator.ts'

type Slot = { court: string; startsAt: string | null; cells: string[] }

function slotsOf(data: ExportData, t: Translate, time: Intl.DateTimeFormat): Slot[] {
  const slots: Slot[] = []
  for (const cls of data.classes) {
    if (!cls.draw) continue
    const draw = cls.draw
    const resolved = resolveDraw(draw, { matchFormat: cls.matchFormat, rankingPreset: cls.rankingPreset })
    const names = new Map(draw.entries.map((entry) => [entry.id, entry.name]))
    const side = (p: Participant) =>
      typeof p === 'number' ? (names.get(p) ?? '') : p === 'bye' ? t('rounds.placeholder.bye') : '—'
    for (const match of draw.matches) {
      const slot = cls.schedule.get(match.id)
      const state = resolved.byId.get(match.id)
      if (!slot?.court || !state) continue
      const group = match.group !== undefined ? draw.groups[match.group]?.name : undefined
      slots.push({
        court: slot.court,
        startsAt: slot.startsAt,
        cells: [
          slot.startsAt ? time.format(new Date(slot.startsAt)) : '',
          cls.name,
          roundLabel(t, match, draw.matches, group),
          `${side(state.home)} – ${side(state.away)}`,
          scoreText(t, state.status === 'decided' ? state.result : null),
        ],
      })
    }
  }
  return slots
}

export async function orderOfPlayPdf(data: ExportData, t: Translate): Promise<Uint8Array> {
  const { event } = data
  const language = event.language
  const time = new Intl.DateTimeFormat(language, {
    timeZone: event.timeZone,
    hour: '2-digit',
    minute: '2-digit',
  })
  const day = new Intl.DateTimeFormat(language, { timeZone: event.timeZone, dateStyle: 'full' })
  const title = t('manage.exports.pdf.orderOfPlay')
  const doc = createPdf({ title: `${title} – ${event.name}`, language })
  heading(
    doc,
    `${title} – ${event.name}`,
    `${event.venueName}, ${event.city} · ${t('manage.events.timesInZone', { zone: event.timeZone })}`,
  )
  const slots = slotsOf(data, t, time)
  const courts = [...new Set(slots.map((slot) => slot.court))].sort((a, b) =>
    a.localeCompare(b, language, { numeric: true }),
  )
  if (courts.length === 0) doc.font('Helvetica').fontSize(11).text(t('manage.exports.pdf.nothingScheduled'))
  const widths = [50, 95, 110, 185, 75]
  for (const court of courts) {
    ensureSpace(doc, 60)
    doc.moveDown(0.5).font(FONT_BOLD).fontSize(13).text(court)
    const onCourt = slots
      .filter((slot) => slot.court === court)
      .sort((a, b) => (a.startsAt ?? '\uffff').localeCompare(b.startsAt ?? '\uffff'))
    let lastDay = ''
    for (const slot of onCourt) {
      const today = slot.startsAt ? day.format(new Date(slot.startsAt)) : ''
      if (today !== lastDay) {
        doc.font('Helvetica').fontSize(9).fillColor('#444').text(today).fillColor('black')
        row(
          doc,
          [
            t('manage.exports.pdf.time'),
            t('manage.exports.pdf.class'),
            t('manage.exports.pdf.round'),
            t('manage.exports.pdf.match'),
            t('manage.exports.pdf.result'),
          ],
          widths,
          { bold: true },
        )
        lastDay = today
      }
      row(doc, slot.cells, widths)
    }
  }
  return pdfBytes(doc)
}
