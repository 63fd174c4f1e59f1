import { SLOW_MODE_MAX_SECONDS } from '@app/contract'
import type { Language } from '@app/domain'
import { type FormEvent, useEffect, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useErrorText } from '../../shared/use-error-text'
import { MODERATION_REASON_MAX_LENGTH, moderationApi } from './moderation-api'

type SlowModeFormProps = { room: Language; seconds: number; onSaved: (seconds: number) => void }

/** A room's slow mode: the seconds each player waits between posts (0 is off), with the reason. */
export function SlowModeForm({ room, seconds, onSaved }: SlowModeFormProps) {
  const { t } = useTranslation()
  const errorText = useErrorText()
  const id = useId()
  const [value, setValue] = useState(String(seconds))
  const [reason, setReason] = useState('')
  const [isSaving, setSaving] = useState(false)
  const [error, setError] = useState<unknown>()

  // The room's setting as the server has it, also after another moderator changed it.
  useEffect(() => setValue(String(seconds)), [seconds])

  const wanted = Number(value)
  const isValid = Number.isInteger(wanted) && wanted >= 0 && wanted <= SLOW_MODE_MAX_SECONDS

  async function handleSubmit(event: FormEvent) {
    event.preventDefault()
    if (!isValid || !reason.trim() || isSaving) return
    setSaving(true)
    setError(undefined)
    try {
      await moderationApi.setSlowMode(room, wanted, reason.trim())
      setReason('')
      onSaved(wanted)
    } catch (failure) {
      setError(failure)
    } finally {
      setSaving(false)
    }
  }

  return (
    <form className="bo-slow-mode panel" onSubmit={handleSubmit} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('moderation.slowMode')}</h2>
      <p className="muted">
        {seconds === 0 ? t('moderation.slowModeOff') : t('moderation.slowModeOn', { seconds })}
      </p>
      <div className="field">
        <label htmlFor={`${id}-seconds`}>{t('moderation.slowModeSeconds')}</label>
        <input
          id={`${id}-seconds`}
          type="number"
          inputMode="numeric"
          min={0}
          max={SLOW_MODE_MAX_SECONDS}
          step={1}
          required
          value={value}
          aria-describedby={`${id}-hint`}
          onChange={(event) => setValue(event.target.value)}
        />
        <p id={`${id}-hint`} className="field-hint">
          {t('moderation.slowModeHint', { max: SLOW_MODE_MAX_SECONDS })}
        </p>
      </div>
      <div className="field">
        <label htmlFor={`${id}-reason`}>{t('moderation.reason')}</label>
        <input
          id={`${id}-reason`}
          required
          maxLength={MODERATION_REASON_MAX_LENGTH}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
      </div>
      {error !== undefined && (
        <p className="field-error" role="alert">
          {errorText(error)}
        </p>
      )}
      <button type="submit" className="button" disabled={isSaving || !isValid || !reason.trim()}>
        {t('moderation.saveSlowMode')}
      </button>
    </form>
  )
}
