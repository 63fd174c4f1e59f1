import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useErrorText } from '../../shared/use-error-text'
import { useAgent } from './agent'

/** The header's desk status: Available or Away, and the agent's open chats against their cap. */
export function AgentStatus() {
  const { t } = useTranslation()
  const errorText = useErrorText()
  const { me, setAvailable } = useAgent()
  const [isSaving, setSaving] = useState(false)
  const [error, setError] = useState<unknown>()
  if (!me) return null

  async function handleAvailable(available: boolean) {
    if (isSaving || me?.available === available) return
    setSaving(true)
    setError(undefined)
    try {
      await setAvailable(available)
    } catch (failure) {
      setError(failure)
    } finally {
      setSaving(false)
    }
  }

  return (
    <div className="bo-agent-status">
      <fieldset className="bo-segmented" disabled={isSaving}>
        <legend className="visually-hidden">{t('agent.availability')}</legend>
        <button
          type="button"
          aria-pressed={me.available}
          className="bo-segment"
          onClick={() => handleAvailable(true)}
        >
          <span className="bo-dot bo-dot-on" aria-hidden />
          {t('agent.available')}
        </button>
        <button
          type="button"
          aria-pressed={!me.available}
          className="bo-segment"
          onClick={() => handleAvailable(false)}
        >
          <span className="bo-dot" aria-hidden />
          {t('agent.away')}
        </button>
      </fieldset>
      <span className="bo-load numeric">
        {t('agent.openChats', { open: me.open_chats, max: me.max_open_chats })}
      </span>
      {error !== undefined && (
        <span className="bo-alert-inline" role="alert">
          {errorText(error)}
        </span>
      )}
    </div>
  )
}
