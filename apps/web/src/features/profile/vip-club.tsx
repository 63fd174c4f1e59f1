import type { VipLevel } from '@app/contract'
import { DEFAULT_CURRENCY, type Money, type VipProgress, vipProgress } from '@app/domain'
import { useTranslation } from 'react-i18next'
import { formatDecimal, formatUsdt, toMoney } from '../../shared/format/format'
import { EmptyState, LoadError, SkeletonRows } from '../../shared/ui/load-states'
import { useMemberAccountQuery } from '../auth/data'
import { useVipLevelsQuery } from './profile-api'
import { PROFILE_TEXTS } from './profile-texts'

/** The player's level, the bar to the next one and what it still takes, by the domain's VIP rule. */
function VipStanding({
  levels,
  total,
  progress,
}: {
  levels: readonly VipLevel[]
  total: Money
  progress: VipProgress
}) {
  const { t, i18n } = useTranslation(PROFILE_TEXTS)
  const nameOf = (level: VipLevel | undefined) =>
    level ? t(`profile.vip.${level.name}`, { defaultValue: level.name }) : t('profile.vipNone')
  const current = levels.find((level) => level.level === progress.level)
  const next = progress.next && levels.find((level) => level.level === progress.next?.level)
  return (
    <div className="vip-standing" data-testid="vip-standing">
      <div className="vip-current">
        {current && <img src={current.img} alt="" width={56} height={56} />}
        <div>
          <span className="muted">{t('profile.vipCurrent')}</span>
          <strong className="vip-current-name">{nameOf(current)}</strong>
        </div>
        <div className="vip-total">
          <span className="muted">{t('profile.vipTotalDeposits')}</span>
          <strong className="numeric">
            {formatUsdt(total, i18n.language)} {DEFAULT_CURRENCY}
          </strong>
        </div>
      </div>
      {progress.next && next ? (
        <>
          <div
            className="progress-bar"
            role="progressbar"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={progress.percent}
            aria-label={t('profile.vipProgress', { level: nameOf(next) })}
          >
            <span className="progress-bar-fill" style={{ width: `${progress.percent}%` }} />
          </div>
          <p className="vip-remaining">
            {t('profile.vipRemaining', {
              amount: formatUsdt(progress.next.remaining, i18n.language),
              level: nameOf(next),
              percent: progress.percent,
            })}
          </p>
        </>
      ) : (
        <p className="vip-remaining">{t('profile.vipTop')}</p>
      )}
    </div>
  )
}

/** The VIP levels, each shown as the range of deposits from the previous threshold to its own. */
export function VipClub() {
  const { t, i18n } = useTranslation(PROFILE_TEXTS)
  const levels = useVipLevelsQuery()
  const account = useMemberAccountQuery()
  if (levels.isLoading) return <SkeletonRows rows={3} label={t('common.loading')} />
  if (levels.error) return <LoadError error={levels.error} onRetry={levels.refetch} />
  if (!levels.data?.length) return <EmptyState text={t('profile.noVipLevels')} />
  const total = account.data && toMoney(account.data.total_recharge)
  const progress =
    total === undefined
      ? undefined
      : vipProgress(
          levels.data.map((level) => ({ level: level.level, recharge: toMoney(level.recharge) })),
          total,
        )
  const currentLevel = progress?.level
  return (
    <>
      {total !== undefined && progress && (
        <VipStanding levels={levels.data} total={total} progress={progress} />
      )}
      {account.error && <LoadError error={account.error} onRetry={account.refetch} />}
      <ol className="vip-levels">
        {levels.data.map((level, index) => {
          // A level is reached at its own total and held until the next level's; the top one has no end.
          const next = levels.data?.[index + 1]?.recharge
          const from = formatDecimal(level.recharge, i18n.language)
          const range = next === undefined ? `${from}+` : `${from} – ${formatDecimal(next, i18n.language)}`
          const isCurrent = level.level === currentLevel
          return (
            <li
              key={level.level}
              className={isCurrent ? 'vip-level vip-level-current' : 'vip-level'}
              aria-current={isCurrent ? 'true' : undefined}
            >
              <img src={level.img} alt="" width={40} height={40} />
              <span className="vip-name">{t(`profile.vip.${level.name}`, { defaultValue: level.name })}</span>
              <span className="numeric muted">{t('profile.vipRange', { range })}</span>
              {isCurrent && <span className="badge">{t('profile.vipYourLevel')}</span>}
            </li>
          )
        })}
      </ol>
    </>
  )
}
