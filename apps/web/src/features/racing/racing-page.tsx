import {
  DEFAULT_CURRENCY,
  DEFAULT_RACE_GROUP,
  RACE_KEYS,
  type RaceGroup,
  type RaceKey,
  toDisplayCurrency,
  ZERO,
} from '@app/domain'
import { ListChecks } from 'lucide-react'
import { useCallback, useEffect, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { formatAmount, formatUsdt } from '../../shared/format/format'
import { useIsWide } from '../../shared/hooks/use-media-query'
import { LoadError, SkeletonRows } from '../../shared/ui/load-states'
import { Modal } from '../../shared/ui/modal'
import { GameSwitcher, PageTabs } from '../lottery/shared/game-tabs'
import { isBettingClosed } from '../lottery/shared/is-betting-closed'
import { PlacedSlipDialog } from '../lottery/shared/placed-slip-dialog'
import { SlipBar } from '../lottery/shared/slip-bar'
import { useClosedDrawPolling, useDrawSlipPlacement, useSlipMoney } from '../lottery/shared/use-draw-betting'
import { SessionClock } from '../responsible-play'
import { buildRaceBoard } from './race-board'
import { RaceBoardPanel, RaceGroupTabs } from './race-board-view'
import { RaceDrawStatus, useNow } from './race-draw-status'
import { RaceHowToPlay } from './race-how-to-play'
import { selectionLabel } from './race-labels'
import { LastRacePanel } from './race-last'
import { MyRaceBets, type Replay } from './race-my-bets'
import { RaceResults } from './race-results'
import { RaceShow } from './race-show'
import { changeGame, clearSlip, emptySlip, type Slip, summarizeSlip, toPlaceRequest } from './race-slip'
import { RaceSlipPanel } from './race-slip-panel'
import { useCurrentRaceQuery, usePlaceRaceBetsMutation, useRaceOddsQuery } from './racing-api'
import { RACE_TABS, useRaceRoute } from './use-race-route'
import './racing.css'
import { RACING_TEXTS } from './racing-texts'

function BetsTab({
  game,
  slip,
  onSlip,
  onReplay,
}: {
  game: RaceKey
  slip: Slip
  onSlip: (update: (slip: Slip) => Slip) => void
  onReplay: (replay: Replay) => void
}) {
  const { t, i18n } = useTranslation(RACING_TEXTS)
  const isWide = useIsWide()
  const now = useNow()
  const [group, setGroup] = useState<RaceGroup>(DEFAULT_RACE_GROUP)
  const polling = useClosedDrawPolling()
  const current = useCurrentRaceQuery(game, { pollingInterval: polling.pollingInterval })
  const odds = useRaceOddsQuery(game)
  const { currencyName, exchangeRate, lotteryMin, balance, quickAmounts } = useSlipMoney()
  const [place, { isLoading: isPlacing }] = usePlaceRaceBetsMutation()
  const { placeSlip, placed, closePlaced } = useDrawSlipPlacement({
    place,
    placedMessage: 'racing.slip.placed',
    onPlaced: () => onSlip(clearSlip),
    onBettingClosed: () => void current.refetch(),
    onSelectionNotOffered: () => void odds.refetch(),
  })

  const draw = current.currentData
  const isClosed = isBettingClosed(draw, now)
  polling.follow(isClosed, !current.isFetching)
  // The race that was taking bets before this one has closed: its result is due at its start time.
  const [seen, setSeen] = useState<{ id: number; drawsAt: string }>()
  const [previousDrawsAt, setPreviousDrawsAt] = useState<string>()
  if (draw && draw.id !== seen?.id) {
    if (seen && Date.parse(seen.drawsAt) < Date.parse(draw.draws_at)) setPreviousDrawsAt(seen.drawsAt)
    setSeen({ id: draw.id, drawsAt: draw.draws_at })
  }
  const awaitedDrawsAt = isClosed && draw ? draw.draws_at : previousDrawsAt

  const offered = odds.currentData
  const board = useMemo(() => buildRaceBoard(offered ?? []), [offered])
  const activeGroup = board.find((candidate) => candidate.group === group) ?? board[0]
  const summary = useMemo(
    () => summarizeSlip(slip, { odds: offered ?? [], balance: balance ?? ZERO, exchangeRate, lotteryMin }),
    [slip, offered, balance, exchangeRate, lotteryMin],
  )

  function handlePlace() {
    if (!draw || isClosed || !summary.canPlace) return
    void placeSlip(toPlaceRequest(summary, game, draw.id, exchangeRate))
  }

  return (
    <div className="race-bets-tab">
      <div className="race-panels">
        <RaceDrawStatus game={game} draw={draw} now={now} isLoading={current.isLoading} />
        <LastRacePanel game={game} now={now} awaitedDrawsAt={awaitedDrawsAt} />
      </div>
      <div className="race-board-layout">
        <div className="race-board-column">
          {odds.error ? (
            <LoadError error={odds.error} onRetry={odds.refetch} />
          ) : odds.isLoading || !activeGroup ? (
            <SkeletonRows label={t('common.loading')} />
          ) : (
            <>
              <RaceGroupTabs
                groups={board.map((candidate) => candidate.group)}
                value={activeGroup.group}
                onChange={setGroup}
                slip={slip}
              />
              <RaceBoardPanel group={activeGroup} slip={slip} onSlip={onSlip} isLocked={isClosed} />
            </>
          )}
        </div>
        <RaceSlipPanel
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
      </div>
      <MyRaceBets game={game} onReplay={onReplay} />
      {!isWide && slip.entries.length > 0 && (
        <SlipBar
          text={t('racing.slip.bar', {
            count: summary.entries.length,
            total: formatAmount(summary.total, currencyName, i18n.language),
            currency: currencyName,
          })}
          slipId="race-slip"
          title={t('racing.slip.title')}
        />
      )}
      <PlacedSlipDialog
        placed={placed}
        onClose={closePlaced}
        texts={{
          title: t('racing.placed.title'),
          total: t('racing.slip.total'),
          balance: t('racing.placed.balance'),
        }}
        betTexts={(bet) => ({
          selection: selectionLabel(t, bet.type, bet.prop),
          line: t('racing.placed.line', {
            amount: formatUsdt(bet.amount, i18n.language),
            currency: DEFAULT_CURRENCY,
            odd: bet.odd,
          }),
        })}
        usdt={(decimal) => formatUsdt(decimal, i18n.language)}
      />
    </div>
  )
}

/** /lottery/racing: ten-car racing and airship, with the bets, results and howToPlay tabs. */
export function RacingPage() {
  const { t } = useTranslation(RACING_TEXTS)
  const { game, tab, selectGame, selectTab } = useRaceRoute()
  const [slip, setSlip] = useState<Slip>(() => emptySlip(game))
  const [replay, setReplay] = useState<Replay>()
  const [isMyBetsWanted, setMyBetsWanted] = useState(false)
  // The spec: changing the ten-car game clears the bets and the warnings.
  const activeSlip = slip.game === game ? slip : changeGame(slip, game)
  const handleSlip = useCallback(
    (update: (slip: Slip) => Slip) => setSlip((previous) => update(changeGame(previous, game))),
    [game],
  )
  useEffect(() => {
    if (!isMyBetsWanted || tab !== 'bets') return
    document.getElementById('my-race-bets')?.scrollIntoView({ block: 'start' })
    setMyBetsWanted(false)
  }, [isMyBetsWanted, tab])
  return (
    <section className="racing" aria-labelledby="racing-title" data-game={game}>
      <header className="racing-header">
        <div className="racing-title-row">
          <h1 id="racing-title">
            {t('racing.title')} <span className="muted">· {t(`racing.games.${game}`)}</span>
          </h1>
          <SessionClock />
          <button
            type="button"
            className="button button-secondary button-small"
            onClick={() => {
              selectTab('bets')
              setMyBetsWanted(true)
            }}
          >
            <ListChecks aria-hidden size={16} />
            {t('racing.myBets.link')}
          </button>
        </div>
        <GameSwitcher
          games={RACE_KEYS}
          game={game}
          onChange={selectGame}
          legend={t('racing.game')}
          gameName={(key) => t(`racing.games.${key}`)}
          className="race-game-switcher"
        />
      </header>
      <PageTabs
        tabs={RACE_TABS}
        tab={tab}
        onChange={selectTab}
        idPrefix="race"
        label={t('racing.tabs.label')}
        tabName={(value) => t(`racing.tabs.${value}`)}
      />
      <div id="race-tab-panel" role="tabpanel" aria-labelledby={`race-tab-${tab}`}>
        {tab === 'bets' && (
          <BetsTab key={game} game={game} slip={activeSlip} onSlip={handleSlip} onReplay={setReplay} />
        )}
        {tab === 'results' && <RaceResults game={game} onReplay={setReplay} />}
        {tab === 'howToPlay' && <RaceHowToPlay />}
      </div>
      <Modal
        title={replay ? t('racing.show.replayTitle', { number: replay.number }) : ''}
        isOpen={replay !== undefined}
        onClose={() => setReplay(undefined)}
        size="wide"
      >
        {replay && <RaceShow key={replay.number} game={game} number={replay.number} order={replay.order} />}
      </Modal>
    </section>
  )
}
