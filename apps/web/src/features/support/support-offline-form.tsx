import { CHAT_MESSAGE_MAX_LENGTH } from '@app/contract'
import { checkEmail, normalizeEmail } from '@app/domain'
import { type FormEvent, useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { isApiError } from '../../shared/api/api-error'
import { newClientMessageId } from '../../shared/api/client-message-id'
import { TextField } from '../../shared/ui/form-fields'
import { useSendOfflineMessageMutation } from './support-api'
import { SUPPORT_TEXTS } from './support-texts'

/**
 * No agent is online: the player leaves an email and a message, answered by email. A resend after
 * a failure keeps the message's client id, so it is stored once.
 */
export function SupportOfflineForm({ token }: { token: string }) {
  const { t } = useTranslation(SUPPORT_TEXTS)
  const id = useId()
  const [sendOffline, sending] = useSendOfflineMessageMutation()
  const [email, setEmail] = useState('')
  const [body, setBody] = useState('')
  const [errors, setErrors] = useState<{ email?: string; body?: string; form?: string }>({})
  const [sentTo, setSentTo] = useState<string>()
  const clientMsgId = useRef(newClientMessageId())

  async function handleSubmit(event: FormEvent) {
    event.preventDefault()
    const address = normalizeEmail(email)
    const found = {
      ...(checkEmail(address).ok ? {} : { email: 'INVALID_EMAIL' }),
      ...(body.trim() ? {} : { body: 'REQUIRED' }),
    }
    setErrors(found)
    if (found.email || found.body) return
    try {
      await sendOffline({
        token,
        email: address,
        body: body.trim(),
        client_msg_id: clientMsgId.current,
      }).unwrap()
      clientMsgId.current = newClientMessageId()
      setSentTo(address)
      setBody('')
    } catch (error) {
      setErrors({ form: isApiError(error) ? error.msg : 'somethingWentWrong' })
    }
  }

  const errorText = (msg: string | undefined) =>
    msg && t(`errors.${msg}`, { defaultValue: t('errors.somethingWentWrong') })

  return (
    <form className="support-offline" aria-labelledby={`${id}-title`} onSubmit={handleSubmit} noValidate>
      <h3 id={`${id}-title`} className="support-card-title">
        {t('support.offline.title')}
      </h3>
      <p className="muted">{t('support.offline.intro')}</p>
      {sentTo && (
        <p className="support-notice" role="status">
          {t('support.offline.sent', { email: sentTo })}
        </p>
      )}
      <TextField
        label={t('support.offline.email')}
        type="email"
        autoComplete="email"
        value={email}
        maxLength={254}
        error={errorText(errors.email)}
        onChange={(event) => setEmail(event.target.value)}
      />
      <div className="field">
        <label htmlFor={`${id}-body`}>{t('support.offline.message')}</label>
        <textarea
          id={`${id}-body`}
          className="conversation-textarea"
          rows={4}
          maxLength={CHAT_MESSAGE_MAX_LENGTH}
          value={body}
          aria-invalid={errors.body ? true : undefined}
          aria-describedby={errors.body ? `${id}-body-error` : undefined}
          onChange={(event) => setBody(event.target.value)}
        />
        {errors.body && (
          <p id={`${id}-body-error`} className="field-error">
            {errorText(errors.body)}
          </p>
        )}
      </div>
      {errors.form && (
        <p className="field-error" role="alert">
          {errorText(errors.form)}
        </p>
      )}
      <button type="submit" className="button" disabled={sending.isLoading}>
        {t('support.offline.send')}
      </button>
    </form>
  )
}
