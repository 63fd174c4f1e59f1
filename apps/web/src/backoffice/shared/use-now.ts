import { useEffect, useState } from 'react'

/** The time now, in milliseconds, renewed every `intervalMs`: for ages such as "3m ago". */
export function useNow(intervalMs: number): number {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs)
    return () => clearInterval(timer)
  }, [intervalMs])
  return now
}
