import type { OperatorGame } from '@app/contract'
import { type GAME_STATUS, GAME_STATUSES, type GameStatus } from '@app/domain'
import { type ColumnDef, getCoreRowModel, useReactTable } from '@tanstack/react-table'
import { SlidersHorizontal } from 'lucide-react'
import { useCallback, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { formatUsdt } from '../../../shared/format/format'
import { DataTable } from '../../shared/data-table'
import { RowDialogButton } from '../../shared/row-dialog-button'
import { useErrorText } from '../../shared/use-error-text'
import { useLoaded } from '../../shared/use-loaded'
import { gamesApi } from './games-api'
import { LimitsDialog } from './limits-dialog'
import './games.css'

/** The name of a status under `games.status`. */
const STATUS_NAMES: Record<GameStatus, keyof typeof GAME_STATUS> = { 1: 'active', 2: 'disable', 3: 'hidden' }
const isGameStatus = (value: number): value is GameStatus =>
  (GAME_STATUSES as readonly number[]).includes(value)

type StatusSelectProps = {
  game: OperatorGame
  isSaving: boolean
  onChange: (status: GameStatus) => void
}

/** A game's availability as a select: a choice is saved at once. */
function StatusSelect({ game, isSaving, onChange }: StatusSelectProps) {
  const { t } = useTranslation()
  return (
    <select
      className="bo-game-status"
      aria-label={t('games.statusOf', { game: game.name })}
      value={game.status}
      disabled={isSaving}
      onChange={(event) => {
        const status = Number(event.target.value)
        if (isGameStatus(status)) onChange(status)
      }}
    >
      {GAME_STATUSES.map((status) => (
        <option key={status} value={status}>
          {t(`games.status.${STATUS_NAMES[status]}`)}
        </option>
      ))}
    </select>
  )
}

/** A game's limits in short: bet, multiple and bonus ranges, and the regions it is disabled in. */
function LimitsSummary({ game }: { game: OperatorGame }) {
  const { t, i18n } = useTranslation()
  const language = i18n.language
  const { limits } = game
  const regionNames = new Intl.DisplayNames([language], { type: 'region' })
  return (
    <div className="bo-game-limits numeric">
      <span>
        {t('games.limits.bet', {
          min: formatUsdt(limits.bet_min, language),
          max: formatUsdt(limits.bet_max, language),
        })}
      </span>
      <span className="muted">
        {t('games.limits.multiple', { min: limits.multiple_min, max: limits.multiple_max })}
      </span>
      <span className="muted">
        {t('games.limits.bonus', {
          min: formatUsdt(limits.bonus_min, language),
          max: formatUsdt(limits.bonus_max, language),
        })}
      </span>
      {limits.disabled_regions.length > 0 && (
        <span className="bo-tag bo-tag-warning">
          {t('games.limits.disabledIn', {
            regions: limits.disabled_regions
              .map((region) => regionNames.of(region.toUpperCase()) ?? region)
              .join(', '),
          })}
        </span>
      )}
    </div>
  )
}

/**
 * The trading desk's games: every game of the catalogue with its availability (a change is saved
 * at once, and a hidden game leaves the players' navigation at once) and its bet limits, edited in
 * a form checked by the same rule as the server's.
 */
export function GamesPage() {
  const { t } = useTranslation()
  const errorText = useErrorText()
  const { data, error, isLoading, reload, setData } = useLoaded('games', () => gamesApi.list())
  const [savingId, setSavingId] = useState<number>()
  const [editing, setEditing] = useState<OperatorGame>()
  const [notice, setNotice] = useState<{ text: string; isAlert: boolean }>()

  /** Puts a game as the server answered it in its row. */
  const replaceGame = useCallback(
    (game: OperatorGame) =>
      setData((data ?? []).map((each) => (each.game_id === game.game_id ? game : each))),
    [data, setData],
  )

  const columns = useMemo<ColumnDef<OperatorGame>[]>(() => {
    async function handleStatus(game: OperatorGame, status: GameStatus) {
      setSavingId(game.game_id)
      setNotice(undefined)
      try {
        const saved = await gamesApi.setStatus(game.game_id, status)
        replaceGame(saved)
        setNotice({
          text: t('games.statusSaved', {
            game: saved.name,
            status: t(`games.status.${STATUS_NAMES[saved.status]}`),
          }),
          isAlert: false,
        })
      } catch (failure) {
        setNotice({ text: errorText(failure), isAlert: true })
      } finally {
        setSavingId(undefined)
      }
    }

    return [
      {
        id: 'game',
        header: t('games.column.game'),
        cell: ({ row: { original } }) => (
          <>
            <strong>{original.name}</strong>
            <br />
            <span className="muted numeric">
              {original.key} · #{original.game_id}
            </span>
          </>
        ),
      },
      {
        id: 'category',
        header: t('games.column.category'),
        cell: ({ row }) => t(`games.category.${row.original.category}`),
      },
      {
        id: 'status',
        header: t('games.column.status'),
        cell: ({ row: { original } }) => (
          <StatusSelect
            game={original}
            isSaving={savingId === original.game_id}
            onChange={(status) => void handleStatus(original, status)}
          />
        ),
      },
      {
        id: 'limits',
        header: t('games.column.limits'),
        cell: ({ row }) => <LimitsSummary game={row.original} />,
      },
      {
        id: 'actions',
        header: t('games.column.actions'),
        cell: ({ row: { original } }) => (
          <RowDialogButton
            icon={SlidersHorizontal}
            label={t('games.editLimits')}
            name={t('games.editLimitsOf', { game: original.name })}
            isSecondary
            onClick={() => {
              setNotice(undefined)
              setEditing(original)
            }}
          />
        ),
      },
    ]
  }, [t, errorText, replaceGame, savingId])

  const table = useReactTable({
    data: data ?? [],
    columns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (row) => String(row.game_id),
    manualPagination: true,
    enableSorting: false,
  })

  function handleSaved(game: OperatorGame) {
    replaceGame(game)
    setNotice({ text: t('games.form.saved', { game: game.name }), isAlert: false })
  }

  return (
    <div className="bo-section bo-games">
      <header className="bo-page-header">
        <h1>{t('games.title')}</h1>
      </header>
      <p className="bo-intro muted">{t('games.intro')}</p>
      {notice && (
        <p
          className={notice.isAlert ? 'bo-notice field-error' : 'bo-notice'}
          role={notice.isAlert ? 'alert' : 'status'}
        >
          {notice.text}
        </p>
      )}
      <section className="panel bo-table-panel" aria-label={t('games.caption')}>
        <DataTable
          table={table}
          caption={t('games.caption')}
          isLoading={isLoading}
          error={error}
          onRetry={reload}
          loadingLabel={t('games.loading')}
          emptyText={t('games.empty')}
          isPaged={false}
        />
      </section>
      <LimitsDialog game={editing} onClose={() => setEditing(undefined)} onSaved={handleSaved} />
    </div>
  )
}
