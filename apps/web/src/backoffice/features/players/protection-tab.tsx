import {
  type MemberLimits,
  PLAYER_REASON_MAX_LENGTH,
  PLAYER_REASON_MIN_LENGTH,
  type PlayerLimit,
} from '@app/contract'
import {
  isTighter,
  LIMIT_KINDS,
  LIMIT_PERIODS,
  type LimitKind,
  type LimitPeriod,
  parseMoney,
} from '@app/domain'
import { type FormEvent, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { formatDateTime, formatUsdt, toMoney } from '../../../shared/format/format'
import { LoadError, SkeletonRows } from '../../../shared/ui/load-states'
import { useErrorText } from '../../shared/use-error-text'
import { useLoaded } from '../../shared/use-loaded'
import { playersApi } from './players-api'

/** The player's limits (what each window counts and allows), the break in force, and tightening a limit. */
export function ProtectionTab({ userId }: { userId: number }) {
  const { t } = useTranslation()
  const { data, error, reload, setData } = useLoaded(String(userId), () => playersApi.limits(userId))
  if (error !== undefined && !data) return <LoadError error={error} onRetry={reload} />
  if (!data) return <SkeletonRows rows={6} label={t('players.protection.loading')} />
  return (
    <div className="bo-protection">
      <div className="bo-protection-state">
        <BreakInForce limits={data} />
        <LimitsTable limits={data.limits} />
      </div>
      <TightenForm userId={userId} limits={data.limits} onSaved={setData} />
    </div>
  )
}

function BreakInForce({ limits }: { limits: MemberLimits }) {
  const { t, i18n } = useTranslation()
  const { block } = limits
  return (
    <section className="panel bo-overview-card" aria-labelledby="bo-break">
      <h2 id="bo-break">{t('players.protection.break')}</h2>
      {block ? (
        <p>
          <span className="bo-tag bo-tag-warning">{t(`players.protection.blockKind.${block.kind}`)}</span>{' '}
          {t('players.protection.blockSince', { time: formatDateTime(block.started_at, i18n.language) })}{' '}
          {block.until
            ? t('players.protection.blockUntil', { time: formatDateTime(block.until, i18n.language) })
            : t('players.protection.blockForever')}
        </p>
      ) : (
        <p className="muted">{t('players.protection.noBreak')}</p>
      )}
    </section>
  )
}

function LimitsTable({ limits }: { limits: readonly PlayerLimit[] }) {
  const { t, i18n } = useTranslation()
  const language = i18n.language
  const usdt = (amount: string | null) =>
    amount === null ? t('players.protection.noLimit') : formatUsdt(amount, language)
  return (
    <section className="panel bo-overview-card" aria-labelledby="bo-limits">
      <h2 id="bo-limits">{t('players.protection.limits')}</h2>
      <table className="bo-table">
        <caption className="visually-hidden">{t('players.protection.limits')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('players.protection.limit')}</th>
            <th scope="col" className="bo-amount">
              {t('players.protection.inForce')}
            </th>
            <th scope="col" className="bo-amount">
              {t('players.protection.used')}
            </th>
            <th scope="col" className="bo-amount">
              {t('players.protection.remaining')}
            </th>
            <th scope="col">{t('players.protection.pending')}</th>
          </tr>
        </thead>
        <tbody>
          {limits.map((limit) => (
            <tr key={`${limit.kind}.${limit.period}`}>
              <th scope="row">{limitName(t, limit.kind, limit.period)}</th>
              <td className="bo-amount numeric">{usdt(limit.amount)}</td>
              <td className="bo-amount numeric">{formatUsdt(limit.used, language)}</td>
              <td className="bo-amount numeric">{limit.amount === null ? '—' : usdt(limit.remaining)}</td>
              <td>
                {limit.pending
                  ? t('players.protection.pendingFrom', {
                      amount: usdt(limit.pending.amount),
                      time: formatDateTime(limit.pending.effective_at, language),
                    })
                  : '—'}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  )
}

type Translate = ReturnType<typeof useTranslation>['t']
const limitName = (t: Translate, kind: LimitKind, period: LimitPeriod) =>
  t('players.protection.limitName', {
    kind: t(`players.protection.kind.${kind}`),
    period: t(`players.protection.period.${period}`),
  })

type TightenFormProps = {
  userId: number
  limits: readonly PlayerLimit[]
  onSaved: (limits: MemberLimits) => void
}

/**
 * Lowers one of the player's limits at once, with a reason. The domain's rule that refuses a
 * raise on the server explains it here first.
 */
function TightenForm({ userId, limits, onSaved }: TightenFormProps) {
  const { t, i18n } = useTranslation()
  const errorText = useErrorText()
  const id = useId()
  const [kind, setKind] = useState<LimitKind>('deposit')
  const [period, setPeriod] = useState<LimitPeriod>('day')
  const [amount, setAmount] = useState('')
  const [reason, setReason] = useState('')
  const [isTouched, setTouched] = useState(false)
  const [isSaving, setSaving] = useState(false)
  const [error, setError] = useState<unknown>()
  const [notice, setNotice] = useState('')

  const current = limits.find((limit) => limit.kind === kind && limit.period === period)?.amount ?? null
  const parsed = parseMoney(amount)
  const amountError = !amount.trim()
    ? t('players.protection.amountRequired')
    : !parsed.ok || parsed.value < 0n
      ? t('players.protection.amountInvalid')
      : !isTighter(parsed.value, current === null ? null : toMoney(current))
        ? t('players.protection.amountNotLower', { amount: formatUsdt(current ?? '0', i18n.language) })
        : undefined
  const reasonError =
    reason.trim().length < PLAYER_REASON_MIN_LENGTH
      ? t('common.reasonTooShort', { min: PLAYER_REASON_MIN_LENGTH })
      : undefined

  async function handleSubmit(event: FormEvent) {
    event.preventDefault()
    setTouched(true)
    setNotice('')
    if (amountError || reasonError || isSaving || !parsed.ok) return
    setSaving(true)
    setError(undefined)
    try {
      const saved = await playersApi.tightenLimits(
        userId,
        [{ kind, period, amount: amount.trim() }],
        reason.trim(),
      )
      onSaved(saved)
      setNotice(
        t('players.protection.saved', {
          limit: limitName(t, kind, period),
          amount: formatUsdt(amount.trim(), i18n.language),
        }),
      )
      setAmount('')
      setReason('')
      setTouched(false)
    } catch (failure) {
      setError(failure)
    } finally {
      setSaving(false)
    }
  }

  const shownAmountError = isTouched ? amountError : undefined
  const shownReasonError = isTouched ? reasonError : undefined
  return (
    <form className="panel bo-tighten" onSubmit={handleSubmit} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('players.protection.tighten')}</h2>
      <p className="muted">{t('players.protection.tightenHint')}</p>
      <div className="field">
        <label htmlFor={`${id}-kind`}>{t('players.protection.kindLabel')}</label>
        <select id={`${id}-kind`} value={kind} onChange={(event) => setKind(event.target.value as LimitKind)}>
          {LIMIT_KINDS.map((each) => (
            <option key={each} value={each}>
              {t(`players.protection.kind.${each}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${id}-period`}>{t('players.protection.periodLabel')}</label>
        <select
          id={`${id}-period`}
          value={period}
          onChange={(event) => setPeriod(event.target.value as LimitPeriod)}
        >
          {LIMIT_PERIODS.map((each) => (
            <option key={each} value={each}>
              {t(`players.protection.period.${each}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${id}-amount`}>{t('players.protection.amount')}</label>
        <input
          id={`${id}-amount`}
          inputMode="decimal"
          autoComplete="off"
          value={amount}
          aria-invalid={shownAmountError ? true : undefined}
          aria-describedby={`${id}-amount-hint${shownAmountError ? ` ${id}-amount-error` : ''}`}
          onChange={(event) => setAmount(event.target.value)}
        />
        <p id={`${id}-amount-hint`} className="field-hint">
          {current === null
            ? t('players.protection.noneInForce')
            : t('players.protection.inForceNow', { amount: formatUsdt(current, i18n.language) })}
        </p>
        {shownAmountError && (
          <p id={`${id}-amount-error`} className="field-error">
            {shownAmountError}
          </p>
        )}
      </div>
      <div className="field">
        <label htmlFor={`${id}-reason`}>{t('players.reason')}</label>
        <textarea
          id={`${id}-reason`}
          rows={3}
          maxLength={PLAYER_REASON_MAX_LENGTH}
          value={reason}
          aria-invalid={shownReasonError ? true : undefined}
          aria-describedby={shownReasonError ? `${id}-reason-error` : undefined}
          onChange={(event) => setReason(event.target.value)}
        />
        {shownReasonError && (
          <p id={`${id}-reason-error`} className="field-error">
            {shownReasonError}
          </p>
        )}
      </div>
      {error !== undefined && (
        <p className="field-error" role="alert">
          {errorText(error)}
        </p>
      )}
      <p className="bo-notice" role="status">
        {notice}
      </p>
      <button type="submit" className="button" disabled={isSaving}>
        {t('players.protection.save')}
      </button>
    </form>
  )
}
