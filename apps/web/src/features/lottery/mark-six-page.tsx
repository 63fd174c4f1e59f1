import {
  DEFAULT_MARK_SIX_BET_TYPE,
  MARK_SIX_VARIANTS,
  type MarkSixBetType,
  type MarkSixVariant,
  toDisplayCurrency,
  yearAnimalAt,
  ZERO,
} from '@app/domain'
import { ListChecks } from 'lucide-react'
import { useCallback, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { formatAmount, formatUsdt } from '../../shared/format/format'
import { useIsWide } from '../../shared/hooks/use-media-query'
import { useNow } from '../../shared/hooks/use-now'
import { LoadError, SkeletonRows } from '../../shared/ui/load-states'
import { SessionClock } from '../responsible-play'
import { BetBoard, BetTypeTabs } from './bet-board'
import { DrawStatus, LastResult } from './draw-panels'
import { HowToPlay } from './how-to-play'
import { selectionLabel } from './labels'
import { useCurrentDrawQuery, useMarkSixOddsQuery, usePlaceLotteryBetsMutation } from './lottery-api'
import { ResultsTab } from './results-tab'
import { GameSwitcher, PageTabs } from './shared/game-tabs'
import { isBettingClosed } from './shared/is-betting-closed'
import { PlacedSlipDialog } from './shared/placed-slip-dialog'
import { SlipBar } from './shared/slip-bar'
import { useClosedDrawPolling, useDrawSlipPlacement, useSlipMoney } from './shared/use-draw-betting'
import {
  changeGame,
  clearSlip,
  emptySlip,
  markSixTable,
  type Slip,
  summarizeSlip,
  toPlaceRequest,
} from './slip'
import { SlipPanel } from './slip-panel'
import { LOTTERY_TABS, useLotteryRoute } from './use-lottery-route'
import { useSelectedInView } from './use-selected-in-view'
import './lottery.css'
import { LOTTERY_TEXTS } from './lottery-texts'

function BetsTab({
  game,
  slip,
  onSlip,
}: {
  game: MarkSixVariant
  slip: Slip
  onSlip: (update: (slip: Slip) => Slip) => void
}) {
  const { t, i18n } = useTranslation(LOTTERY_TEXTS)
  const isWide = useIsWide()
  const now = useNow()
  const [betType, setBetType] = useState<MarkSixBetType>(DEFAULT_MARK_SIX_BET_TYPE)
  const polling = useClosedDrawPolling()
  const current = useCurrentDrawQuery(game, { pollingInterval: polling.pollingInterval })
  const odds = useMarkSixOddsQuery(game)
  const { currencyName, exchangeRate, lotteryMin, balance, quickAmounts } = useSlipMoney()
  const [place, { isLoading: isPlacing }] = usePlaceLotteryBetsMutation()
  const { placeSlip, placed, closePlaced } = useDrawSlipPlacement({
    place,
    placedMessage: 'lottery.slip.placed',
    onPlaced: () => onSlip(clearSlip),
    onBettingClosed: () => void current.refetch(),
    onSelectionNotOffered: () => void odds.refetch(),
  })

  const draw = current.data
  const isClosed = isBettingClosed(draw, now)
  polling.follow(isClosed, !current.isLoading)
  const drawsAt = draw ? draw.draws_at : undefined
  const yearAnimal = useMemo(() => yearAnimalAt(drawsAt ? new Date(drawsAt) : new Date()), [drawsAt])
  const table = useMemo(() => markSixTable(odds.data ?? []), [odds.data])
  const summary = useMemo(
    () =>
      summarizeSlip(slip, { odds: table, yearAnimal, balance: balance ?? ZERO, exchangeRate, lotteryMin }),
    [slip, table, yearAnimal, balance, exchangeRate, lotteryMin],
  )

  function handlePlace() {
    if (!draw || isClosed || !summary.canPlace) return
    void placeSlip(toPlaceRequest(summary, game, draw.id, exchangeRate))
  }

  if (odds.error) return <LoadError error={odds.error} onRetry={odds.refetch} />
  const slipPanel = (
    <SlipPanel
      slip={slip}
      onSlip={onSlip}
      summary={summary}
      currency={currencyName}
      balance={balance === undefined ? undefined : toDisplayCurrency(balance, exchangeRate)}
      quickAmounts={quickAmounts}
      isClosed={isClosed}
      isPlacing={isPlacing}
      onPlace={() => void handlePlace()}
    />
  )
  return (
    <div className="bets-tab">
      <div className="draw-panels">
        <DrawStatus draw={draw} now={now} isLoading={current.isLoading} />
        <LastResult game={game} />
      </div>
      <div className="lottery-board-layout">
        <div className="lottery-board">
          <BetTypeTabs value={betType} onChange={setBetType} slip={slip} />
          {odds.isLoading ? (
            <SkeletonRows label={t('common.loading')} />
          ) : (
            <BetBoard
              type={betType}
              slip={slip}
              onSlip={onSlip}
              table={table}
              yearAnimal={yearAnimal}
              isLocked={isClosed}
            />
          )}
        </div>
        {slipPanel}
      </div>
      {!isWide && slip.entries.length > 0 && (
        <SlipBar
          text={t('lottery.slip.bar', {
            count: summary.entries.length,
            total: formatAmount(summary.total, currencyName, i18n.language),
            currency: currencyName,
          })}
          slipId="bet-slip"
          title={t('lottery.slip.title')}
        />
      )}
      <PlacedSlipDialog
        placed={placed}
        onClose={closePlaced}
        texts={{
          title: t('lottery.placed.title'),
          total: t('lottery.slip.total'),
          balance: t('lottery.placed.balance'),
        }}
        betTexts={(bet) => ({
          selection: selectionLabel(t, bet.type, bet.prop, i18n.language),
          line: t('lottery.placed.line', {
            amount: formatUsdt(bet.amount, i18n.language),
            combinations: bet.combinations,
            odd: bet.odd,
          }),
        })}
        usdt={(decimal) => formatUsdt(decimal, i18n.language)}
        myBets={{ to: '/lottery/my-bets', label: t('lottery.myBets.title') }}
      />
    </div>
  )
}

/** /lottery/mark-six: the variant switcher and the bets, results and howToPlay tabs. */
export function MarkSixPage() {
  const { t } = useTranslation(LOTTERY_TEXTS)
  const { game, tab, selectGame, selectTab } = useLotteryRoute()
  const variantRow = useSelectedInView<HTMLFieldSetElement>(game)
  const [slip, setSlip] = useState<Slip>(() => emptySlip(game))
  // The spec: changing the lottery game clears the bets and warnings.
  const activeSlip = slip.game === game ? slip : changeGame(slip, game)
  const handleSlip = useCallback(
    (update: (slip: Slip) => Slip) => setSlip((previous) => update(changeGame(previous, game))),
    [game],
  )
  return (
    <section className="lottery" aria-labelledby="lottery-title">
      <header className="lottery-header">
        <div className="lottery-title-row">
          <h1 id="lottery-title">
            {t('lottery.title')} <span className="muted">· {t(`lottery.games.${game}`)}</span>
          </h1>
          <SessionClock />
          <Link className="button button-secondary button-small" to="/lottery/my-bets">
            <ListChecks aria-hidden size={16} />
            {t('lottery.myBets.title')}
          </Link>
        </div>
        <GameSwitcher
          ref={variantRow}
          games={MARK_SIX_VARIANTS}
          game={game}
          onChange={selectGame}
          legend={t('lottery.variant')}
          gameName={(variant) => t(`lottery.games.${variant}`)}
          className="variant-switcher"
        />
      </header>
      <PageTabs
        tabs={LOTTERY_TABS}
        tab={tab}
        onChange={selectTab}
        idPrefix="lottery"
        label={t('lottery.tabs.label')}
        tabName={(value) => t(`lottery.tabs.${value}`)}
      />
      <div id="lottery-tab-panel" role="tabpanel" aria-labelledby={`lottery-tab-${tab}`}>
        {tab === 'bets' && <BetsTab game={game} slip={activeSlip} onSlip={handleSlip} />}
        {tab === 'results' && <ResultsTab game={game} />}
        {tab === 'howToPlay' && <HowToPlay />}
      </div>
    </section>
  )
}
