import { Lock } from 'lucide-react'
import { useTranslation } from 'react-i18next'

/** An account's standing: locked (no sign-in possible) or active. */
export function PlayerStatus({ isLocked }: { isLocked: boolean }) {
  const { t } = useTranslation()
  return isLocked ? (
    <span className="bo-tag bo-tag-error">
      <Lock aria-hidden size={12} />
      {t('players.locked')}
    </span>
  ) : (
    <span className="bo-tag">{t('players.active')}</span>
  )
}
