import type { PlayerLimit } from '@app/contract'
import { DEFAULT_CURRENCY, isTighter, LIMIT_COOLING_OFF_MS, type Money, toDecimalString } from '@app/domain'
import { type FormEvent, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useDispatch } from 'react-redux'
import { isApiError } from '../../../shared/api/api-error'
import { keptAmount } from '../../../shared/format/amount-text'
import { formatDateTime, formatUsdt, toMoney } from '../../../shared/format/format'
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog'
import { toastShown } from '../../../shared/ui-state/ui-slice'
import { useUpdateLimitsMutation } from '../api/protection-api'
import { useClockOffset } from '../hooks/use-clock-offset'
import { readLimitAmount } from '../limit-amount'
import { PROTECTION_TEXTS } from '../protection-texts'

/** A change the player asked for and is asked to confirm: a new amount, or null to remove the limit. */
type AskedChange = { amount: Money | null }

/**
 * One of the nine limits: what is in force, used and left in its window, a raise or removal that
 * waits for its 24 hours (with a way to cancel it), and a field to set, lower, raise or remove it.
 * Every change is confirmed first, saying whether it applies at once or after 24 hours.
 */
export function LimitRow({ limit, groupTitleId }: { limit: PlayerLimit; groupTitleId: string }) {
  const { t, i18n } = useTranslation(PROTECTION_TEXTS)
  const dispatch = useDispatch()
  const id = useId()
  const [updateLimits, { isLoading: isSaving }] = useUpdateLimitsMutation()
  const [text, setText] = useState('')
  const [problem, setProblem] = useState<string | undefined>()
  const [asked, setAsked] = useState<AskedChange | null>(null)
  const clockOffset = useClockOffset()
  const current = limit.amount === null ? null : toMoney(limit.amount)
  const usdt = (amount: Money | string) => `${formatUsdt(amount, i18n.language)} ${DEFAULT_CURRENCY}`
  const name = t(`protection.limits.names.${limit.kind}`, {
    period: t(`protection.limits.periods.${limit.period}`),
  })

  function handleSubmit(event: FormEvent) {
    event.preventDefault()
    const read = readLimitAmount(text)
    if (!read.ok) return setProblem(t(`protection.limits.${read.reason}`))
    if (current !== null && read.value === current) return setProblem(t('protection.limits.sameAmount'))
    setProblem(undefined)
    setAsked({ amount: read.value })
  }

  /** What the confirmation says: a tighter limit applies at once, a looser one after 24 hours. */
  function confirmation(change: AskedChange): string {
    if (isTighter(change.amount, current)) {
      const amount = usdt(change.amount ?? '0')
      return t(
        limit.pending ? 'protection.limits.confirm.nowDropsPending' : 'protection.limits.confirm.now',
        {
          name,
          amount,
        },
      )
    }
    const effectiveAt = Date.now() + clockOffset + LIMIT_COOLING_OFF_MS
    const date = formatDateTime(new Date(effectiveAt).toISOString(), i18n.language)
    const inForce = usdt(current ?? '0')
    return change.amount === null
      ? t('protection.limits.confirm.remove', { name, date, current: inForce })
      : t('protection.limits.confirm.raise', { name, date, amount: usdt(change.amount), current: inForce })
  }

  async function save(amount: Money | null, isCancel = false) {
    try {
      const answer = await updateLimits({
        limits: [
          {
            kind: limit.kind,
            period: limit.period,
            amount: amount === null ? null : toDecimalString(amount),
          },
        ],
      }).unwrap()
      const saved = answer.limits.find((entry) => entry.kind === limit.kind && entry.period === limit.period)
      setText('')
      dispatch(
        toastShown(
          isCancel
            ? { type: 'successful', message: 'protection.limits.cancelled' }
            : saved?.pending
              ? {
                  type: 'successful',
                  message: 'protection.limits.savedLater',
                  params: { date: formatDateTime(saved.pending.effective_at, i18n.language) },
                }
              : { type: 'successful', message: 'protection.limits.savedNow' },
        ),
      )
    } catch (error) {
      dispatch(
        toastShown({
          type: 'error',
          message: `errors.${isApiError(error) ? error.msg : 'somethingWentWrong'}`,
        }),
      )
    }
  }

  const pending = limit.pending
  const periodId = `${id}-period`
  const labelId = `${id}-label`
  const problemId = `${id}-problem`
  const pendingId = `${id}-pending`
  return (
    <li className="limit-row" data-limit={`${limit.kind}-${limit.period}`}>
      <h5 className="limit-period" id={periodId}>
        {t(`protection.limits.periods.${limit.period}`)}
      </h5>
      <dl className="limit-facts">
        <div>
          <dt>{t('protection.limits.inForce')}</dt>
          <dd className="numeric">
            {limit.amount === null ? t('protection.limits.noLimit') : usdt(limit.amount)}
          </dd>
        </div>
        <div>
          <dt>{t('protection.limits.used')}</dt>
          <dd className="numeric">{usdt(limit.used)}</dd>
        </div>
        <div>
          <dt>{t('protection.limits.remaining')}</dt>
          <dd className="numeric">{limit.remaining === null ? '—' : usdt(limit.remaining)}</dd>
        </div>
      </dl>
      {pending && (
        <div className="limit-pending">
          <p id={pendingId}>
            {pending.amount === null
              ? t('protection.limits.pendingRemoval', {
                  date: formatDateTime(pending.effective_at, i18n.language),
                })
              : t('protection.limits.pendingRaise', {
                  amount: usdt(pending.amount),
                  date: formatDateTime(pending.effective_at, i18n.language),
                })}
          </p>
          <button
            type="button"
            className="button button-secondary"
            aria-describedby={pendingId}
            disabled={isSaving}
            onClick={() => void save(current, true)}
          >
            {t('protection.limits.cancelPending')}
          </button>
        </div>
      )}
      <form className="limit-form" onSubmit={handleSubmit} noValidate>
        <label id={labelId} htmlFor={`${id}-amount`} className="limit-label">
          {t('protection.limits.newLimit')}
        </label>
        <div className="limit-controls">
          <input
            id={`${id}-amount`}
            className="limit-input numeric"
            aria-labelledby={`${groupTitleId} ${periodId} ${labelId}`}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? problemId : undefined}
            inputMode="decimal"
            autoComplete="off"
            placeholder={t('protection.limits.placeholder')}
            value={text}
            onChange={(event) => {
              setText(keptAmount(event.target.value))
              setProblem(undefined)
            }}
          />
          <button type="submit" className="button" disabled={isSaving}>
            {t('protection.limits.save')}
          </button>
        </div>
        {problem && (
          <p id={problemId} className="field-error">
            {problem}
          </p>
        )}
        {current !== null && pending?.amount !== null && (
          <button
            type="button"
            className="button button-ghost limit-remove"
            aria-describedby={periodId}
            disabled={isSaving}
            onClick={() => {
              setProblem(undefined)
              setAsked({ amount: null })
            }}
          >
            {t('protection.limits.remove')}
          </button>
        )}
      </form>
      <ConfirmDialog
        title={t(
          asked?.amount === null
            ? 'protection.limits.confirm.removeTitle'
            : 'protection.limits.confirm.title',
        )}
        message={asked ? confirmation(asked) : ''}
        isOpen={asked !== null}
        onCancel={() => setAsked(null)}
        onConfirm={() => {
          const change = asked
          setAsked(null)
          if (change) void save(change.amount)
        }}
      />
    </li>
  )
}
