import { createElement, lazy, Suspense } from 'react'
import { useAuth } from '../auth'

// The shell and the play screens import this public face, so it stays light: each part loads with
// the first screen that shows it, and a guest loads none of it.

/** The profile's responsible play section: limits, the reality check, breaks. */
export const ResponsiblePlay = lazy(async () => ({
  default: (await import('./components/responsible-play-section')).ResponsiblePlay,
}))

/** The reality check reminder, mounted once in the frame for a signed-in player. */
export const RealityCheckReminder = lazy(async () => ({
  default: (await import('./components/reality-check-reminder')).RealityCheckReminder,
}))

const LazySessionClock = lazy(async () => ({
  default: (await import('./components/session-clock')).SessionClock,
}))

/** The session clock for a play screen's header: how long the player has been signed in; nothing for a guest. */
export function SessionClock() {
  const { isAuthorized } = useAuth()
  return isAuthorized ? createElement(Suspense, { fallback: null }, createElement(LazySessionClock)) : null
}
