import { MESSAGE_AUDIENCE_KINDS, type MessageAudience, type MessageAudienceKind } from '@app/contract'
import { useCallback, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { formatDateTime } from '../../../shared/format/format'
import { TextField } from '../../../shared/ui/form-fields'
import { useErrorText } from '../../shared/use-error-text'
import { contentApi } from './content-api'
import { InstantField } from './content-fields'

/** The audience as the operator fills it in: its kind and the one value that kind takes. */
export type AudienceFields = { kind: MessageAudienceKind; value: string; since: string | null }

export const NEW_AUDIENCE: AudienceFields = { kind: 'player', value: '', since: null }

const isWholeNumber = (text: string) => /^[1-9]\d{0,14}$/.test(text.trim())

/** The audience the fields name, or undefined while its value is missing. */
export function audienceOf({ kind, value, since }: AudienceFields): MessageAudience | undefined {
  switch (kind) {
    case 'everyone':
      return { kind }
    case 'player':
      return isWholeNumber(value) ? { kind, user_id: Number(value) } : undefined
    case 'vip':
      return isWholeNumber(value) ? { kind, min_level: Number(value) } : undefined
    case 'invitees':
      return isWholeNumber(value) ? { kind, inviter_id: Number(value) } : undefined
    case 'registered_since':
      return since === null ? undefined : { kind, since }
  }
}

/** Who a message goes to, in words: "VIP level 3 and above", "Player #12". */
export function useAudienceText() {
  const { t, i18n } = useTranslation()
  return useCallback(
    (audience: MessageAudience) => {
      switch (audience.kind) {
        case 'everyone':
          return t('content.messages.audience.everyone')
        case 'player':
          return t('content.messages.audience.player', { id: audience.user_id })
        case 'vip':
          return t('content.messages.audience.vip', { level: audience.min_level })
        case 'invitees':
          return t('content.messages.audience.invitees', { id: audience.inviter_id })
        case 'registered_since':
          return t('content.messages.audience.registered_since', {
            date: formatDateTime(audience.since, i18n.language),
          })
      }
    },
    [t, i18n.language],
  )
}

/**
 * Picks who a new message goes to, and counts them before it is sent: the server says how many
 * players the audience reaches now (a segment is taken as it stands when the message goes out).
 */
export function AudienceFieldset({
  fields,
  onChange,
  errorOf,
}: {
  fields: AudienceFields
  onChange: (fields: AudienceFields) => void
  errorOf: (field: string) => string | undefined
}) {
  const { t, i18n } = useTranslation()
  const errorText = useErrorText()
  const kindId = useId()
  const [count, setCount] = useState<{ audience: string; recipients: number }>()
  const [countFailure, setCountFailure] = useState<unknown>()
  const [isCounting, setCounting] = useState(false)
  const audience = audienceOf(fields)
  const audienceKey = JSON.stringify(audience ?? null)
  // A count belongs to the audience it was taken for; another audience needs its own.
  const shownCount = count?.audience === audienceKey ? count.recipients : undefined

  async function handleCount() {
    if (!audience) return
    setCounting(true)
    setCountFailure(undefined)
    try {
      const { recipients } = await contentApi.recipients(audience)
      setCount({ audience: audienceKey, recipients })
    } catch (error) {
      setCountFailure(error)
    } finally {
      setCounting(false)
    }
  }

  const valueLabel =
    fields.kind === 'player'
      ? t('content.messages.playerId')
      : fields.kind === 'vip'
        ? t('content.messages.minLevel')
        : t('content.messages.inviterId')
  const valueField = fields.kind === 'player' ? 'user_id' : 'audience'

  return (
    <fieldset className="bo-audience">
      <legend>{t('content.fields.audience')}</legend>
      <div className="field-row">
        <div className="field">
          <label htmlFor={kindId}>{t('content.messages.audienceKind')}</label>
          <select
            id={kindId}
            value={fields.kind}
            onChange={(event) => {
              const kind = MESSAGE_AUDIENCE_KINDS.find((each) => each === event.target.value) ?? 'player'
              onChange({ ...fields, kind, value: '' })
            }}
          >
            {MESSAGE_AUDIENCE_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {t(`content.messages.kind.${kind}`)}
              </option>
            ))}
          </select>
        </div>
        {fields.kind === 'registered_since' ? (
          <InstantField
            label={t('content.messages.since')}
            value={fields.since}
            onChange={(since) => onChange({ ...fields, since })}
            error={errorOf('audience')}
          />
        ) : (
          fields.kind !== 'everyone' && (
            <TextField
              label={valueLabel}
              inputMode="numeric"
              autoComplete="off"
              value={fields.value}
              error={errorOf(valueField)}
              onChange={(event) => onChange({ ...fields, value: event.target.value.replace(/\D/g, '') })}
            />
          )
        )}
      </div>
      <p className="field-hint">{t(`content.messages.kindHint.${fields.kind}`)}</p>
      <div className="bo-audience-count">
        <button
          type="button"
          className="button button-secondary button-small"
          disabled={!audience || isCounting}
          onClick={handleCount}
        >
          {t('content.messages.count')}
        </button>
        <span role="status" className="numeric">
          {shownCount !== undefined &&
            t('content.messages.reaches', { recipients: shownCount.toLocaleString(i18n.language) })}
        </span>
        {countFailure !== undefined && (
          <span className="field-error" role="alert">
            {errorText(countFailure)}
          </span>
        )}
      </div>
    </fieldset>
  )
}
