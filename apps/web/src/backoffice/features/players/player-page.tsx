import type { PlayerDetail } from '@app/contract'
import { ArrowLeft, Lock, LockOpen } from 'lucide-react'
import { type KeyboardEvent, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useParams, useSearchParams } from 'react-router'
import { formatDateTime } from '../../../shared/format/format'
import { LoadError, SkeletonRows } from '../../../shared/ui/load-states'
import { useLoaded } from '../../shared/use-loaded'
import { BetsTab } from './bets-tab'
import { LockDialog } from './lock-dialog'
import { NotesTab } from './notes-tab'
import { OverviewTab } from './overview-tab'
import { PlayerStatus } from './player-status'
import { playersApi } from './players-api'
import { ProtectionTab } from './protection-tab'
import { TransactionsTab } from './transactions-tab'
import './players.css'

export const PLAYER_TABS = ['overview', 'transactions', 'bets', 'protection', 'notes'] as const
export type PlayerTab = (typeof PLAYER_TABS)[number]
const isPlayerTab = (text: string | null): text is PlayerTab =>
  text !== null && (PLAYER_TABS as readonly string[]).includes(text)

/** A player's page: who they are, their money and bets, their limits, notes, and the lock. */
export function PlayerPage() {
  const { userId } = useParams()
  const id = Number(userId)
  // A new player is a new page: nothing of the last one's state carries over.
  return Number.isSafeInteger(id) && id > 0 ? <PlayerScreen key={id} userId={id} /> : <UnknownPlayer />
}

function UnknownPlayer() {
  const { t } = useTranslation()
  return (
    <LoadError
      error={{ status: 404, msg: 'UNKNOWN_PLAYER' }}
      onRetry={() => undefined}
      text={t('errors.UNKNOWN_PLAYER')}
    />
  )
}

function PlayerScreen({ userId }: { userId: number }) {
  const { t, i18n } = useTranslation()
  const tabsId = useId()
  const [params, setParams] = useSearchParams()
  const tabParam = params.get('tab')
  const tab: PlayerTab = isPlayerTab(tabParam) ? tabParam : 'overview'
  const { data: player, error, reload, setData } = useLoaded(String(userId), () => playersApi.player(userId))
  const [isLockOpen, setLockOpen] = useState(false)
  const [notice, setNotice] = useState('')

  function showTab(name: PlayerTab) {
    setParams(
      (current) => {
        const next = new URLSearchParams(current)
        next.set('tab', name)
        return next
      },
      { replace: true },
    )
  }

  // The arrow keys move between tabs, as in every tab list; Tab moves on to the open panel.
  function handleTabKey(event: KeyboardEvent<HTMLDivElement>) {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0
    if (step === 0) return
    event.preventDefault()
    const next =
      PLAYER_TABS[(PLAYER_TABS.indexOf(tab) + step + PLAYER_TABS.length) % PLAYER_TABS.length] ?? tab
    showTab(next)
    document.getElementById(`${tabsId}-${next}`)?.focus()
  }

  function handleLocked(next: PlayerDetail) {
    setData(next)
    setNotice(
      next.is_locked
        ? t('players.lock.lockedNotice', { nickname: next.nickname })
        : t('players.lock.unlockedNotice', { nickname: next.nickname }),
    )
  }

  if (error !== undefined && !player) return <LoadError error={error} onRetry={reload} />
  if (!player) return <SkeletonRows rows={8} label={t('players.loadingPlayer')} />

  return (
    <div className="bo-section bo-player-page">
      <Link to="/players" className="bo-back-link">
        <ArrowLeft aria-hidden size={16} />
        {t('players.back')}
      </Link>
      <header className="bo-page-header bo-player-header">
        <div>
          <h1>
            {player.nickname} <span className="muted numeric">#{player.user_id}</span>
          </h1>
          <p className="bo-standing">
            <PlayerStatus isLocked={player.is_locked} />
            <span className="bo-tag">{t(`players.role.${player.role}`)}</span>
            {player.lock && (
              <span className="muted">
                {t('players.lock.since', {
                  time: formatDateTime(player.lock.locked_at, i18n.language),
                  reason: player.lock.reason ?? '—',
                })}
              </span>
            )}
          </p>
        </div>
        <button
          type="button"
          className={player.is_locked ? 'button button-secondary' : 'button bo-button-danger'}
          aria-haspopup="dialog"
          onClick={() => {
            setNotice('')
            setLockOpen(true)
          }}
        >
          {player.is_locked ? <LockOpen aria-hidden size={18} /> : <Lock aria-hidden size={18} />}
          {player.is_locked ? t('players.lock.unlock') : t('players.lock.lock')}
        </button>
      </header>
      <p className="bo-notice" role="status">
        {notice}
      </p>
      <div
        className="bo-player-tabs"
        role="tablist"
        aria-label={t('players.tabsLabel')}
        onKeyDown={handleTabKey}
      >
        {PLAYER_TABS.map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            id={`${tabsId}-${name}`}
            aria-selected={name === tab}
            aria-controls={`${tabsId}-panel`}
            tabIndex={name === tab ? 0 : -1}
            className="bo-tab"
            onClick={() => showTab(name)}
          >
            {t(`players.tabs.${name}`)}
          </button>
        ))}
      </div>
      <section
        id={`${tabsId}-panel`}
        role="tabpanel"
        aria-labelledby={`${tabsId}-${tab}`}
        className="bo-player-panel"
      >
        {tab === 'overview' && <OverviewTab player={player} />}
        {tab === 'transactions' && <TransactionsTab userId={userId} />}
        {tab === 'bets' && <BetsTab userId={userId} />}
        {tab === 'protection' && <ProtectionTab userId={userId} />}
        {tab === 'notes' && <NotesTab userId={userId} />}
      </section>
      <LockDialog
        player={player}
        isOpen={isLockOpen}
        onClose={() => setLockOpen(false)}
        onDone={handleLocked}
      />
    </div>
  )
}
