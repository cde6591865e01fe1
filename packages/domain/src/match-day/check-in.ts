// Self check-in (issue 15): players may check themselves in while the director's window is open.
// Used by the check-in desk and by the tournament page's read, which shows the check-in button.

export type SelfCheckInWindow = { selfCheckInOpensAt: Date | null; selfCheckInClosesAt: Date | null }

/** Open from its opening time (included) to its closing time (excluded); both null = closed. */
export function isSelfCheckInOpen(window: SelfCheckInWindow, now: Date): boolean {
  const { selfCheckInOpensAt: opens, selfCheckInClosesAt: closes } = window
  return opens !== null && closes !== null && now >= opens && now < closes
}
