import type { Draw } from '@app/contract'
import { DRAW_STATUS } from '@app/domain'
import { Clock, ShieldCheck } from 'lucide-react'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { formatDateTime } from '../../shared/format/format'
import { DrawBalls, isMarkSixBalls, yearAnimalOf } from './balls'
import { subscribeDrawEvents } from './draw-events'
import { countdownParts, formatBall, shortHash } from './labels'
import { useLatestDrawQuery } from './lottery-api'
import { LOTTERY_TEXTS } from './lottery-texts'
import { isBettingClosed } from './shared/is-betting-closed'

/** The last 60 s of a countdown turn warning-coloured (VISUAL.md). */
const LAST_MINUTE_MS = 60_000

type Phase = 'none' | 'open' | 'lastMinute' | 'closed'

/**
 * The draw taking bets: its number, a live countdown to the close, the draw time and the seed's
 * commitment. Screen readers hear only the changes that matter (opened, last minute, closed),
 * not every second.
 */
export function DrawStatus({
  draw,
  now,
  isLoading,
}: {
  draw: Draw | null | undefined
  now: number
  isLoading: boolean
}) {
  const { t, i18n } = useTranslation(LOTTERY_TEXTS)
  const left = draw ? Date.parse(draw.closes_at) - now : 0
  const isClosed = isBettingClosed(draw, now)
  const phase: Phase = !draw ? 'none' : isClosed ? 'closed' : left <= LAST_MINUTE_MS ? 'lastMinute' : 'open'
  const { days, clock } = countdownParts(left)
  if (isLoading) return <div className="draw-status panel skeleton-row" aria-hidden />
  return (
    <section className="draw-status panel" aria-label={t('lottery.draw.current')}>
      <div className="draw-status-main">
        <span className="muted">{t('lottery.draw.current')}</span>
        <strong className="draw-number numeric" data-testid="draw-number">
          {draw ? t('lottery.draw.number', { number: draw.number }) : '—'}
        </strong>
        {draw && (
          <span className="muted">
            {t('lottery.draw.drawsAt', { time: formatDateTime(draw.draws_at, i18n.language) })}
          </span>
        )}
      </div>
      {isClosed ? (
        <p className="draw-closed">{t('lottery.draw.closed')}</p>
      ) : (
        <div className={phase === 'lastMinute' ? 'draw-countdown is-last-minute' : 'draw-countdown'}>
          <Clock aria-hidden size={18} />
          <span className="muted">{t('lottery.draw.closesIn')}</span>
          <span className="draw-countdown-clock numeric" role="timer" data-testid="countdown">
            {days > 0 ? t('lottery.draw.daysAnd', { days, clock }) : clock}
          </span>
        </div>
      )}
      {draw && (
        <p className="draw-commitment muted">
          <ShieldCheck aria-hidden size={16} />
          <span>{t('lottery.draw.commitment')}</span>
          <code title={draw.commitment}>{shortHash(draw.commitment)}</code>
          <Link to="/fairness">{t('lottery.draw.howProven')}</Link>
        </p>
      )}
      <p className="visually-hidden" aria-live="polite">
        {draw
          ? t(`lottery.draw.announce.${phase}`, { number: draw.number })
          : t('lottery.draw.announce.none')}
      </p>
    </section>
  )
}

/**
 * The newest finished draw of the game. When the screen hears that a draw of this game settled,
 * its balls appear one by one and the result is read out politely.
 */
export function LastResult({ game }: { game: string }) {
  const { t, i18n } = useTranslation(LOTTERY_TEXTS)
  const { data: latest } = useLatestDrawQuery(game)
  const [settled, setSettled] = useState<Draw | undefined>()
  useEffect(() => {
    setSettled(undefined)
    return subscribeDrawEvents((event) => {
      if (event.type === 'settled' && event.draw.game === game) setSettled(event.draw)
    })
  }, [game])
  const shown = settled && (!latest || settled.id >= latest.id) ? settled : latest
  if (!shown) return null
  const result = isMarkSixBalls(shown.result) ? shown.result : undefined
  const isRevealing = settled !== undefined && shown.id === settled.id
  return (
    <section className="last-result panel" aria-labelledby="last-result-title">
      <div className="last-result-head">
        <h2 id="last-result-title" className="last-result-title">
          {t('lottery.results.latest', { number: shown.number })}
        </h2>
        <span className="muted">{formatDateTime(shown.draws_at, i18n.language)}</span>
      </div>
      {result ? (
        <DrawBalls
          key={shown.id}
          result={result}
          yearAnimal={yearAnimalOf(shown.year_animal)}
          isRevealing={isRevealing}
        />
      ) : (
        <p className="muted">
          {shown.status === DRAW_STATUS.canceled
            ? t('lottery.results.canceled')
            : t('lottery.results.drawing')}
        </p>
      )}
      {shown.seed && (
        <Link className="fairness-link" to={`/fairness?draw=${shown.id}`}>
          <ShieldCheck aria-hidden size={16} />
          {t('lottery.results.verify')}
        </Link>
      )}
      <p className="visually-hidden" aria-live="polite">
        {isRevealing && result
          ? t('lottery.results.announce', {
              number: shown.number,
              numbers: result.numbers.map(formatBall).join(', '),
              special: formatBall(result.special),
            })
          : ''}
      </p>
    </section>
  )
}
