// The server's background jobs (hold sweep, desk sweep, scoring auto-confirm, refund retries):
// one run at a time — a call while a run is under way joins it — every `intervalMs`, never
// keeping the process alive; a failing run is logged and the next one tries again.
import type { Logger } from 'pino'

export type PeriodicJob<T> = { runOnce: () => Promise<T>; stop: () => void }

export function startPeriodic<T>(options: {
  run: () => Promise<T>
  intervalMs: number
  /** What a failed run answers to `runOnce` callers, after it is logged as "`name` failed". */
  onError: T
  name: string
  logger: Logger
  /** A first run this soon after the start (e.g. after a restart), besides the interval. */
  firstAfterMs?: number
}): PeriodicJob<T> {
  let running: Promise<T> | undefined
  const runOnce = () => {
    running ??= options
      .run()
      .catch((error: unknown) => {
        options.logger.error({ err: error }, `${options.name} failed; next run retries`)
        return options.onError
      })
      .finally(() => {
        running = undefined
      })
    return running
  }
  const timer = setInterval(() => void runOnce(), options.intervalMs)
  timer.unref()
  const first =
    options.firstAfterMs === undefined ? undefined : setTimeout(() => void runOnce(), options.firstAfterMs)
  first?.unref()
  return {
    runOnce,
    stop: () => {
      clearTimeout(first)
      clearInterval(timer)
    },
  }
}
