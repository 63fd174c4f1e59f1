import {
  type ExchangeRate,
  MATRIX_MAX_ROWS,
  MATRIX_SCORE_MAX_GOALS,
  type MatchOutcomeClass,
  type MatrixMatch,
  type Money,
  matrixRowOf,
  money,
  type PayoutMatrix,
  type PayoutMatrixRow,
  payoutMatrix,
  type SportsGame,
  toDisplayCurrency,
} from '@app/domain'
import type { TFunction } from 'i18next'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { formatAmount } from '../../shared/format/format'
import { numberFormat } from '../../shared/format/intl-formats'
import { Modal } from '../../shared/ui/modal'
import { CombinationPager } from './combination-pager'
import { matchName, outcomeLabel } from './labels'
import type { SlipMatch, SportsState } from './slice'
import { slipPicks } from './slip-model'
import { SPORTS_TEXTS } from './sports-texts'

/** Rows of the result table per page: a slip of many matches has thousands. */
export const MATRIX_PAGE_SIZE = 50

type PayoutMatrixDialogProps = {
  isOpen: boolean
  onClose: () => void
  state: Pick<SportsState, 'betSlipList' | 'folds' | 'multiple' | 'selectedGame'>
  /** The unit stake in USDT. */
  unitStake: Money
  currency: string
  exchangeRate: ExchangeRate
}

/** Writes amounts of USDT in the player's display currency. */
type ShowAmount = (amount: Money) => string

const GOALS = Array.from({ length: MATRIX_SCORE_MAX_GOALS + 1 }, (_, goals) => goals)

/** A score as the lobby writes it, e.g. "2:1". */
const scoreText = ({ home, away }: { home: number; away: number }) => `${home}:${away}`

/** How a match's class reads: its side, the picks that win in it, and its scores or an example. */
function ClassCell({
  sport,
  match,
  entry,
  view,
}: {
  sport: SportsGame
  match: MatrixMatch
  entry: MatchOutcomeClass
  view: PayoutMatrix['view']
}) {
  const { t, i18n } = useTranslation(SPORTS_TEXTS)
  const winners = entry.winningPicks.flatMap((index) => {
    const pick = match.picks[match.pickIndexes.indexOf(index)]
    return pick ? [outcomeLabel(t, sport, pick.market, pick.outcome, pick.line ?? null, i18n.language)] : []
  })
  const hasHalfPick = match.picks.some((pick) => pick.market === 'half')
  const { example } = entry
  return (
    <span className="matrix-class">
      <span className="matrix-side">{t(`sports.matrix.sides.${entry.side}`)}</span>
      <span className={winners.length > 0 ? 'matrix-winners' : 'muted'}>
        {winners.length > 0
          ? t('sports.matrix.wins', { picks: winners.join(', ') })
          : t('sports.matrix.noPickWins')}
      </span>
      {view === 'scores' && entry.scores.length > 0 && (
        <span className="numeric muted matrix-scores">
          {t('sports.matrix.scores', { scores: entry.scores.map(scoreText).join(' · ') })}
        </span>
      )}
      {view === 'scores' && entry.scores.length === 0 && (
        <span className="muted">{t('sports.matrix.beyondGrid', { goals: MATRIX_SCORE_MAX_GOALS })}</span>
      )}
      {/* A basketball class is told by its side and picks: its fewest points would read oddly. */}
      {view === 'classes' && sport !== 'basketball' && (
        <span className="numeric muted">
          {hasHalfPick && example.halfTime
            ? t('sports.matrix.exampleHalf', {
                half: scoreText(example.halfTime),
                full: scoreText(example.final),
              })
            : t('sports.matrix.example', { score: scoreText(example.final) })}
        </span>
      )}
    </span>
  )
}

/** The marks of a row: best, worst, break-even, and whether a cap or the tax cut it. */
function RowMarks({ row }: { row: PayoutMatrixRow }) {
  const { t } = useTranslation(SPORTS_TEXTS)
  const { reasons } = row.settlement
  return (
    <span className="matrix-marks">
      {row.isBest && <span className="status-badge status-done">{t('sports.matrix.best')}</span>}
      {row.isBreakEven && (
        <span className="status-badge matrix-break-even">{t('sports.matrix.breakEven')}</span>
      )}
      {row.isWorst && <span className="status-badge status-stopped">{t('sports.matrix.worst')}</span>}
      {reasons.includes('BONUS_CAPPED') && <span className="muted">{t('sports.matrix.capped')}</span>}
      {reasons.includes('WIN_TAX_WITHHELD') && <span className="muted">{t('sports.matrix.taxed')}</span>}
    </span>
  )
}

/** A net amount with its sign, in the success or error colour. */
function NetAmount({ net, show }: { net: Money; show: ShowAmount }) {
  if (net === 0n) return <span className="numeric">{show(net)}</span>
  const isGain = net > 0n
  return (
    <span className={`numeric ${isGain ? 'amount-positive' : 'amount-negative'}`}>
      {isGain ? '+' : '−'}
      {show(isGain ? net : money(-net))}
    </span>
  )
}

/** The mark of a row as a cell's data attribute, for the grid's colours. */
const markOf = (row: PayoutMatrixRow | undefined) =>
  row?.isBest ? 'best' : row?.isBreakEven ? 'break-even' : row?.isWorst ? 'worst' : undefined

/** One match's full-time scores from 0:0 to 5:5, each cell what the slip pays on it. */
function ScoreGrid({
  matrix,
  slipMatch,
  show,
  currency,
}: {
  matrix: PayoutMatrix
  slipMatch: SlipMatch
  show: ShowAmount
  currency: string
}) {
  const { t } = useTranslation(SPORTS_TEXTS)
  const [match] = matrix.matches
  const classOfScore = new Map<string, number>()
  match?.classes.forEach((entry, index) => {
    for (const score of entry.scores) classOfScore.set(scoreText(score), index)
  })
  const home = t('sports.matrix.homeGoals', { team: slipMatch.homeName })
  const away = t('sports.matrix.awayGoals', { team: slipMatch.awayName })
  const caption = t('sports.matrix.gridCaption', {
    home: slipMatch.homeName,
    away: slipMatch.awayName,
    currency,
  })
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
    <section className="matrix-scroll" tabIndex={0} aria-label={caption}>
      <table className="matrix-grid">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <td />
            {GOALS.map((goals) => (
              <th key={goals} scope="col" className="numeric">
                <span className="visually-hidden">{away} </span>
                {goals}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {GOALS.map((homeGoals) => (
            <tr key={homeGoals}>
              <th scope="row" className="numeric">
                <span className="visually-hidden">{home} </span>
                {homeGoals}
              </th>
              {GOALS.map((awayGoals) => {
                const index = classOfScore.get(scoreText({ home: homeGoals, away: awayGoals }))
                const row = index === undefined ? undefined : matrixRowOf(matrix, [index])
                const mark = markOf(row)
                return (
                  <td key={awayGoals} className="numeric" data-mark={mark}>
                    {row ? show(row.settlement.payout) : ''}
                    {mark && (
                      <span className="visually-hidden"> ({t(`sports.matrix.${markKey[mark]}`)})</span>
                    )}
                  </td>
                )
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  )
}

const markKey = { best: 'best', 'break-even': 'breakEven', worst: 'worst' } as const

/**
 * Every result of the slip's matches as one row each (a class of each match), best first. The
 * payout leads each row, so a phone shows it before the matches scroll sideways; the first match's
 * result heads the row. Rows paying nothing fold into one after the first, as a slip of many
 * matches loses on most results; long tables come a page at a time.
 */
function ResultRows({
  matrix,
  slipMatches,
  show,
  currency,
}: {
  matrix: PayoutMatrix
  slipMatches: readonly SlipMatch[]
  show: ShowAmount
  currency: string
}) {
  const { t, i18n } = useTranslation(SPORTS_TEXTS)
  const [isZeroShown, setZeroShown] = useState(false)
  const [page, setPage] = useState(0)
  const zeroRows = matrix.rows.filter((row) => row.settlement.payout === 0n)
  const foldsZero = zeroRows.length > 1 && !isZeroShown
  const visible = foldsZero ? matrix.rows.slice(0, matrix.rows.length - zeroRows.length + 1) : matrix.rows
  const pages = Math.max(1, Math.ceil(visible.length / MATRIX_PAGE_SIZE))
  const current = Math.min(page, pages - 1)
  const first = current * MATRIX_PAGE_SIZE
  const shown = visible.slice(first, first + MATRIX_PAGE_SIZE)
  const number = numberFormat(i18n.language)
  const teamsOf = (match: MatrixMatch) => {
    const found = slipMatches.find((entry) => entry.matchId === match.matchId)
    return found ? matchName(t, found.homeName, found.awayName) : match.matchId
  }
  const caption = t('sports.matrix.rowsCaption')
  return (
    <>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard */}
      <section className="matrix-scroll" tabIndex={0} aria-label={caption}>
        <table className="matrix-rows">
          <caption>{caption}</caption>
          <thead>
            <tr>
              <th scope="col">{t('sports.matrix.payout', { currency })}</th>
              <th scope="col">{t('sports.matrix.net', { currency })}</th>
              {matrix.matches.map((match) => (
                <th key={match.matchId} scope="col">
                  {teamsOf(match)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {shown.map((row) => (
              <tr key={row.classes.join('-')} data-mark={markOf(row)}>
                <td>
                  <span className="matrix-payout">
                    <span className="numeric">{show(row.settlement.payout)}</span>
                    <RowMarks row={row} />
                  </span>
                </td>
                <td>
                  <NetAmount net={row.settlement.netWin} show={show} />
                </td>
                {matrix.matches.map((match, position) => {
                  const entry = match.classes[row.classes[position] ?? 0]
                  const cell = entry && (
                    <ClassCell sport={matrix.sport} match={match} entry={entry} view={matrix.view} />
                  )
                  return position === 0 ? (
                    <th key={match.matchId} scope="row">
                      {cell}
                    </th>
                  ) : (
                    <td key={match.matchId}>{cell}</td>
                  )
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      {zeroRows.length > 1 && (
        <p className="matrix-zero muted">
          {t('sports.matrix.zeroRows', { count: number.format(zeroRows.length) })}{' '}
          <button
            type="button"
            className="button button-ghost button-small"
            aria-expanded={isZeroShown}
            onClick={() => setZeroShown((wasShown) => !wasShown)}
          >
            {t(isZeroShown ? 'sports.matrix.hideZeroRows' : 'sports.matrix.showZeroRows')}
          </button>
        </p>
      )}
      <CombinationPager
        page={current}
        pages={pages}
        onPage={setPage}
        status={
          <span className="muted numeric">
            {t('sports.matrix.range', {
              from: number.format(first + 1),
              to: number.format(first + shown.length),
              total: number.format(visible.length),
            })}
          </span>
        }
      />
    </>
  )
}

/** The best, worst and break-even payouts and the stake they are measured against. */
function MatrixSummary({
  matrix,
  show,
  currency,
}: {
  matrix: PayoutMatrix
  show: ShowAmount
  currency: string
}) {
  const { t } = useTranslation(SPORTS_TEXTS)
  const withCurrency = (amount: Money) => `${show(amount)} ${currency}`
  const payoutOf = (isMarked: (row: PayoutMatrixRow) => boolean) =>
    matrix.rows.find(isMarked)?.settlement.payout
  const best = matrix.rows[0]?.settlement.payout
  const worst = matrix.rows.at(-1)?.settlement.payout
  const breakEven = payoutOf((row) => row.isBreakEven)
  return (
    <dl className="fact-list">
      <div>
        <dt>{t('sports.matrix.totalStake')}</dt>
        <dd className="numeric fact-total">{withCurrency(matrix.totalStake)}</dd>
      </div>
      <div>
        <dt>{t('sports.matrix.bestPayout')}</dt>
        <dd className="numeric">{best === undefined ? '' : withCurrency(best)}</dd>
      </div>
      <div>
        <dt>{t('sports.matrix.worstPayout')}</dt>
        <dd className="numeric">{worst === undefined ? '' : withCurrency(worst)}</dd>
      </div>
      <div>
        <dt>{t('sports.matrix.breakEvenPayout')}</dt>
        <dd className="numeric">
          {breakEven === undefined ? t('sports.matrix.noBreakEven') : withCurrency(breakEven)}
        </dd>
      </div>
    </dl>
  )
}

/** Why the table cannot be shown: no stake or parlay yet, or too many results for a table. */
function refusalText(t: TFunction, answer: ReturnType<typeof payoutMatrix>, language: string): string {
  if (answer.ok) return ''
  if (answer.reason !== 'TOO_MANY_RESULTS') return t('sports.matrix.unavailable')
  const number = numberFormat(language)
  return t('sports.matrix.tooMany', {
    count: number.format(answer.rowCount ?? 0),
    max: number.format(MATRIX_MAX_ROWS),
  })
}

/**
 * The slip's payout table (a dialog on desktop, a full-screen sheet on a phone): what the slip
 * pays, after caps and tax, on every result of its matches, worked out by the domain's settlement
 * (payoutMatrix) and never by rules of its own. One match gets a grid of full-time scores; every
 * slip gets the table of results, one row per result of each match, best first, with the best,
 * worst and break-even rows marked.
 */
export function PayoutMatrixDialog({
  isOpen,
  onClose,
  state,
  unitStake,
  currency,
  exchangeRate,
}: PayoutMatrixDialogProps) {
  const { t, i18n } = useTranslation(SPORTS_TEXTS)
  const { betSlipList, folds, multiple, selectedGame: sport } = state
  const answer = useMemo(
    () =>
      isOpen ? payoutMatrix({ sport, picks: slipPicks(betSlipList), folds, unitStake, multiple }) : undefined,
    [isOpen, sport, betSlipList, folds, unitStake, multiple],
  )
  const show: ShowAmount = (amount) =>
    formatAmount(toDisplayCurrency(amount, exchangeRate), currency, i18n.language)
  const matrix = answer?.ok ? answer.value : undefined
  const [onlyMatch] = betSlipList
  return (
    <Modal title={t('sports.matrix.title')} isOpen={isOpen} onClose={onClose} size="full">
      {answer && !answer.ok && <p className="muted">{refusalText(t, answer, i18n.language)}</p>}
      {matrix && (
        <div className="payout-matrix" data-view={matrix.view}>
          <p className="muted">{t('sports.matrix.intro')}</p>
          <MatrixSummary matrix={matrix} show={show} currency={currency} />
          {matrix.view === 'scores' && matrix.matches.length === 1 && onlyMatch && (
            <ScoreGrid matrix={matrix} slipMatch={onlyMatch} show={show} currency={currency} />
          )}
          <ResultRows matrix={matrix} slipMatches={betSlipList} show={show} currency={currency} />
        </div>
      )}
    </Modal>
  )
}
