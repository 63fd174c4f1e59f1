import { useTranslation } from 'react-i18next'
import { ChatRoomView } from './chat-room'
import { CHAT_TEXTS } from './chat-texts'

/** /chat: the public chat room of the interface language. */
export function ChatPage() {
  const { t } = useTranslation(CHAT_TEXTS)
  return (
    <section className="chat-page" aria-labelledby="chat-title">
      <header className="chat-page-header">
        <h1 id="chat-title">{t('chat.title')}</h1>
        <p className="muted">{t('chat.intro')}</p>
      </header>
      <ChatRoomView />
    </section>
  )
}

/** The chat side panel (desktop) and full-height sheet (mobile): the same room as the page. */
export function ChatPanel() {
  return <ChatRoomView />
}
