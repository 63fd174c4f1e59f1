import type { SportsBet } from '@app/contract'
import { BET_STATUS } from '@app/domain'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { numberFormat } from '../../shared/format/intl-formats'
import { LoadError, SkeletonRows } from '../../shared/ui/load-states'
import { Modal } from '../../shared/ui/modal'
import { SettlementReasons } from '../../shared/ui/settlement-reasons'
import { BetFoldFacts, BetLegs, betPayout, OutcomeBadge, outcomeOf, sportOf, usdtText } from './bet-parts'
import { CombinationPager } from './combination-pager'
import { CombinationRow } from './combination-row'
import { formatKickOff, matchName, outcomeLabel } from './labels'
import { useSportsBetDetailQuery } from './sports-api'
import { SPORTS_TEXTS } from './sports-texts'

/** A bet's facts: parlays, combinations, multiple, stake, estimates, and once settled its payout and tax. */
export function BetFacts({ bet }: { bet: SportsBet }) {
  const { t, i18n } = useTranslation(SPORTS_TEXTS)
  const usdt = (decimal: string) => usdtText(decimal, i18n.language)
  const isSettled = bet.status !== BET_STATUS.pending
  return (
    <dl className="fact-list">
      <BetFoldFacts bet={bet} />
      <div>
        <dt>{t('sports.myBets.unitStake')}</dt>
        <dd className="numeric">{usdt(bet.cast_value)}</dd>
      </div>
      <div>
        <dt>{t('sports.slip.totalStake')}</dt>
        <dd className="numeric">{usdt(bet.total_price)}</dd>
      </div>
      {isSettled ? (
        <>
          <div>
            <dt>{t('sports.myBets.payout')}</dt>
            <dd className="numeric fact-total">{usdt(betPayout(bet))}</dd>
          </div>
          {bet.payout !== null && (
            <div>
              <dt>{t('sports.myBets.credited')}</dt>
              <dd className="numeric">{usdt(bet.payout)}</dd>
            </div>
          )}
          {bet.tax !== null && Number(bet.tax) > 0 && (
            <div>
              <dt>{t('sports.myBets.tax')}</dt>
              <dd className="numeric">{usdt(bet.tax)}</dd>
            </div>
          )}
        </>
      ) : (
        <div>
          <dt>{t('sports.myBets.estimate')}</dt>
          <dd className="numeric">
            {t('sports.myBets.estimateRange', { min: usdt(bet.estimated_min), max: usdt(bet.estimated_max) })}
          </dd>
        </div>
      )}
    </dl>
  )
}

/** One chunk (1,000) of a bet's combinations, each with its legs and its result. */
function Combinations({
  bet,
  chunk,
  onChunk,
}: {
  bet: SportsBet
  chunk: number
  onChunk: (chunk: number) => void
}) {
  const { t, i18n } = useTranslation(SPORTS_TEXTS)
  const sport = sportOf(bet.game)
  const detail = useSportsBetDetailQuery({ game: sport, id: bet.bet_id, chunk })
  if (detail.isLoading) return <SkeletonRows rows={3} label={t('common.loading')} />
  if (detail.error || !detail.data)
    return (
      <LoadError
        error={detail.error}
        onRetry={() => void detail.refetch()}
        text={t('sports.detail.loadError')}
      />
    )
  const { data, result, chunks, status } = detail.data
  const first = chunk * 1000
  const number = numberFormat(i18n.language)
  return (
    <section className="bet-combinations" aria-labelledby="bet-combinations-title">
      <h3 id="bet-combinations-title">{t('sports.detail.combinations')}</h3>
      <ol className="combination-list" start={first + 1}>
        {data.map((legs, index) => {
          const bonus = result[index]?.bonus ?? '0'
          const label = outcomeOf(status, bonus)
          return (
            <CombinationRow
              key={legs.map((leg) => `${leg.m}|${leg.k}|${leg.e ?? ''}|${leg.n}`).join(',')}
              number={number.format(first + index + 1)}
              legs={legs.map((leg) => {
                const match = detail.data.match[leg.m]
                return {
                  key: `${leg.m}|${leg.k}|${leg.e ?? ''}|${leg.n}`,
                  match: match ? matchName(t, match.home_team_name, match.away_team_name) : leg.m,
                  outcome: outcomeLabel(t, sport, leg.k, leg.n, leg.e, i18n.language),
                  odds: leg.o,
                }
              })}
            >
              <div className="combination-figures">
                <OutcomeBadge label={label} />
                {label === 'WIN' && (
                  <span className="numeric">
                    {t('sports.detail.bonus', { amount: usdtText(bonus, i18n.language) })}
                  </span>
                )}
              </div>
            </CombinationRow>
          )
        })}
      </ol>
      <CombinationPager
        page={chunk}
        pages={chunks}
        onPage={onChunk}
        status={
          <span className="muted numeric">{t('sports.detail.chunk', { chunk: chunk + 1, chunks })}</span>
        }
      />
    </section>
  )
}

/** A bet in full: its facts, its legs with scores, and its combinations a chunk at a time. */
export function BetDetail({ bet, onClose }: { bet: SportsBet | undefined; onClose: () => void }) {
  const { t, i18n } = useTranslation(SPORTS_TEXTS)
  const [chunk, setChunk] = useState(0)
  return (
    <Modal
      title={bet ? t('sports.detail.title', { id: bet.bet_id }) : ''}
      isOpen={bet !== undefined}
      onClose={() => {
        setChunk(0)
        onClose()
      }}
      size="wide"
    >
      {bet && (
        <div className="bet-detail">
          <div className="bet-detail-head">
            <span className="muted">
              {t(`sports.games.${sportOf(bet.game)}`)} ·{' '}
              <time dateTime={bet.create_at}>{formatKickOff(bet.create_at, i18n.language)}</time>
            </span>
            <OutcomeBadge label={outcomeOf(bet.status, bet.payout ?? betPayout(bet))} />
          </div>
          <BetFacts bet={bet} />
          <SettlementReasons reasons={bet.settle_reasons} />
          <BetLegs bet={bet} />
          <Combinations bet={bet} chunk={chunk} onChunk={setChunk} />
        </div>
      )}
    </Modal>
  )
}
