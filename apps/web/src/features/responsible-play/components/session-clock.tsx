import { Clock } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { useNow } from '../../../shared/hooks/use-now'
import { useRealityCheck } from '../hooks/use-reality-check'
import { PROTECTION_TEXTS } from '../protection-texts'
import { formatClock, isoDuration, sessionElapsedMs } from '../session-time'
import '../responsible-play.css'

/** How long the player has been signed in, ticking each second on the server's clock, for a play screen's header. */
export function SessionClock() {
  const { t } = useTranslation(PROTECTION_TEXTS)
  const { data: check } = useRealityCheck()
  const now = useNow(1000)
  if (!check) return null
  const elapsed = sessionElapsedMs(check, now)
  return (
    <p className="session-clock" data-testid="session-clock">
      <Clock aria-hidden size={16} />
      <span className="session-clock-label">{t('protection.clock.label')}</span>
      <time className="numeric" dateTime={isoDuration(elapsed)}>
        {formatClock(elapsed)}
      </time>
    </p>
  )
}
