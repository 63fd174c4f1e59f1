import { useEffect, useState } from 'react'

/** The current time in ms, ticking every `intervalMs`: a countdown's second hand, or ages such as "3m ago". */
export function useNow(intervalMs = 1000): number {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs)
    return () => clearInterval(timer)
  }, [intervalMs])
  return now
}
