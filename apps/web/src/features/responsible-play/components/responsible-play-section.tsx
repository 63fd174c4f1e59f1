import type { LegalPageKey } from '@app/contract'
import { FileText } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { LoadError, SkeletonRows } from '../../../shared/ui/load-states'
import { useMemberLimitsQuery } from '../api/protection-api'
import { PROTECTION_TEXTS } from '../protection-texts'
import { BreakBanner } from './break-banner'
import { LimitsForm } from './limits-form'
import { RealityCheckSetting } from './reality-check-setting'
import { TakeABreak } from './take-a-break'
import '../responsible-play.css'

const SELF_EXCLUSION_PAGE: LegalPageKey = 'self-exclusion'

/** The profile's responsible play section: the break in force, limits, the reality check and breaks. */
export function ResponsiblePlay() {
  const { t } = useTranslation(PROTECTION_TEXTS)
  const limits = useMemberLimitsQuery()
  if (limits.isLoading) return <SkeletonRows rows={6} label={t('common.loading')} />
  if (!limits.data) return <LoadError error={limits.error} onRetry={() => void limits.refetch()} />
  const { block } = limits.data
  return (
    <div className="protection">
      <p className="muted">{t('protection.intro')}</p>
      {block && <BreakBanner block={block} />}
      <LimitsForm limits={limits.data.limits} />
      <RealityCheckSetting />
      <TakeABreak block={block} />
      <p className="protection-policy">
        <Link to={`/legal/${SELF_EXCLUSION_PAGE}`} className="back-link">
          <FileText aria-hidden size={18} />
          {t('protection.policy')}
        </Link>
      </p>
    </div>
  )
}
