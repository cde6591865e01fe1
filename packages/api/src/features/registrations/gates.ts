// Class gates (issue 12): gender and age limits a player must meet to enter a class. Pure, used
// when a player registers (evaluate-entries.ts) and when an organizer changes a class (features/organizer).
// Age is the age reached in the calendar year of the class's reference date (the event's start
// when none is set) — the usual rule of senior and junior divisions, and all a birth year allows.
export type GateReason =
  | { code: 'GENDER_MISMATCH'; required: 'men' | 'women' }
  | { code: 'GENDER_MISSING' }
  | { code: 'AGE_MISSING' }
  | { code: 'TOO_YOUNG'; min: number }
  | { code: 'TOO_OLD'; max: number }

export type GateClass = {
  gender: 'open' | 'men' | 'women' | 'mixed'
  minAge: number | null
  maxAge: number | null
  ageReferenceDate: string | null
  eventStart: Date
}

export type GatePlayer = {
  gender: 'female' | 'male' | 'other' | 'undisclosed' | null
  birthYear: number | null
}

export function ageOn(birthYear: number, cls: Pick<GateClass, 'ageReferenceDate' | 'eventStart'>): number {
  const year = cls.ageReferenceDate
    ? Number(cls.ageReferenceDate.slice(0, 4))
    : cls.eventStart.getUTCFullYear()
  return year - birthYear
}

export function gateReasons(cls: GateClass, player: GatePlayer): GateReason[] {
  const reasons: GateReason[] = []
  if (cls.gender === 'men' || cls.gender === 'women') {
    const needed = cls.gender === 'men' ? 'male' : 'female'
    if (player.gender === null || player.gender === 'undisclosed') reasons.push({ code: 'GENDER_MISSING' })
    else if (player.gender !== needed) reasons.push({ code: 'GENDER_MISMATCH', required: cls.gender })
  }
  if (cls.minAge !== null || cls.maxAge !== null) {
    if (player.birthYear === null) reasons.push({ code: 'AGE_MISSING' })
    else {
      const age = ageOn(player.birthYear, cls)
      if (cls.minAge !== null && age < cls.minAge) reasons.push({ code: 'TOO_YOUNG', min: cls.minAge })
      if (cls.maxAge !== null && age > cls.maxAge) reasons.push({ code: 'TOO_OLD', max: cls.maxAge })
    }
  }
  return reasons
}
