// Telling players on match day (issue 15): "your match is called to court 3", "court changed",
// "score to confirm". Written into the outbox inside the caller's transaction (the desk's call,
// the scoring link's submit), by e-mail and to every browser the player allowed Web Push, in the
// player's language with times in the event's zone and the zone named.
export { noticeMatchPlayers, type MatchNotice, type MatchNoticeKind } from './notice-match.ts'
