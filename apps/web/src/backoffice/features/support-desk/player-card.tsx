import type { DeskConversation, DeskPlayer } from '@app/contract'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { formatDateTime, formatUsdt } from '../../../shared/format/format'

type PlayerCardProps = { player: DeskPlayer | null; conversation: DeskConversation }

/** Who the agent is talking to: the player's profile and latest transactions, or a guest's contact. */
export function PlayerCard({ player, conversation }: PlayerCardProps) {
  const { t, i18n } = useTranslation()
  const id = useId()
  const language = i18n.language
  return (
    <aside className="bo-player panel" aria-labelledby={id}>
      <h2 id={id}>{player ? player.nickname : t('desk.guest')}</h2>
      {player === null ? (
        <dl className="bo-facts">
          <dt>{t('desk.player.contactEmail')}</dt>
          <dd>{conversation.contact_email ?? t('desk.player.noContact')}</dd>
        </dl>
      ) : (
        <>
          <dl className="bo-facts">
            <dt>{t('desk.player.userId')}</dt>
            <dd className="numeric">{player.user_id}</dd>
            <dt>{t('desk.player.email')}</dt>
            <dd>{player.email ?? '—'}</dd>
            <dt>{t('desk.player.phone')}</dt>
            <dd>{player.phone ?? '—'}</dd>
            <dt>{t('desk.player.vip')}</dt>
            <dd className="numeric">{t('desk.player.vipLevel', { level: player.vip_level })}</dd>
            <dt>{t('desk.player.balance')}</dt>
            <dd className="numeric">{formatUsdt(player.balance, language)} USDT</dd>
            <dt>{t('desk.player.registered')}</dt>
            <dd>{formatDateTime(player.registered_at, language)}</dd>
          </dl>
          <table className="bo-table">
            <caption>{t('desk.player.transactions')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('desk.player.kind')}</th>
                <th scope="col" className="bo-amount">
                  {t('desk.player.amount')}
                </th>
                <th scope="col">{t('desk.player.time')}</th>
              </tr>
            </thead>
            <tbody>
              {player.recent_transactions.length === 0 ? (
                <tr>
                  <td colSpan={3} className="muted">
                    {t('desk.player.noTransactions')}
                  </td>
                </tr>
              ) : (
                player.recent_transactions.map((transaction) => (
                  <tr key={transaction.id}>
                    <td>{transaction.kind}</td>
                    <td
                      className={
                        transaction.amount.startsWith('-')
                          ? 'bo-amount numeric amount-negative'
                          : 'bo-amount numeric'
                      }
                    >
                      {formatUsdt(transaction.amount, language)}
                    </td>
                    <td>{formatDateTime(transaction.created_at, language)}</td>
                  </tr>
                ))
              )}
            </tbody>
          </table>
        </>
      )}
    </aside>
  )
}
