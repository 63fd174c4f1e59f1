import type { Language } from '@app/domain'
import type { TFunction } from 'i18next'
import { MessageSquareText } from 'lucide-react'
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { languageName } from '../../shared/language-name'

/** The desk's ready answers, in the order an agent usually needs them. */
export const CANNED_REPLIES = [
  'greeting',
  'checking',
  'depositDelay',
  'withdrawalProcessing',
  'verificationNeeded',
  'anythingElse',
  'closing',
] as const

/**
 * The canned replies in the player's language (the conversation's), however the agent reads the
 * desk: they load with that language's texts the first time a conversation in it opens.
 */
function useCannedTexts(language: Language): TFunction | undefined {
  const { i18n } = useTranslation()
  const [texts, setTexts] = useState<{ language: Language; t: TFunction }>()
  useEffect(() => {
    let isCurrent = true
    void i18n.loadLanguages(language).then(() => {
      if (isCurrent) setTexts({ language, t: i18n.getFixedT(language, 'canned') })
    })
    return () => {
      isCurrent = false
    }
  }, [i18n, language])
  return texts?.language === language ? texts.t : undefined
}

type CannedRepliesProps = {
  language: Language
  agentName: string
  isDisabled: boolean
  onPick: (text: string) => void
}

/** A menu of the canned replies in the player's language; a pick goes into the composer to edit or send. */
export function CannedReplies({ language, agentName, isDisabled, onPick }: CannedRepliesProps) {
  const { t, i18n } = useTranslation()
  const canned = useCannedTexts(language)
  const [isOpen, setOpen] = useState(false)
  const id = useId()
  const button = useRef<HTMLButtonElement>(null)
  const menu = useRef<HTMLDivElement>(null)
  const wrapper = useRef<HTMLDivElement>(null)

  useEffect(() => {
    if (isOpen) menu.current?.querySelector<HTMLButtonElement>('[role="menuitem"]')?.focus()
  }, [isOpen])

  // Focus leaving the button and the menu (a click elsewhere, Tab) closes the menu.
  useEffect(() => {
    const element = wrapper.current
    if (!isOpen || !element) return
    const handleFocusOut = (event: FocusEvent) => {
      if (!(event.relatedTarget instanceof Node && element.contains(event.relatedTarget))) setOpen(false)
    }
    element.addEventListener('focusout', handleFocusOut)
    return () => element.removeEventListener('focusout', handleFocusOut)
  }, [isOpen])

  function close() {
    setOpen(false)
    button.current?.focus()
  }

  // The menu pattern: arrow keys move between replies, Escape closes and returns to the button.
  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const items = [...(menu.current?.querySelectorAll<HTMLButtonElement>('[role="menuitem"]') ?? [])]
    const index = items.indexOf(document.activeElement as HTMLButtonElement)
    if (event.key === 'Escape') {
      event.preventDefault()
      close()
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      const step = event.key === 'ArrowDown' ? 1 : -1
      items[(index + step + items.length) % items.length]?.focus()
    }
  }

  const label = t('desk.cannedIn', { language: languageName(language, i18n.language) })
  return (
    <div ref={wrapper} className="bo-canned">
      <button
        ref={button}
        type="button"
        className="button button-secondary"
        aria-haspopup="menu"
        aria-expanded={isOpen}
        aria-controls={isOpen ? id : undefined}
        disabled={isDisabled || !canned}
        onClick={() => setOpen((open) => !open)}
      >
        <MessageSquareText aria-hidden size={18} />
        {t('desk.canned')}
      </button>
      {isOpen && canned && (
        <div
          ref={menu}
          id={id}
          role="menu"
          aria-label={label}
          className="bo-canned-menu"
          onKeyDown={handleKeyDown}
        >
          {CANNED_REPLIES.map((key) => {
            const text = canned(key, { agent: agentName })
            return (
              <button
                key={key}
                type="button"
                role="menuitem"
                lang={language}
                className="bo-canned-item"
                onClick={() => {
                  // The composer takes the focus with the text.
                  setOpen(false)
                  onPick(text)
                }}
              >
                {text}
              </button>
            )
          })}
        </div>
      )}
    </div>
  )
}
