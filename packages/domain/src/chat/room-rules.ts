/**
 * When a player may post in a public chat room again. Slow mode spaces one player's posts by the
 * room's seconds; the flood cap allows at most `messages` posts in any `seconds` window, whatever
 * the slow mode. Both the server (which refuses) and the web app (which counts down) use these.
 */
export type FloodCap = { readonly messages: number; readonly seconds: number }

/** Until when a post must wait, and which rule holds it: the room's slow mode or the flood cap. */
export type PostWait = { readonly until: Date; readonly cause: 'slowMode' | 'flood' }

/**
 * When the player's next post may go, or null when they may post now. `recentPosts` are the
 * player's post times in this room, newest first (at least the last `cap.messages` of them).
 */
export function nextPostWait(
  recentPosts: readonly Date[],
  slowModeSeconds: number,
  cap: FloodCap,
  now: Date,
): PostWait | null {
  const last = recentPosts[0]
  const slowUntil = last && slowModeSeconds > 0 ? last.getTime() + slowModeSeconds * 1000 : 0
  const oldestInCap = recentPosts[cap.messages - 1]
  const floodUntil = oldestInCap ? oldestInCap.getTime() + cap.seconds * 1000 : 0
  const until = Math.max(slowUntil, floodUntil)
  if (until <= now.getTime()) return null
  return { until: new Date(until), cause: slowUntil >= floodUntil ? 'slowMode' : 'flood' }
}

/** Whole seconds left until `until`, at least 1 while any time is left. */
export function secondsUntil(until: Date, now: Date): number {
  return Math.max(0, Math.ceil((until.getTime() - now.getTime()) / 1000))
}
