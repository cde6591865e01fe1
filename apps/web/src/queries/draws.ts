// The draw console's reads and writes (/bff/organizer/classes/{id}/draw…, issue 14). The answers'
// types are inferred from the API's routes through the typed client (lib/bff-client.ts); the
// draws slice's contract (packages/api/src/features/draws/contract.ts) owns the shapes.
import { queryOptions } from '@tanstack/react-query'
import { BffError } from '../lib/bff.ts'
import { api, ok } from '../lib/bff-client.ts'
import { manageQueryRoot } from './manage.ts'
import type { Answer, JsonOf } from '../lib/bff-answer.ts'

const organizer = api.organizer
const id = (value: number) => ({ id: String(value) })

export type DrawView = Answer<(typeof organizer.classes)[':id']['draw']['$get']>
export type DrawOptions = DrawView['options']
export type DrawFormatKind = DrawOptions['format']
export type DrawMatchView = DrawView['matches'][number]
export type DrawGame = NonNullable<DrawMatchView['result']>['games'][number]
export type DrawDecision = NonNullable<NonNullable<DrawMatchView['result']>['decision']>
type ResultInput = JsonOf<(typeof organizer.matches)[':id']['result']['$post']>

/** The class's draw, or null before the first one is generated (404). */
export const classDrawQuery = (classId: number) =>
  queryOptions({
    queryKey: [...manageQueryRoot(), 'class', classId, 'draw'],
    queryFn: async ({ signal }) => {
      try {
        return await ok(organizer.classes[':id'].draw.$get({ param: id(classId) }, { init: { signal } }))
      } catch (error) {
        if (error instanceof BffError && error.status === 404) return null
        throw error
      }
    },
  })

export const generateDraw = (classId: number, body: DrawOptions & { randomSeed?: number }) =>
  ok(organizer.classes[':id'].draw.$post({ param: id(classId), json: body }))

export const swapDrawEntries = (classId: number, entryIds: [number, number]) =>
  ok(organizer.classes[':id'].draw.swap.$post({ param: id(classId), json: { entryIds } }))

export const lockDraw = (classId: number) =>
  ok(organizer.classes[':id'].draw.lock.$post({ param: id(classId) }))

export const publishDraw = (classId: number, publishAt?: string) =>
  ok(
    organizer.classes[':id'].draw.publish.$post({ param: id(classId), json: publishAt ? { publishAt } : {} }),
  )

export const enterResult = (matchId: number, body: ResultInput) =>
  ok(organizer.matches[':id'].result.$post({ param: id(matchId), json: body }))
