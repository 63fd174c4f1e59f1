import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { SPORTS_TEXTS } from './sports-texts'

/** One leg of a combination as it reads: the match, the outcome picked and its odds. */
export type CombinationLeg = { key: string; match: string; outcome: string; odds: string }

/**
 * A numbered combination, in the slip's combination list and in a placed bet's detail: its legs,
 * then `children` with its figures (the odds and payout, or the result).
 */
export function CombinationRow({
  number,
  legs,
  children,
}: {
  /** The combination's place in the whole list, formatted for the reader, e.g. "1,001". */
  number: string
  legs: readonly CombinationLeg[]
  children: ReactNode
}) {
  const { t } = useTranslation(SPORTS_TEXTS)
  return (
    <li className="combination-row" aria-label={t('sports.combinations.number', { number })}>
      <span className="combination-number muted numeric" aria-hidden>
        {number}
      </span>
      <ul className="combination-legs">
        {legs.map((leg) => (
          <li key={leg.key}>
            <span className="muted">{leg.match}</span> <span>{leg.outcome}</span>{' '}
            <span className="numeric">@{leg.odds}</span>
          </li>
        ))}
      </ul>
      {children}
    </li>
  )
}
