import { useEffect, useState } from 'react'

/**
 * The clock for elapsed times on the court desk and My courts: the server's `now` (so the first
 * render matches the server's), then the browser's clock every 15 s; every refetch brings a newer
 * server time.
 */
export function useNow(serverNow: string): number {
  const [tick, setTick] = useState(0)
  useEffect(() => {
    const timer = setInterval(() => setTick(Date.now()), 15_000)
    return () => clearInterval(timer)
  }, [])
  return Math.max(new Date(serverNow).getTime(), tick)
}
