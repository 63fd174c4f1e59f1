import { useTranslation } from 'react-i18next'
import { formatDecimal } from '../../shared/format/format'
import { EmptyState, LoadError, SkeletonRows } from '../../shared/ui/load-states'
import { useVipLevelsQuery } from './profile-api'

/** The VIP levels, each shown as the range of deposits from the previous threshold to its own. */
export function VipClub() {
  const { t, i18n } = useTranslation()
  const levels = useVipLevelsQuery()
  if (levels.isLoading) return <SkeletonRows rows={3} label={t('common.loading')} />
  if (levels.error) return <LoadError error={levels.error} onRetry={levels.refetch} />
  if (!levels.data?.length) return <EmptyState text={t('profile.noVipLevels')} />
  return (
    <ol className="vip-levels">
      {levels.data.map((level, index) => {
        const from = levels.data?.[index - 1]?.recharge ?? '0'
        const range =
          from === level.recharge
            ? formatDecimal(level.recharge, i18n.language)
            : `${formatDecimal(from, i18n.language)} – ${formatDecimal(level.recharge, i18n.language)}`
        return (
          <li key={level.level} className="vip-level">
            <img src={level.img} alt="" width={40} height={40} />
            <span className="vip-name">{t(`profile.vip.${level.name}`, { defaultValue: level.name })}</span>
            <span className="numeric muted">{t('profile.vipRange', { range })}</span>
          </li>
        )
      })}
    </ol>
  )
}
