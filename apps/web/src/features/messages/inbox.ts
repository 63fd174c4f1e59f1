import { PrivateMessagesScreen } from './private-messages-page'

// What the shell reaches through the feature's index, in one chunk behind one dynamic import: the
// header's badge, the inbox and the event handler are all a signed-in player's, and one import
// site costs the first paint less than four.

export { handleMessagesEvent } from './messages-events'
export { UnreadIndicator } from './unread-badge'

/** The inbox: the list, or one message when the path names it. */
export { PrivateMessagesScreen }
