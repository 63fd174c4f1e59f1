import { type ExchangeRate, formatOdds, type Money, type Odds, toDisplayCurrency } from '@app/domain'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { formatAmount } from '../../shared/format/format'
import { numberFormat } from '../../shared/format/intl-formats'
import { Modal } from '../../shared/ui/modal'
import { CombinationPager } from './combination-pager'
import { CombinationRow } from './combination-row'
import { matchName, outcomeLabel } from './labels'
import type { SportsState } from './slice'
import { COMBINATION_PAGE_SIZE, combinationPage, combinationPayout, oddsValue } from './slip-model'
import { SPORTS_TEXTS } from './sports-texts'

type CombinationListProps = {
  isOpen: boolean
  onClose: () => void
  state: Pick<SportsState, 'betSlipList' | 'folds' | 'multiple' | 'selectedGame'>
  /** The unit stake in USDT. */
  unitStake: Money
  combinationCount: bigint
  currency: string
  exchangeRate: ExchangeRate
}

/** The product of a combination's odds, in thousandths, cut toward zero: 1.85 × 2.00 is 3.70. */
function productOf(odds: readonly Odds[]): Odds {
  let product = 1000n
  for (const value of odds) product = (product * value) / 1000n
  return product as Odds
}

/**
 * The spec's bet combination list: the current slip's combinations, 1,000 to a page, listed
 * lazily from the domain's enumeration (a page is built only when shown, never the whole list),
 * each with its legs, the product of its odds and what it pays if every leg wins.
 */
export function CombinationList({
  isOpen,
  onClose,
  state,
  unitStake,
  combinationCount,
  currency,
  exchangeRate,
}: CombinationListProps) {
  const { t, i18n } = useTranslation(SPORTS_TEXTS)
  const [page, setPage] = useState(0)
  const pages = Number(
    (combinationCount + BigInt(COMBINATION_PAGE_SIZE) - 1n) / BigInt(COMBINATION_PAGE_SIZE),
  )
  const current = Math.min(page, Math.max(0, pages - 1))
  const { betSlipList, folds, multiple, selectedGame: sport } = state
  const rows = useMemo(() => {
    if (!isOpen) return []
    const counts = betSlipList.map((match) => match.picks.length)
    return combinationPage(counts, folds, current).map((combination) =>
      combination.flatMap(({ match, pick }) => {
        const entry = betSlipList[match]
        const chosen = entry?.picks[pick]
        return entry && chosen ? [{ match: entry, pick: chosen }] : []
      }),
    )
  }, [isOpen, betSlipList, folds, current])
  const number = numberFormat(i18n.language)
  const first = current * COMBINATION_PAGE_SIZE
  return (
    <Modal title={t('sports.combinations.title')} isOpen={isOpen} onClose={onClose} size="wide">
      <p className="muted numeric" aria-live="polite">
        {combinationCount === 0n
          ? t('sports.combinations.none')
          : t('sports.combinations.range', {
              from: number.format(first + 1),
              to: number.format(first + rows.length),
              total: number.format(combinationCount),
            })}
      </p>
      <ol className="combination-list" start={first + 1}>
        {rows.map((legs, index) => {
          const odds = legs.map(({ pick }) => oddsValue(pick.odds))
          const payout = toDisplayCurrency(combinationPayout(sport, odds, unitStake, multiple), exchangeRate)
          return (
            <CombinationRow
              key={legs.map(({ pick }) => pick.key).join(',')}
              number={number.format(first + index + 1)}
              legs={legs.map(({ match, pick }) => ({
                key: pick.key,
                match: matchName(t, match.homeName, match.awayName),
                outcome: outcomeLabel(t, sport, pick.kind, pick.name, pick.handicapVal, i18n.language),
                odds: pick.odds,
              }))}
            >
              <div className="combination-figures numeric">
                <span>{t('sports.combinations.odds', { odds: formatOdds(productOf(odds)) })}</span>
                <span>
                  {t('sports.combinations.payout', {
                    amount: formatAmount(payout, currency, i18n.language),
                    currency,
                  })}
                </span>
              </div>
            </CombinationRow>
          )
        })}
      </ol>
      <CombinationPager page={current} pages={pages} onPage={setPage} />
    </Modal>
  )
}
