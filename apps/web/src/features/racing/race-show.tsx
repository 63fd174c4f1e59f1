import type { RaceKey } from '@app/domain'
import { FastForward, RotateCcw, X } from 'lucide-react'
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useMediaQuery } from '../../shared/hooks/use-media-query'
import { Vehicle } from './race-cars'
import { RaceFactsList, RacePodium } from './race-facts'
import { positionName } from './race-labels'
import { crossedBy, progressAt, RUN_OUT_DISTANCE, raceTimeline, runOutAt } from './race-timeline'
import './racing.css'
import { RACING_TEXTS } from './racing-texts'

const CARS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const
const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)'

/** A lane's start-to-line distance in px: what the car's nose travels from the start to the line. */
type Geometry = { toLine: number }

/**
 * The race show: ten cars race across the track and cross the line in exactly the drawn order
 * (the timing comes from race-timeline), then the podium and the full order appear as text.
 * Each frame only moves the cars with transform, straight on the DOM, so React does not render
 * 60 times a second; under prefers-reduced-motion the final order shows at once with a fade.
 */
export function RaceShow({
  game,
  number,
  order,
  onClose,
}: {
  game: RaceKey
  /** The draw number, which also seeds the cars' wobble so a replay is the same race. */
  number: string
  order: readonly number[]
  onClose?: () => void
}) {
  const { t } = useTranslation(RACING_TEXTS)
  const isReducedMotion = useMediaQuery(REDUCED_MOTION_QUERY)
  const timeline = useMemo(() => raceTimeline(order, `${game}:${number}`), [order, game, number])
  const [run, setRun] = useState(0)
  const [isFinished, setFinished] = useState(false)
  const laneRef = useRef<HTMLDivElement>(null)
  const cars = useRef(new Map<number, HTMLElement>())
  const places = useRef(new Map<number, HTMLElement>())
  const geometry = useRef<Geometry>({ toLine: 0 })
  const trackRef = useRef<HTMLDivElement>(null)
  const elapsed = useRef(0)
  const frame = useRef(0)
  const resultRef = useRef<HTMLHeadingElement>(null)

  const paint = useCallback(
    (at: number) => {
      const { toLine } = geometry.current
      for (const racer of timeline.order) {
        const x = (progressAt(timeline, racer, at) + runOutAt(timeline, racer, at)) * toLine
        const element = cars.current.get(racer)
        if (element) element.style.transform = `translate3d(${x.toFixed(1)}px, 0, 0)`
      }
      const crossed = crossedBy(timeline, at)
      for (const racer of CARS) {
        const badge = places.current.get(racer)
        const place = crossed.indexOf(racer) + 1
        const text = place > 0 ? String(place) : ''
        if (badge && badge.textContent !== text) {
          badge.textContent = text
          badge.classList.toggle('is-podium', place > 0 && place <= 3)
        }
      }
    },
    [timeline],
  )

  // The lane's width sets the track length, with room past the line for the champion's run-out;
  // the line and the place marks are placed to match. A resize (a phone turned) repaints.
  useEffect(() => {
    const lane = laneRef.current
    const track = trackRef.current
    if (!lane || !track) return
    const measure = () => {
      const car = lane.querySelector<HTMLElement>('.race-car')?.offsetWidth ?? 0
      const toLine = Math.max(0, (lane.clientWidth - car) / (1 + RUN_OUT_DISTANCE))
      geometry.current = { toLine }
      track.style.setProperty('--to-line', `${toLine}px`)
      track.style.setProperty('--line-x', `${toLine + car}px`)
      paint(elapsed.current)
    }
    measure()
    const observer = new ResizeObserver(measure)
    observer.observe(lane)
    return () => observer.disconnect()
  }, [paint])

  // biome-ignore lint/correctness/useExhaustiveDependencies: `run` restarts the race when the player watches it again
  useEffect(() => {
    if (isReducedMotion) {
      elapsed.current = timeline.durationMs
      paint(timeline.durationMs)
      setFinished(true)
      return
    }
    let start: number | undefined
    const step = (now: number) => {
      start ??= now
      elapsed.current = now - start
      paint(elapsed.current)
      if (elapsed.current >= timeline.durationMs) {
        setFinished(true)
        return
      }
      frame.current = requestAnimationFrame(step)
    }
    elapsed.current = 0
    paint(0)
    frame.current = requestAnimationFrame(step)
    return () => cancelAnimationFrame(frame.current)
  }, [run, timeline, isReducedMotion, paint])

  useEffect(() => {
    if (isFinished && resultRef.current?.dataset.focus === 'true') resultRef.current.focus()
  }, [isFinished])

  function handleSkip() {
    cancelAnimationFrame(frame.current)
    elapsed.current = timeline.durationMs
    paint(timeline.durationMs)
    if (resultRef.current) resultRef.current.dataset.focus = 'true'
    setFinished(true)
  }

  function handleReplay() {
    if (resultRef.current) resultRef.current.dataset.focus = 'false'
    setFinished(false)
    setRun((previous) => previous + 1)
  }

  const champion = order[0]
  return (
    <section
      className={`race-show race-show-${game}${isReducedMotion ? ' is-reduced' : ''}`}
      aria-label={t('racing.show.label', { number })}
      data-state={isFinished ? 'finished' : 'racing'}
    >
      <div className="race-track" ref={trackRef} aria-hidden>
        {CARS.map((car) => (
          <div key={car} className="race-lane">
            <span className={`lane-number car-${car}`}>{car}</span>
            <div className="lane-run" ref={car === 1 ? laneRef : undefined}>
              <span
                className="lane-place"
                ref={(element) => {
                  if (element) places.current.set(car, element)
                  else places.current.delete(car)
                }}
              />
              <div
                className="race-car"
                data-car={car}
                ref={(element) => {
                  if (element) cars.current.set(car, element)
                  else cars.current.delete(car)
                }}
              >
                <Vehicle car={car} game={game} />
              </div>
            </div>
          </div>
        ))}
      </div>
      <div className="race-show-controls">
        {isFinished ? (
          <button type="button" className="button button-secondary button-small" onClick={handleReplay}>
            <RotateCcw aria-hidden size={16} />
            {t('racing.show.again')}
          </button>
        ) : (
          <button type="button" className="button button-small" onClick={handleSkip}>
            <FastForward aria-hidden size={16} />
            {t('racing.show.skip')}
          </button>
        )}
        {onClose && (
          <button type="button" className="button button-ghost button-small" onClick={onClose}>
            <X aria-hidden size={16} />
            {t('racing.show.close')}
          </button>
        )}
      </div>
      <p className="visually-hidden" aria-live="polite">
        {isFinished
          ? t('racing.show.announceResult', {
              number,
              order: order
                .map((car, index) => t('racing.placeCar', { position: positionName(t, index + 1), car }))
                .join(', '),
            })
          : t('racing.show.announceStart', { number })}
      </p>
      <div className="race-outcome" hidden={!isFinished}>
        <h3 ref={resultRef} tabIndex={-1} className="race-outcome-title">
          {champion !== undefined ? t('racing.show.winner', { car: champion }) : ''}
        </h3>
        <RacePodium order={order} />
        <RaceFactsList order={order} />
      </div>
    </section>
  )
}
