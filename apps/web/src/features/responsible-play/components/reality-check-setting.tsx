import { REALITY_CHECK_MINUTES, realityChecksDue } from '@app/domain'
import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useDispatch } from 'react-redux'
import { isApiError } from '../../../shared/api/api-error'
import { LoadError, SkeletonRows } from '../../../shared/ui/load-states'
import { toastShown } from '../../../shared/ui-state/ui-slice'
import { acknowledgeChecks } from '../acknowledged-checks'
import { useUpdateRealityCheckMutation } from '../api/protection-api'
import { useRealityCheck } from '../hooks/use-reality-check'
import { PROTECTION_TEXTS } from '../protection-texts'
import { sessionElapsedMs } from '../session-time'

const CHOICES = [null, ...REALITY_CHECK_MINUTES] as const
type Choice = (typeof CHOICES)[number]

/** The reality check's interval: off, or a reminder every 15, 30 or 60 minutes of a sign-in session. */
export function RealityCheckSetting() {
  const { t } = useTranslation(PROTECTION_TEXTS)
  const dispatch = useDispatch()
  const check = useRealityCheck()
  const [update, { isLoading: isSaving }] = useUpdateRealityCheckMutation()
  // Undefined until the player picks: the choice follows the saved interval until then.
  const [picked, setPicked] = useState<Choice | undefined>()
  const saved = check.data?.interval_minutes ?? null
  const chosen = picked === undefined ? saved : picked

  async function handleSubmit(event: FormEvent) {
    event.preventDefault()
    // A new interval's first reminder comes at its next full interval, not the moment it is saved:
    // what the session has reached so far counts as seen (before the answer, which the reminder
    // reads at once).
    if (chosen !== null && check.data) {
      const { session_started_at: started } = check.data
      acknowledgeChecks(started, chosen, realityChecksDue(sessionElapsedMs(check.data, Date.now()), chosen))
    }
    try {
      await update({ interval_minutes: chosen }).unwrap()
      setPicked(undefined)
      dispatch(toastShown({ type: 'successful', message: 'protection.reality.saved' }))
    } catch (error) {
      dispatch(
        toastShown({
          type: 'error',
          message: `errors.${isApiError(error) ? error.msg : 'somethingWentWrong'}`,
        }),
      )
    }
  }

  return (
    <section className="protection-block" aria-labelledby="protection-reality">
      <h3 id="protection-reality">{t('protection.reality.title')}</h3>
      <p className="muted">{t('protection.reality.intro')}</p>
      {check.isLoading ? (
        <SkeletonRows rows={1} label={t('common.loading')} />
      ) : check.error && !check.data ? (
        <LoadError error={check.error} onRetry={() => void check.refetch()} />
      ) : (
        <form className="reality-form" onSubmit={handleSubmit} noValidate>
          <fieldset className="choice-chips">
            <legend>{t('protection.reality.legend')}</legend>
            {CHOICES.map((choice) => (
              <label key={choice ?? 'off'} className="choice-chip">
                <input
                  type="radio"
                  name="reality-check"
                  checked={chosen === choice}
                  onChange={() => setPicked(choice)}
                />
                <span>
                  {choice === null
                    ? t('protection.reality.off')
                    : t('protection.reality.every', { minutes: choice })}
                </span>
              </label>
            ))}
          </fieldset>
          <button type="submit" className="button" disabled={isSaving || chosen === saved}>
            {t('protection.reality.save')}
          </button>
        </form>
      )}
    </section>
  )
}
