import {
  ADJUSTMENT_REASON_CODES,
  type AdjustmentReasonCode,
  adjustmentNeedsApproval,
  isAdjustmentReasonCode,
  type Money,
  parseMoney,
} from '@app/domain'
import { type FormEvent, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useActionKeys } from '../../../features/wallet/action-key'
import { formatUsdt } from '../../../shared/format/format'
import { TextField } from '../../../shared/ui/form-fields'
import { useErrorText } from '../../shared/use-error-text'
import {
  type AdjustmentRequest,
  type AdjustmentResult,
  MONEY_REASON_MAX_LENGTH,
  MONEY_REASON_MIN_LENGTH,
  moneyApi,
} from './money-api'

type Fields = { player: string; amount: string; reasonCode: AdjustmentReasonCode | ''; reason: string }
type FieldErrors = Partial<Record<keyof Fields, string>>
const EMPTY: Fields = { player: '', amount: '', reasonCode: '', reason: '' }

/** A signed amount as typed: an optional leading minus, digits and one decimal point. */
const keepSignedAmount = (typed: string) => {
  const isNegative = typed.trimStart().startsWith('-')
  const [whole = '', ...fractions] = typed.replace(/[^\d.]/g, '').split('.')
  const digits = fractions.length === 0 ? whole : `${whole}.${fractions.join('')}`
  return isNegative ? `-${digits}` : digits
}

/** The request the fields make, or what is wrong with each field. */
function requestOf(fields: Fields): { request?: AdjustmentRequest; errors: FieldErrors } {
  const errors: FieldErrors = {}
  const player = Number(fields.player)
  if (!/^[1-9]\d{0,9}$/.test(fields.player.trim())) errors.player = 'player'
  const amount = parseMoney(fields.amount)
  if (!amount.ok || amount.value === 0n) errors.amount = 'amount'
  if (fields.reasonCode === '') errors.reasonCode = 'reasonCode'
  const reason = fields.reason.trim()
  if (reason.length < MONEY_REASON_MIN_LENGTH) errors.reason = 'reason'
  if (Object.keys(errors).length > 0 || fields.reasonCode === '') return { errors }
  return {
    errors,
    request: { user_id: player, amount: fields.amount.trim(), reason_code: fields.reasonCode, reason },
  }
}

type AdjustmentFormProps = {
  /** Adjustments larger than this wait for a second operator; undefined until the server says. */
  approvalAbove: Money | undefined
  onDone: (result: AdjustmentResult, request: AdjustmentRequest) => void
}

/**
 * Asks for a balance adjustment: a player, a signed amount (a minus debits), a reason code and a
 * reason for the audit log. It says before sending whether a second operator must approve it.
 */
export function AdjustmentForm({ approvalAbove, onDone }: AdjustmentFormProps) {
  const { t, i18n } = useTranslation()
  const errorText = useErrorText()
  const keys = useActionKeys()
  const reasonCodeId = useId()
  const reasonId = useId()
  const [fields, setFields] = useState<Fields>(EMPTY)
  const [errors, setErrors] = useState<FieldErrors>({})
  const [isSending, setSending] = useState(false)
  const [failure, setFailure] = useState<unknown>()

  const set = (name: keyof Fields, value: string) => {
    setFields((current) => ({ ...current, [name]: value }))
    setErrors((current) => ({ ...current, [name]: undefined }))
  }
  const errorOf = (name: keyof Fields) => (errors[name] ? t(`money.adjustments.invalid.${name}`) : undefined)

  const typedAmount = parseMoney(fields.amount)
  const needsApproval =
    approvalAbove !== undefined && typedAmount.ok && adjustmentNeedsApproval(typedAmount.value, approvalAbove)

  async function handleSubmit(event: FormEvent) {
    event.preventDefault()
    if (isSending) return
    const { request, errors: found } = requestOf(fields)
    setErrors(found)
    if (!request) return
    setSending(true)
    setFailure(undefined)
    try {
      const result = await keys.attempt(request, (key) => moneyApi.adjust(request, key))
      setFields(EMPTY)
      onDone(result, request)
    } catch (error) {
      setFailure(error)
    } finally {
      setSending(false)
    }
  }

  return (
    <form
      className="panel bo-money-form"
      onSubmit={handleSubmit}
      noValidate
      aria-labelledby="bo-adjust-title"
    >
      <h3 id="bo-adjust-title">{t('money.adjustments.formTitle')}</h3>
      <div className="field-row">
        <TextField
          label={t('money.adjustments.player')}
          inputMode="numeric"
          autoComplete="off"
          value={fields.player}
          error={errorOf('player')}
          onChange={(event) => set('player', event.target.value.replace(/\D/g, ''))}
        />
        <TextField
          label={t('money.adjustments.amount')}
          hint={t('money.adjustments.amountHint')}
          inputMode="decimal"
          autoComplete="off"
          value={fields.amount}
          error={errorOf('amount')}
          onChange={(event) => set('amount', keepSignedAmount(event.target.value))}
        />
      </div>
      <div className="field">
        <label htmlFor={reasonCodeId}>{t('money.adjustments.reasonCode')}</label>
        <select
          id={reasonCodeId}
          value={fields.reasonCode}
          aria-invalid={errors.reasonCode ? true : undefined}
          aria-describedby={errors.reasonCode ? `${reasonCodeId}-error` : undefined}
          onChange={(event) =>
            set('reasonCode', isAdjustmentReasonCode(event.target.value) ? event.target.value : '')
          }
        >
          <option value="">{t('money.adjustments.chooseReasonCode')}</option>
          {ADJUSTMENT_REASON_CODES.map((code) => (
            <option key={code} value={code}>
              {t(`money.reasonCodes.${code}`)}
            </option>
          ))}
        </select>
        {errors.reasonCode && (
          <p id={`${reasonCodeId}-error`} className="field-error">
            {errorOf('reasonCode')}
          </p>
        )}
      </div>
      <div className="field">
        <label htmlFor={reasonId}>{t('money.reason')}</label>
        <textarea
          id={reasonId}
          rows={3}
          maxLength={MONEY_REASON_MAX_LENGTH}
          value={fields.reason}
          aria-invalid={errors.reason ? true : undefined}
          aria-describedby={errors.reason ? `${reasonId}-error` : undefined}
          onChange={(event) => set('reason', event.target.value)}
        />
        {errors.reason && (
          <p id={`${reasonId}-error`} className="field-error">
            {errorOf('reason')}
          </p>
        )}
      </div>
      {approvalAbove !== undefined && (
        <p className={needsApproval ? 'bo-approval-note bo-approval-needed' : 'bo-approval-note muted'}>
          {needsApproval
            ? t('money.adjustments.needsApproval', { limit: formatUsdt(approvalAbove, i18n.language) })
            : t('money.adjustments.appliesAtOnce', { limit: formatUsdt(approvalAbove, i18n.language) })}
        </p>
      )}
      {failure !== undefined && (
        <p className="field-error" role="alert">
          {errorText(failure)}
        </p>
      )}
      <div className="bo-form-actions">
        <button type="submit" className="button" disabled={isSending}>
          {isSending
            ? t('money.sending')
            : needsApproval
              ? t('money.adjustments.submitForApproval')
              : t('money.adjustments.submit')}
        </button>
      </div>
    </form>
  )
}
