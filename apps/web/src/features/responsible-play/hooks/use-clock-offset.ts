import { useRealityCheckQuery } from '../api/protection-api'

/**
 * How far the server's clock is ahead of this browser's, in ms, from the last reality check
 * answer (0 until there is one). Breaks and cooling-offs end by the server's clock, so the times
 * the player is shown are reckoned on it: `Date.now() + useClockOffset()`.
 */
export function useClockOffset(): number {
  return useRealityCheckQuery().data?.clockOffsetMs ?? 0
}
