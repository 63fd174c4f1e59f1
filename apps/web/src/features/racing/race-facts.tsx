import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { CarChip, CarOrder } from './race-cars'
import { pairName, positionName } from './race-labels'
import { raceFacts } from './race-result'
import { RACING_TEXTS } from './racing-texts'

/** The first three cars on a podium, then the whole finishing order. */
export function RacePodium({ order }: { order: readonly number[] }) {
  const { t } = useTranslation(RACING_TEXTS)
  return (
    <div className="race-podium-block">
      <ol className="race-podium">
        {order.slice(0, 3).map((car, index) => (
          <li key={car} className={`podium-step podium-${index + 1}`}>
            <span className="podium-place numeric">{index + 1}</span>
            <CarChip car={car} />
            <span className="podium-text">
              <span className="podium-position">{positionName(t, index + 1)}</span>
              <span className="muted">{t('racing.car', { car })}</span>
            </span>
          </li>
        ))}
      </ol>
      <CarOrder order={order} label={t('racing.results.order')} />
    </div>
  )
}

/**
 * The bets a result settles at a glance: champion + runner-up sum with its size and parity, and
 * the dragon/tiger of each of the five pairs (by the domain's rules).
 */
export function RaceFactsList({
  order,
  isCompact = false,
}: {
  order: readonly number[]
  isCompact?: boolean
}) {
  const { t } = useTranslation(RACING_TEXTS)
  const facts = useMemo(() => raceFacts(order), [order])
  return (
    <dl className={isCompact ? 'race-facts is-compact' : 'race-facts'}>
      <div>
        <dt>{t('racing.results.sum')}</dt>
        <dd className="numeric">
          {t('racing.results.sumValue', {
            sum: facts.sum,
            size: t(`racing.sides.${facts.sumSize}`),
            parity: t(`racing.sides.${facts.sumParity}`),
          })}
        </dd>
      </div>
      <div>
        <dt>{t('racing.groups.dragonVsTriger')}</dt>
        <dd>
          <ul className="pair-results">
            {facts.pairs.map((pair) => (
              <li key={pair.pair} className={`pair-result is-${pair.winner}`}>
                <span className="muted numeric">{pairName(t, pair.pair)}</span>{' '}
                <strong>{t(`racing.dragonTiger.${pair.winner}`)}</strong>
              </li>
            ))}
          </ul>
        </dd>
      </div>
    </dl>
  )
}
