import type { CheckInClaim } from '@app/contract'
import { DEFAULT_CURRENCY } from '@app/domain'
import { CalendarCheck, Check, Gift } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { formatUsdt } from '../../shared/format/format'
import { EmptyState, LoadError, SkeletonRows } from '../../shared/ui/load-states'
import { useAuthForm } from '../auth/forms'
import { useActionKeys } from './action-key'
import { checkInStrip } from './check-in-strip'
import { useCheckInStatusQuery, useClaimCheckInMutation } from './wallet-api'
import { WALLET_TEXTS } from './wallet-texts'

/** The daily check-in: a 7-day reward strip with today highlighted, and the claim button. */
export function DailyCheckIn() {
  const { t, i18n } = useTranslation(WALLET_TEXTS)
  const form = useAuthForm()
  const keys = useActionKeys()
  const status = useCheckInStatusQuery()
  const [claimCheckIn] = useClaimCheckInMutation()
  const [claim, setClaim] = useState<CheckInClaim | undefined>()

  if (status.isLoading) return <SkeletonRows rows={2} label={t('common.loading')} />
  if (status.error || !status.data) return <LoadError error={status.error} onRetry={status.refetch} />
  if (status.data.rewards.length === 0) return <EmptyState text={t('wallet.checkIn.noRewards')} />
  const info = status.data

  async function handleClaim() {
    const claimed = await form.submit(
      () => keys.attempt('check-in', (key) => claimCheckIn({ key }).unwrap()),
      {
        isInline: true,
      },
    )
    // The result is told inline (a live region) beside the strip, and the header balance follows.
    if (claimed) setClaim(claimed)
  }

  return (
    <div className="check-in">
      <p className="muted">
        {info.checked_in_today ? t('wallet.checkIn.comeBack') : t('wallet.checkIn.intro')}{' '}
        {info.streak > 0 && t('wallet.checkIn.streak', { count: info.streak })}
      </p>
      <ol className="check-in-strip">
        {checkInStrip(info).map(({ day, reward, state }) => {
          const isToday = state === 'today' || state === 'claimedToday'
          const isClaimed = state === 'claimed' || state === 'claimedToday'
          return (
            <li
              key={day}
              className={`check-in-day check-in-${state}`}
              aria-current={isToday ? 'date' : undefined}
              data-testid={`check-in-day-${day}`}
            >
              <span className="check-in-label">
                {isToday ? t('wallet.checkIn.today') : t('wallet.checkIn.day', { day })}
              </span>
              {isClaimed ? <Check aria-hidden size={20} /> : <Gift aria-hidden size={20} />}
              <span className="numeric check-in-reward">
                +{formatUsdt(reward, i18n.language).replace(/\.00$/, '')}
              </span>
              <span className="visually-hidden">
                {DEFAULT_CURRENCY}, {t(`wallet.checkIn.states.${state}`)}
              </span>
            </li>
          )
        })}
      </ol>
      <button
        type="button"
        className="button check-in-button"
        disabled={info.checked_in_today || form.isBusy}
        onClick={() => void handleClaim()}
      >
        <CalendarCheck aria-hidden size={18} />
        {info.checked_in_today ? t('wallet.checkIn.claimedToday') : t('wallet.checkIn.claim')}
      </button>
      <div role="status" className="wallet-status">
        {claim && (
          <p className="wallet-success">
            {t('wallet.checkIn.claimed', { amount: formatUsdt(claim.reward, i18n.language) })}
          </p>
        )}
      </div>
      {form.failure && (
        <p role="alert" className="field-error">
          {form.failureText(form.failure)}
        </p>
      )}
    </div>
  )
}
