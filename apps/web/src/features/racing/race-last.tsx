import type { Draw } from '@app/contract'
import { DRAW_STATUS, type RaceKey } from '@app/domain'
import { Play, ShieldCheck } from 'lucide-react'
import { useEffect, useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { formatDateTime } from '../../shared/format/format'
import { CarOrder } from './race-cars'
import { RaceFactsList } from './race-facts'
import { raceOrderOf } from './race-result'
import { RaceShow } from './race-show'
import { useLastRaceQuery } from './racing-api'
import { RACING_TEXTS } from './racing-texts'

/** How often the latest race is asked for while it is being drawn, should a live event be missed. */
const DRAWING_POLL_MS = 3000
/** How long after a race's start time the screen keeps looking for its result. */
const AWAIT_RESULT_MS = 120_000

type Shown = { id: number; number: string; order: number[] }

/**
 * The latest race of the game. When a race of this game settles while the screen is open (the
 * shell's 'draws' event refreshes the latest race), the show starts by itself; any finished race
 * can be watched again.
 */
export function LastRacePanel({
  game,
  now,
  awaitedDrawsAt,
}: {
  game: RaceKey
  now: number
  /** The start time of a race that has closed while the screen was open, whose result is due. */
  awaitedDrawsAt: string | undefined
}) {
  const { t, i18n } = useTranslation(RACING_TEXTS)
  const awaited = awaitedDrawsAt ? Date.parse(awaitedDrawsAt) : undefined
  const [isPolling, setPolling] = useState(false)
  const last = useLastRaceQuery(game, { pollingInterval: isPolling ? DRAWING_POLL_MS : 0 })
  const draw = last.currentData
  const order = useMemo(() => raceOrderOf(draw), [draw])
  const isDrawing = draw !== undefined && draw !== null && !order && draw.status === DRAW_STATUS.closed
  const isAwaiting =
    awaited !== undefined &&
    now >= awaited - 2000 &&
    now < awaited + AWAIT_RESULT_MS &&
    (!draw || Date.parse(draw.draws_at) < awaited || !order)
  if ((isDrawing || isAwaiting) !== isPolling && !last.isLoading) setPolling(isDrawing || isAwaiting)

  const [shown, setShown] = useState<Shown>()
  // The newest race already finished when the screen opened is not replayed by itself.
  const baseline = useRef<{ game: RaceKey; id: number }>(undefined)
  useEffect(() => {
    if (last.isFetching || draw === undefined) return
    if (baseline.current?.game !== game) {
      setShown(undefined)
      baseline.current = { game, id: draw && order ? draw.id : (draw?.id ?? 0) - 1 }
      return
    }
    if (draw && order && draw.id > baseline.current.id) {
      baseline.current = { game, id: draw.id }
      setShown({ id: draw.id, number: draw.number, order })
    }
  }, [draw, order, game, last.isFetching])

  if (last.isLoading) return <div className="last-race panel skeleton-row" aria-hidden />
  return (
    <section className="last-race panel" aria-labelledby="last-race-title">
      <div className="last-race-head">
        <h2 id="last-race-title" className="last-race-title">
          {draw ? t('racing.last.title', { number: draw.number }) : t('racing.last.none')}
        </h2>
        {draw && (
          <time className="muted" dateTime={draw.draws_at}>
            {formatDateTime(draw.draws_at, i18n.language)}
          </time>
        )}
      </div>
      {shown && shown.id === draw?.id ? (
        <RaceShow
          key={shown.id}
          game={game}
          number={shown.number}
          order={shown.order}
          onClose={() => setShown(undefined)}
        />
      ) : draw && order ? (
        <LastRaceSummary
          draw={draw}
          order={order}
          onWatch={() => setShown({ id: draw.id, number: draw.number, order })}
        />
      ) : draw ? (
        <p className="muted race-drawing" role="status">
          {draw.status === DRAW_STATUS.canceled ? t('racing.results.canceled') : t('racing.last.drawing')}
        </p>
      ) : (
        <p className="muted">{t('racing.results.empty')}</p>
      )}
    </section>
  )
}

function LastRaceSummary({ draw, order, onWatch }: { draw: Draw; order: number[]; onWatch: () => void }) {
  const { t } = useTranslation(RACING_TEXTS)
  return (
    <div className="last-race-summary">
      <CarOrder order={order} />
      <RaceFactsList order={order} isCompact />
      <div className="race-actions">
        <button type="button" className="button button-secondary button-small" onClick={onWatch}>
          <Play aria-hidden size={16} />
          {t('racing.show.watch')}
        </button>
        {draw.seed && (
          <Link className="race-proof-link" to={`/fairness?draw=${draw.id}`}>
            <ShieldCheck aria-hidden size={16} />
            {t('racing.results.verify')}
          </Link>
        )}
      </div>
    </div>
  )
}
