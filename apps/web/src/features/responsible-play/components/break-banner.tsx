import type { PlayBlockView } from '@app/contract'
import { ShieldAlert } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { formatDateTime } from '../../../shared/format/format'
import { PROTECTION_TEXTS } from '../protection-texts'

/** The break in force: a time-out or self-exclusion until when (or for good), and what it closes. */
export function BreakBanner({ block }: { block: PlayBlockView }) {
  const { t, i18n } = useTranslation(PROTECTION_TEXTS)
  const headline =
    block.until === null
      ? t('protection.block.permanent')
      : t(block.kind === 'time_out' ? 'protection.block.timeOut' : 'protection.block.selfExclusion', {
          date: formatDateTime(block.until, i18n.language),
        })
  return (
    <div className="break-banner" role="status" data-block={block.kind}>
      <ShieldAlert aria-hidden size={24} className="break-banner-icon" />
      <div>
        <p className="break-banner-title">{headline}</p>
        <p>{t('protection.block.effects')}</p>
      </div>
    </div>
  )
}
