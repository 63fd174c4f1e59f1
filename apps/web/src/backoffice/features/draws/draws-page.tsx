import {
  type DrawResult,
  OPERATOR_DRAW_FILTERS,
  type OperatorDraw,
  type OperatorDrawFilter,
  type ResultEntry as ResultCopy,
  type VoidedDraw,
} from '@app/contract'
import { DRAW_STATUS, GAME_ID, GAME_KEYS, GAME_ORDER, gameCategory, isMarkSixVariant } from '@app/domain'
import { type ColumnDef, getCoreRowModel, useReactTable } from '@tanstack/react-table'
import { Ban, ListChecks, PencilLine } from 'lucide-react'
import { useCallback, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { formatDateTime, formatUsdt } from '../../../shared/format/format'
import { FormTabs } from '../../../shared/ui/form-fields'
import { DataTable } from '../../shared/data-table'
import { FilterSelect } from '../../shared/filter-select'
import { useOperator } from '../../shared/operator'
import { RowDialogButton } from '../../shared/row-dialog-button'
import { withChange } from '../../shared/use-list-address'
import { useLoaded } from '../../shared/use-loaded'
import { usePaging } from '../../shared/use-paging'
import { type DrawListQuery, drawsApi } from './draws-api'
import { RefundedBets } from './refunded-bets'
import { type ResultEntry, ResultEntryDialog } from './result-entry-dialog'
import { VoidDrawDialog } from './void-draw-dialog'
import './draws.css'

/** The lottery games, in the fixed game order: Mark Six variants and the races. */
const LOTTERY_GAMES = GAME_KEYS.filter((key) => gameCategory(GAME_ID[key]) === 'lottery').sort(
  (a, b) => GAME_ORDER.indexOf(GAME_ID[a]) - GAME_ORDER.indexOf(GAME_ID[b]),
)
const isLotteryGame = (text: string): boolean => (LOTTERY_GAMES as readonly string[]).includes(text)
const isDrawFilter = (text: string | null): text is OperatorDrawFilter =>
  text !== null && (OPERATOR_DRAW_FILTERS as readonly string[]).includes(text)

/** Whether a draw can still be voided: it has no result and is open or waiting for one. */
const isVoidable = (draw: OperatorDraw) =>
  draw.result === null && (draw.status === DRAW_STATUS.open || draw.status === DRAW_STATUS.closed)

/** A result as one line of tabular numbers: Mark Six's six numbers and the special, a race's order. */
function ResultText({ result }: { result: DrawResult | null }) {
  const { t } = useTranslation()
  if (!result) return null
  return (
    <span className="numeric">
      {'special' in result
        ? t('draws.resultText', { numbers: result.numbers.join(' · '), special: result.special })
        : t('draws.raceText', { order: result.order.join(' · ') })}
    </span>
  )
}

/** One operator's copy: who entered it and, when they may see it, the numbers. */
function Copy({ copy, label }: { copy: ResultCopy; label: string }) {
  const { t, i18n } = useTranslation()
  const { operator_id: me } = useOperator()
  return (
    <div className="bo-draw-copy">
      <span className="muted">{label}: </span>
      {copy.operator_id === me
        ? t('draws.entry.enteredByYou')
        : t('draws.entry.enteredBy', { id: copy.operator_id })}{' '}
      <time className="muted numeric" dateTime={copy.entered_at}>
        {formatDateTime(copy.entered_at, i18n.language)}
      </time>
      <br />
      {copy.result ? (
        <ResultText result={copy.result} />
      ) : (
        <span className="muted">{t('draws.entry.hidden')}</span>
      )}
    </div>
  )
}

/** Where a draw's two-person result entry stands, with its copies. */
function EntryCell({ draw }: { draw: OperatorDraw }) {
  const { t } = useTranslation()
  const { state, first, second } = draw.entry
  const tagClass =
    state === 'disputed' ? 'bo-tag bo-tag-error' : state === 'pending' ? 'bo-tag bo-tag-warning' : 'bo-tag'
  return (
    <div className="bo-draw-entry">
      <span className={tagClass}>{t(`draws.entry.${state}`)}</span>
      {first && <Copy copy={first} label={t('draws.entry.first')} />}
      {second && <Copy copy={second} label={t('draws.entry.second')} />}
    </div>
  )
}

/**
 * The trading desk's draws: those of an outside lottery waiting for their official result (the
 * first entry, its blind confirmation by a second operator, or a new first entry after a
 * dispute), and the open, settled and void draws; any draw without a result can be voided, and
 * the bets it refunded are shown afterwards. Paged on the server.
 */
export function DrawsPage() {
  const { t, i18n } = useTranslation()
  const language = i18n.language
  const { operator_id: me } = useOperator()
  const [params, setParams] = useSearchParams()
  const requestedStatus = params.get('status')
  const status: OperatorDrawFilter = isDrawFilter(requestedStatus) ? requestedStatus : 'waiting'
  const requestedGame = params.get('game') ?? ''
  const game = isLotteryGame(requestedGame) ? requestedGame : undefined
  const { pagination, onPaginationChange, toFirstPage, page } = usePaging()
  const [entry, setEntry] = useState<ResultEntry>()
  const [voiding, setVoiding] = useState<OperatorDraw>()
  const [voided, setVoided] = useState<VoidedDraw>()
  const [notice, setNotice] = useState<{ text: string; isAlert: boolean }>()

  const query: DrawListQuery = { status, game, ...page }
  const { data, error, isLoading, reload } = useLoaded(JSON.stringify(query), () => drawsApi.list(query), {
    keepPrevious: true,
  })
  const gameName = useCallback((key: string) => t(`draws.game.${key}`, { defaultValue: key }), [t])

  const columns = useMemo<ColumnDef<OperatorDraw>[]>(
    () => [
      {
        id: 'draw',
        header: t('draws.column.draw'),
        cell: ({ row: { original } }) => (
          <>
            <strong>{gameName(original.game)}</strong>
            <br />
            <span className="muted numeric">{t('draws.drawNumber', { number: original.number })}</span>
          </>
        ),
      },
      {
        id: 'draws_at',
        header: t('draws.column.drawsAt'),
        cell: ({ row }) => (
          <time className="numeric" dateTime={row.original.draws_at}>
            {formatDateTime(row.original.draws_at, language)}
          </time>
        ),
      },
      {
        id: 'entry',
        header: t('draws.column.entry'),
        cell: ({ row }) => <EntryCell draw={row.original} />,
      },
      {
        id: 'result',
        header: t('draws.column.result'),
        cell: ({ row }) => <ResultText result={row.original.result} />,
      },
      {
        id: 'open_bets',
        header: t('draws.column.openBets'),
        meta: { isNumeric: true },
        cell: ({ row: { original } }) => (
          <>
            {original.open_bets.toLocaleString(language)}
            <br />
            <span className="muted">{formatUsdt(original.open_stake, language)} USDT</span>
          </>
        ),
      },
      {
        id: 'actions',
        header: t('draws.column.actions'),
        cell: ({ row: { original } }) => (
          <DrawActions
            draw={original}
            me={me}
            onEnter={(mode) => {
              setNotice(undefined)
              setEntry({ mode, draw: original })
            }}
            onVoid={() => {
              setNotice(undefined)
              setVoiding(original)
            }}
          />
        ),
      },
    ],
    [t, language, me, gameName],
  )

  const table = useReactTable({
    data: data?.list ?? [],
    columns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (row) => String(row.id),
    manualPagination: true,
    enableSorting: false,
    rowCount: data?.total ?? 0,
    state: {
      pagination,
      // Entries matter while a draw waits; a settled draw shows its result instead.
      columnVisibility: { entry: status === 'waiting', result: status === 'settled' },
    },
    onPaginationChange,
  })

  function filter(next: { status?: string; game?: string }) {
    setNotice(undefined)
    toFirstPage()
    setParams((current) => withChange(current, next))
  }

  function handleEntered({ mode }: ResultEntry, draw: OperatorDraw) {
    const text =
      mode === 'enter'
        ? t('draws.done.entered', { number: draw.number })
        : t('draws.done.settled', { number: draw.number })
    setNotice({ text, isAlert: false })
    reload()
  }

  function handleDisputed({ draw }: ResultEntry) {
    setNotice({ text: t('draws.done.disputed', { number: draw.number }), isAlert: true })
    reload()
  }

  function handleVoided(answer: VoidedDraw) {
    setVoided(answer)
    setNotice({
      text: t('draws.done.voided', {
        number: answer.draw.number,
        bets: answer.refunded.length,
        total: formatUsdt(answer.total, language),
      }),
      isAlert: false,
    })
    reload()
  }

  return (
    <div className="bo-section bo-draws">
      <header className="bo-page-header">
        <h1>{t('draws.title')}</h1>
      </header>
      <p className="bo-intro muted">{t('draws.intro')}</p>
      <div className="bo-toolbar">
        <FormTabs
          label={t('draws.statuses')}
          value={status}
          onChange={(next) => filter({ status: next === 'waiting' ? '' : next })}
          tabs={OPERATOR_DRAW_FILTERS.map((name) => ({ value: name, label: t(`draws.tabs.${name}`) }))}
        />
        <FilterSelect
          className="bo-draw-game"
          label={t('draws.filter.game')}
          allLabel={t('draws.filter.allGames')}
          value={game}
          options={LOTTERY_GAMES}
          optionLabel={gameName}
          onChange={(next) => filter({ game: next })}
        />
      </div>
      {notice && (
        <p
          className={notice.isAlert ? 'bo-notice field-error' : 'bo-notice'}
          role={notice.isAlert ? 'alert' : 'status'}
        >
          {notice.text}
        </p>
      )}
      {voided && <RefundedBets voided={voided} onDismiss={() => setVoided(undefined)} />}
      <section className="panel bo-table-panel" aria-label={t(`draws.tabs.${status}`)}>
        <DataTable
          table={table}
          caption={t(`draws.tabs.${status}`)}
          isLoading={isLoading}
          error={error}
          onRetry={reload}
          loadingLabel={t('draws.loading')}
          emptyText={t(`draws.empty.${status}`)}
        />
      </section>
      <ResultEntryDialog
        entry={entry}
        gameName={gameName}
        onClose={() => setEntry(undefined)}
        onDone={handleEntered}
        onDisputed={handleDisputed}
      />
      <VoidDrawDialog
        draw={voiding}
        gameName={gameName}
        onClose={() => setVoiding(undefined)}
        onVoided={handleVoided}
      />
    </div>
  )
}

type DrawActionsProps = {
  draw: OperatorDraw
  me: number
  onEnter: (mode: ResultEntry['mode']) => void
  onVoid: () => void
}

/**
 * What the operator can do with a draw: enter its result first (none entered, or after a
 * dispute), confirm another operator's entry with their own, and void it while it has no result.
 * Their own pending entry waits for someone else.
 */
function DrawActions({ draw, me, onEnter, onVoid }: DrawActionsProps) {
  const { t } = useTranslation()
  const { state, first } = draw.entry
  const takesResult =
    draw.status === DRAW_STATUS.closed &&
    draw.result === null &&
    draw.result_source === 'official' &&
    isMarkSixVariant(draw.game)
  const isMine = first?.operator_id === me
  return (
    <div className="bo-row-actions">
      {takesResult && (state === 'none' || state === 'disputed') && (
        <RowDialogButton
          icon={PencilLine}
          label={t('draws.actions.enter')}
          name={t('draws.actions.enterDraw', { number: draw.number })}
          onClick={() => onEnter('enter')}
        />
      )}
      {takesResult && state === 'pending' && !isMine && (
        <RowDialogButton
          icon={ListChecks}
          label={t('draws.actions.confirm')}
          name={t('draws.actions.confirmDraw', { number: draw.number })}
          onClick={() => onEnter('confirm')}
        />
      )}
      {takesResult && state === 'pending' && isMine && (
        <span className="muted">{t('draws.actions.awaitingOther')}</span>
      )}
      {isVoidable(draw) && (
        <RowDialogButton
          icon={Ban}
          label={t('draws.actions.void')}
          name={t('draws.actions.voidDraw', { number: draw.number })}
          isSecondary
          onClick={onVoid}
        />
      )}
    </div>
  )
}
