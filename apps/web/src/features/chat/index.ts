import { lazy } from 'react'
import { withTexts } from '../../i18n/i18n'
import { CHAT_TEXTS } from './chat-texts'

// The shell imports this public face for the route table and the side panel, so it stays light:
// the room, its calls and its styles load the first time the page or the panel shows.

const loadChat = () => withTexts(() => import('./chat-page'), CHAT_TEXTS)

/** The /chat screen, loaded when its route is first visited. */
export const chatScreen = async () => (await loadChat()).ChatPage

/** The chat side panel, loaded the first time it opens. */
export const ChatPanel = lazy(async () => ({ default: (await loadChat()).ChatPanel }))
