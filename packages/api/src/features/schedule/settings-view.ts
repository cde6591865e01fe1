// The schedule settings as the console edits them: every duration filled in with its default,
// and the minutes each class of the event books a court for.
import { DEFAULT_MATCH_DURATIONS, durationKeyOf } from '@courtside/domain'
import type { z } from 'zod'
import type { Executor } from '../registrations/index.ts'
import type { SettingsView } from './contract.ts'
import { loadClasses, loadSettings } from './schedule-store.ts'

export async function settingsView(db: Executor, eventId: number): Promise<z.infer<typeof SettingsView>> {
  const settings = await loadSettings(db, eventId)
  const classes = await loadClasses(db, eventId, settings)
  const durations: Record<string, number> = { ...DEFAULT_MATCH_DURATIONS }
  for (const [key, minutes] of Object.entries(settings.durations))
    if (minutes !== undefined) durations[key] = minutes
  return {
    minRestMinutes: settings.minRestMinutes,
    maxMatchesPerPlayerPerDay: settings.maxMatchesPerPlayerPerDay,
    durations,
    defaults: { ...DEFAULT_MATCH_DURATIONS },
    classes: classes.map((cls) => ({
      id: cls.id,
      name: cls.name,
      durationKey: durationKeyOf(cls.matchFormat),
      minutes: cls.durationMinutes,
    })),
  }
}
