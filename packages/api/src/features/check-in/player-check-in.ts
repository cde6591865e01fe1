// A player's own check-in (issue 15): their code (QR and short) for an event they have a
// confirmed entry in, and self check-in while the director's window is open. Personal, so never
// kept by a shared cache although it lives under /bff/tournament (app.ts caches public reads).
import QRCode from 'qrcode'
import type { Db } from '@courtside/db'
import { loadServerSecrets } from '../../adapters/identity/secrets.ts'
import { checkInInfo, windowView } from './check-in-service.ts'
import { shortCode, signCheckInToken } from './check-in-code.ts'
import { checkInsOf, expectedPlayers, loadCheckInEvent, loadWindow } from './check-in-store.ts'

export async function myCheckIn(db: Db, options: { userId: number; eventId: number; now: Date }) {
  const { userId, eventId, now } = options
  const event = await loadCheckInEvent(db, eventId)
  const [player] = await expectedPlayers(db, eventId, { userId })
  const window = windowView(await loadWindow(db, eventId), now)
  const base = { eventId, eventName: event.name, timeZone: event.timeZone, window }
  if (!player)
    return { ...base, entered: false, classes: [], code: null, token: null, qrSvg: null, checkIn: null }
  const secrets = await loadServerSecrets(db)
  const token = await signCheckInToken(secrets, { eventId, userId, eventEnd: event.endDate })
  const qrSvg = await QRCode.toString(token, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 })
  const rows = await checkInsOf(db, eventId, [userId])
  return {
    ...base,
    entered: true,
    classes: player.classes,
    code: shortCode(secrets, eventId, userId),
    token,
    qrSvg,
    checkIn: checkInInfo(rows.get(userId)),
  }
}
