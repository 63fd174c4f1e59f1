import type { Draw } from '@app/contract'
import type { RaceKey } from '@app/domain'
import { Clock, ShieldCheck } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { formatDateTime } from '../../shared/format/format'
import { useNow } from '../../shared/hooks/use-now'
import { isBettingClosed } from '../lottery/shared/is-betting-closed'
import { clockText, shortHash } from './race-labels'
import { RACING_TEXTS } from './racing-texts'

export { useNow }

/** The last 60 s of a countdown turn warning-coloured (VISUAL.md). */
const LAST_MINUTE_MS = 60_000
/**
 * A race closing further away than one 5-minute interval (and its 30 s close) is the first race
 * of the next daily window: the screen says when racing resumes rather than only counting down.
 */
const NEXT_WINDOW_MS = 6 * 60_000

type Phase = 'none' | 'later' | 'open' | 'lastMinute' | 'closed'

function phaseOf(draw: Draw | null | undefined, now: number): Phase {
  if (!draw) return 'none'
  if (isBettingClosed(draw, now)) return 'closed'
  const left = Date.parse(draw.closes_at) - now
  if (left > NEXT_WINDOW_MS) return 'later'
  return left <= LAST_MINUTE_MS ? 'lastMinute' : 'open'
}

/**
 * The race taking bets: its number, a live countdown to the close, the start time and the seed's
 * commitment; outside the daily window, when the next race is. Screen readers hear only the
 * changes that matter (open, last minute, closed), not every second.
 */
export function RaceDrawStatus({
  game,
  draw,
  now,
  isLoading,
}: {
  game: RaceKey
  draw: Draw | null | undefined
  now: number
  isLoading: boolean
}) {
  const { t, i18n } = useTranslation(RACING_TEXTS)
  if (isLoading) return <div className="race-status panel skeleton-row" aria-hidden />
  const phase = phaseOf(draw, now)
  const left = draw ? Date.parse(draw.closes_at) - now : 0
  return (
    <section className="race-status panel" aria-labelledby="race-status-title" data-phase={phase}>
      <div className="race-status-main">
        <h2 id="race-status-title" className="race-status-label muted">
          {phase === 'later' ? t('racing.draw.next') : t('racing.draw.current')}
        </h2>
        <strong className="race-number numeric" data-testid="race-number">
          {draw ? t('racing.draw.number', { number: draw.number }) : '—'}
        </strong>
        {draw && (
          <span className="muted">
            {t('racing.draw.startsAt', { time: formatDateTime(draw.draws_at, i18n.language) })}
          </span>
        )}
      </div>
      {phase === 'none' && (
        <p className="race-closed" role="status">
          {t('racing.draw.none', { schedule: t(`racing.schedule.${game}`) })}
        </p>
      )}
      {phase === 'later' && (
        <p className="race-later">{t('racing.draw.later', { schedule: t(`racing.schedule.${game}`) })}</p>
      )}
      {phase === 'closed' && draw && (
        <p className="race-closed" role="status">
          {t('racing.draw.closed')}
        </p>
      )}
      {(phase === 'open' || phase === 'lastMinute' || phase === 'later') && (
        <div className={phase === 'lastMinute' ? 'race-countdown is-last-minute' : 'race-countdown'}>
          <Clock aria-hidden size={18} />
          <span className="muted">{t('racing.draw.closesIn')}</span>
          <span className="race-countdown-clock numeric" role="timer" data-testid="race-countdown">
            {clockText(left)}
          </span>
        </div>
      )}
      {draw && (
        <p className="race-commitment muted">
          <ShieldCheck aria-hidden size={16} />
          <span>{t('racing.draw.commitment')}</span>
          <code title={draw.commitment}>{shortHash(draw.commitment)}</code>
          <Link to="/fairness">{t('racing.draw.howProven')}</Link>
        </p>
      )}
      <p className="visually-hidden" aria-live="polite">
        {t(`racing.draw.announce.${phase}`, { number: draw?.number ?? '' })}
      </p>
    </section>
  )
}
