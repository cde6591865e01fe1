import type { ManagedEntry } from '../../queries/manage-types.ts'

/** An entry as the desk reads it: its players' names, pair partners joined by a slash. */
export const entryName = (entry: ManagedEntry) => entry.players.map((p) => p.name).join(' / ')
