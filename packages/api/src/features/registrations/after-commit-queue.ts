// The after-commit runner's queue (issue 18; the runner is after-commit.ts). A transaction that
// carries effects (withTransaction's `effects` option: refunds recorded as pending rows, notices
// already written to the outbox) hands them to the request it runs in when it commits; the /bff
// app's middleware carries out whatever its request collected once the handler is done, before
// the answer leaves — so no route has to remember to. Outside a request (workers, sweeps, the CLI) nothing collects them and the caller
// runs them itself with runEffects, as those jobs always did.
import { AsyncLocalStorage } from 'node:async_hooks'
import { newEffects, type Effects } from './effects.ts'

const collected = new AsyncLocalStorage<Set<Effects>>()

/**
 * Hands effects of a committed change to the current request's runner. Returns false outside a
 * request: the caller then runs them itself. The same object handed twice runs once.
 */
export function queueAfterCommit(effects: Effects): boolean {
  const queue = collected.getStore()
  if (!queue) return false
  queue.add(effects)
  return true
}

/** Takes effects back from the request's runner: the caller carries them out itself, now. */
export function dequeueAfterCommit(effects: Effects): void {
  collected.getStore()?.delete(effects)
}

/** Runs `next` with a queue that collects the effects committed meanwhile (after-commit.ts). */
export async function collectAfterCommit(next: () => Promise<void>): Promise<Set<Effects>> {
  const queue = new Set<Effects>()
  await collected.run(queue, next)
  return queue
}

/** One list of what several changes caused, each refund and notice once. */
export function combineEffects(list: Iterable<Effects>): Effects {
  const refundIds = new Set<number>()
  const notices = new Set<Effects['notices'][number]>()
  for (const effects of list) {
    for (const id of effects.refundIds) refundIds.add(id)
    for (const notice of effects.notices) notices.add(notice)
  }
  return { ...newEffects(), refundIds: [...refundIds], notices: [...notices] }
}
