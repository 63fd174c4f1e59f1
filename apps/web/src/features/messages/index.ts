import { lazy } from 'react'

// The shell imports this public face for the header, the route table and live updates, so it
// stays light: everything else loads when a signed-in player first needs it, and a guest never
// loads it.

/** The inbox's code: its screen, the unread indicator and the `messages` event handler, one chunk. */
export const loadInbox = () => import('./inbox')

/**
 * The inbox screen, loaded when its route is first visited. Its texts are the header badge's,
 * which every signed-in page has loaded already, so the screen does not wait for them here.
 */
export const messagesScreen = async () => (await loadInbox()).PrivateMessagesScreen

/** The unread count: the header's envelope link (`link`) or the profile menu's pill (`badge`), for signed-in players. */
export const UnreadIndicator = lazy(async () => ({ default: (await loadInbox()).UnreadIndicator }))
