import type { PlayerDetail, PlayerSummary } from '@app/contract'
import { type ColumnDef, getCoreRowModel, useReactTable } from '@tanstack/react-table'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { formatDateTime, formatUsdt } from '../../../shared/format/format'
import { DataTable } from '../../shared/data-table'
import { useLoaded } from '../../shared/use-loaded'
import { usePaging } from '../../shared/use-paging'
import { PlayerStatus } from './player-status'
import { playersApi } from './players-api'

/** Who the player is, their money and VIP level, who invited them and whom they invited. */
export function OverviewTab({ player }: { player: PlayerDetail }) {
  const { t, i18n } = useTranslation()
  const language = i18n.language
  const usdt = (amount: string) => `${formatUsdt(amount, language)} USDT`
  const verified = (isVerified: boolean) =>
    isVerified ? t('players.overview.verified') : t('players.overview.notVerified')
  return (
    <div className="bo-overview">
      <section className="panel bo-overview-card" aria-labelledby="bo-profile">
        <h2 id="bo-profile">{t('players.overview.profile')}</h2>
        <dl className="bo-facts">
          <dt>{t('players.overview.userId')}</dt>
          <dd className="numeric">{player.user_id}</dd>
          <dt>{t('players.overview.realName')}</dt>
          <dd>{player.real_name ?? '—'}</dd>
          <dt>{t('players.overview.email')}</dt>
          <dd>{player.email ? `${player.email} (${verified(player.email_verified)})` : '—'}</dd>
          <dt>{t('players.overview.phone')}</dt>
          <dd className="numeric">
            {player.phone ? `${player.phone} (${verified(player.phone_verified)})` : '—'}
          </dd>
          <dt>{t('players.overview.role')}</dt>
          <dd>{t(`players.role.${player.role}`)}</dd>
          <dt>{t('players.overview.currency')}</dt>
          <dd>{player.currency}</dd>
          <dt>{t('players.overview.inviteCode')}</dt>
          <dd className="numeric">{player.invite_code ?? '—'}</dd>
          {player.agent_invite_code && (
            <>
              <dt>{t('players.overview.agentInviteCode')}</dt>
              <dd className="numeric">{player.agent_invite_code}</dd>
            </>
          )}
          <dt>{t('players.overview.registered')}</dt>
          <dd>{formatDateTime(player.created_at, language)}</dd>
          <dt>{t('players.overview.lastSignIn')}</dt>
          <dd>
            {player.last_sign_in_at ? formatDateTime(player.last_sign_in_at, language) : t('players.never')}
          </dd>
        </dl>
      </section>
      <section className="panel bo-overview-card" aria-labelledby="bo-money">
        <h2 id="bo-money">{t('players.overview.money')}</h2>
        <dl className="bo-facts bo-money">
          <dt>{t('players.overview.cash')}</dt>
          <dd className="numeric">{usdt(player.balances.cash)}</dd>
          <dt>{t('players.overview.held')}</dt>
          <dd className="numeric">{usdt(player.balances.held)}</dd>
          <dt>{t('players.overview.inTransit')}</dt>
          <dd className="numeric">{usdt(player.balances.in_transit)}</dd>
          <dt>{t('players.overview.totalRecharge')}</dt>
          <dd className="numeric">{usdt(player.total_recharge)}</dd>
          <dt>{t('players.overview.vip')}</dt>
          <dd className="numeric">{t('players.overview.vipLevel', { level: player.vip_level })}</dd>
        </dl>
      </section>
      <section className="panel bo-overview-card bo-overview-network" aria-labelledby="bo-network">
        <h2 id="bo-network">{t('players.overview.network')}</h2>
        <dl className="bo-facts">
          <dt>{t('players.overview.invitedBy')}</dt>
          <dd>
            {player.inviter ? (
              <>
                <Link to={`/players/${player.inviter.user_id}`} className="bo-row-link">
                  {player.inviter.nickname}
                </Link>{' '}
                <span className="muted numeric">#{player.inviter.user_id}</span>{' '}
                <span className="bo-tag">{t(`players.role.${player.inviter.role}`)}</span>
              </>
            ) : (
              t('players.overview.noInviter')
            )}
          </dd>
          <dt>{t('players.overview.invitees')}</dt>
          <dd className="numeric">{player.invitee_count}</dd>
        </dl>
        {player.invitee_count > 0 && <Invitees userId={player.user_id} />}
      </section>
    </div>
  )
}

/** The players this player invited, newest first, a page at a time. */
function Invitees({ userId }: { userId: number }) {
  const { t, i18n } = useTranslation()
  const language = i18n.language
  const { pagination, onPaginationChange, page } = usePaging()
  const { data, error, isLoading, reload } = useLoaded(
    `${userId}:${page.start}:${page.limit}`,
    () => playersApi.invitees(userId, page),
    { keepPrevious: true },
  )
  const columns = useMemo<ColumnDef<PlayerSummary>[]>(
    () => [
      {
        id: 'nickname',
        header: t('players.column.nickname'),
        cell: ({ row }) => (
          <Link to={`/players/${row.original.user_id}`} className="bo-row-link">
            {row.original.nickname}
          </Link>
        ),
      },
      {
        id: 'id',
        header: t('players.column.id'),
        meta: { isNumeric: true },
        cell: ({ row }) => row.original.user_id,
      },
      {
        id: 'role',
        header: t('players.column.role'),
        cell: ({ row }) => t(`players.role.${row.original.role}`),
      },
      {
        id: 'balance',
        header: t('players.column.balance'),
        meta: { isNumeric: true },
        cell: ({ row }) => formatUsdt(row.original.balance, language),
      },
      {
        id: 'status',
        header: t('players.column.status'),
        cell: ({ row }) => <PlayerStatus isLocked={row.original.is_locked} />,
      },
      {
        id: 'created_at',
        header: t('players.column.created'),
        cell: ({ row }) => formatDateTime(row.original.created_at, language),
      },
    ],
    [t, language],
  )
  const table = useReactTable({
    data: data?.list ?? [],
    columns,
    getCoreRowModel: getCoreRowModel(),
    manualPagination: true,
    enableSorting: false,
    rowCount: data?.total ?? 0,
    getRowId: (row) => String(row.user_id),
    state: { pagination },
    onPaginationChange,
  })
  return (
    <DataTable
      table={table}
      caption={t('players.overview.invitees')}
      isLoading={isLoading}
      error={error}
      onRetry={reload}
      loadingLabel={t('players.overview.loadingInvitees')}
      emptyText={t('players.overview.noInvitees')}
    />
  )
}
