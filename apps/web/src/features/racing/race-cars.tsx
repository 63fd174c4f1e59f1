import type { RaceKey } from '@app/domain'
import { useTranslation } from 'react-i18next'
import { positionName } from './race-labels'
import './racing.css'
import { RACING_TEXTS } from './racing-texts'

/** A car's number as a chip in its colour, e.g. the cars of a finishing order. */
export function CarChip({ car, size = 'medium' }: { car: number; size?: 'small' | 'medium' }) {
  return (
    <span className={`car-chip car-chip-${size} car-${car}`} aria-hidden>
      {car}
    </span>
  )
}

/**
 * A finishing order as coloured chips, champion first; screen readers hear each position and car,
 * e.g. "Champion: car 7".
 */
export function CarOrder({
  order,
  size = 'medium',
  label,
}: {
  order: readonly number[]
  size?: 'small' | 'medium'
  label?: string
}) {
  const { t } = useTranslation(RACING_TEXTS)
  return (
    <ol className={`car-order car-order-${size}`} aria-label={label ?? t('racing.results.order')}>
      {order.map((car, index) => (
        <li key={car}>
          <span className="visually-hidden">
            {t('racing.placeCar', { position: positionName(t, index + 1), car })}
          </span>
          <CarChip car={car} size={size} />
        </li>
      ))}
    </ol>
  )
}

/**
 * A racer drawn inline (no image files): a race car for ten-car racing, an airship for airship,
 * in the car's colour with its number on a white badge.
 */
export function Vehicle({ car, game }: { car: number; game: RaceKey }) {
  const badge = game === 'airship' ? { x: 37, y: 15 } : { x: 33, y: 19 }
  return (
    <svg className={`vehicle car-${car}`} viewBox="0 0 64 32" aria-hidden focusable="false">
      {game === 'airship' ? (
        <>
          <path className="vehicle-dark" d="M10 16 1 4h7l9 9zM10 16 1 28h7l9-9z" />
          <path className="vehicle-dark" d="M27 24h14l-2 6H29z" />
          <ellipse className="vehicle-body" cx="35" cy="15" rx="28" ry="12" />
          <path className="vehicle-shine" d="M19 8c7-3 22-3 32 1" />
        </>
      ) : (
        <>
          <rect className="vehicle-body" x="1" y="6" width="4" height="12" rx="1" />
          <path className="vehicle-body" d="M3 22c0-4 2-7 6-7h10l7-7h15l9 7h8c3 0 5 2 5 5v4H3z" />
          <path className="vehicle-window" d="M28 10h11l6 5H23z" />
          <circle className="vehicle-dark" cx="15" cy="25" r="5.5" />
          <circle className="vehicle-dark" cx="50" cy="25" r="5.5" />
          <circle className="vehicle-hub" cx="15" cy="25" r="2" />
          <circle className="vehicle-hub" cx="50" cy="25" r="2" />
        </>
      )}
      <circle className="vehicle-badge" cx={badge.x} cy={badge.y} r="7.5" />
      <text className="vehicle-number" x={badge.x} y={badge.y} textAnchor="middle" dominantBaseline="central">
        {car}
      </text>
    </svg>
  )
}
