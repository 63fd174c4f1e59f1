import { GAMING_ENTRY_KINDS, type GamingEntryKind } from '@app/domain'
import { type RawBuilder, sql } from 'kysely'
import type { Db } from '../../db/database'

/** Business days from `from` to `to` (inclusive, YYYY-MM-DD) as cut in an IANA time zone. */
export type BusinessDays = { from: string; to: string; timeZone: string }

/**
 * What the reference of each kind of game entry names, so the entry can be traced to its game:
 * a sports bet (or, for cricket, "cricket:…"; a resettlement's is "<bet id>:<action id>"), a
 * lottery slip, a lottery bet, or a casino call ("<provider>:<transaction id>").
 */
const REFERENCE_OF = {
  sportsBet: 'sportsBet',
  sportsPayout: 'sportsBet',
  sportsResettlement: 'sportsBet',
  lotteryBet: 'lotterySlip',
  lotteryPayout: 'lotteryBet',
  lotteryRefund: 'lotteryBet',
  casinoBet: 'casinoCall',
  casinoPayout: 'casinoCall',
  casinoRefund: 'casinoCall',
} as const satisfies Record<GamingEntryKind, 'sportsBet' | 'lotterySlip' | 'lotteryBet' | 'casinoCall'>

const kindsNaming = (reference: (typeof REFERENCE_OF)[GamingEntryKind]) =>
  (Object.keys(REFERENCE_OF) as GamingEntryKind[]).filter((kind) => REFERENCE_OF[kind] === reference)

/** The entries' created_at within the days, each day from its midnight in the time zone. */
function within(days: BusinessDays): RawBuilder<boolean> {
  return sql<boolean>`entry.created_at >= (${days.from}::date::timestamp at time zone ${days.timeZone})
    and entry.created_at < ((${days.to}::date + 1)::timestamp at time zone ${days.timeZone})`
}

const dayOf = (days: BusinessDays) =>
  sql<string>`to_char(entry.created_at at time zone ${days.timeZone}, 'YYYY-MM-DD')`

/**
 * The players' cash moved by game entries, summed per business day, entry kind and source of
 * the game: a sport key ("cricket" for cricket), a lottery game id, or a casino provider family.
 * The amount is the player's side: negative for a stake, positive for a payout or refund.
 */
export async function selectGameFlows(db: Db, days: BusinessDays) {
  const { rows } = await sql<{ day: string; kind: string; source: string | null; amount: string }>`
    select ${dayOf(days)} as day, entry.kind,
      case
        when entry.kind in (${sql.join(kindsNaming('sportsBet'))})
          then case when ref.lead = 'cricket' then 'cricket' else sports.sport end
        when entry.kind in (${sql.join(kindsNaming('lotterySlip'))}) then draw.game_id::text
        when entry.kind in (${sql.join(kindsNaming('lotteryBet'))}) then bet.game_id::text
        else ref.lead
      end as source,
      sum(posting.amount)::text as amount
    from journal_entries entry
    cross join lateral (select split_part(entry.reference, ':', 1) as lead) ref
    cross join lateral (select case when ref.lead ~ '^[0-9]{1,18}$' then ref.lead::bigint end as id) lead
    join postings posting on posting.entry_id = entry.id
    join ledger_accounts account on account.id = posting.account_id and account.kind = 'player_cash'
    left join sports_bets sports
      on entry.kind in (${sql.join(kindsNaming('sportsBet'))}) and sports.id = lead.id
    left join lottery_slips slip on entry.kind in (${sql.join(kindsNaming('lotterySlip'))}) and slip.id = lead.id
    left join draws draw on draw.id = slip.draw_id
    left join lottery_bets bet on entry.kind in (${sql.join(kindsNaming('lotteryBet'))}) and bet.id = lead.id
    where entry.kind in (${sql.join(Object.keys(GAMING_ENTRY_KINDS))}) and ${within(days)}
    group by 1, 2, 3`.execute(db)
  return rows.map((row) => ({ ...row, amount: BigInt(row.amount) }))
}

/**
 * Bonus cost per business day: what the house's promotions account paid players (check-in
 * rewards, promotions, VIP rewards, demo grants), and balance adjustments with the bonus reason
 * code (a debit one takes a bonus back).
 */
export async function selectBonusCost(db: Db, days: BusinessDays) {
  const { rows } = await sql<{ day: string; amount: string }>`
    select day, sum(amount)::text as amount from (
      select ${dayOf(days)} as day, -posting.amount as amount
      from journal_entries entry
      join postings posting on posting.entry_id = entry.id
      join ledger_accounts account on account.id = posting.account_id and account.kind = 'house_promotions'
      where ${within(days)}
      union all
      select ${dayOf(days)} as day, posting.amount
      from journal_entries entry
      join balance_adjustments adjustment
        on adjustment.applied_action_id::text = entry.reference and adjustment.reason_code = 'bonus'
      join postings posting on posting.entry_id = entry.id
      join ledger_accounts account on account.id = posting.account_id and account.kind = 'player_cash'
      where entry.kind = 'adjustment' and ${within(days)}
    ) bonuses
    group by day`.execute(db)
  return rows.map((row) => ({ day: row.day, amount: BigInt(row.amount) }))
}

/**
 * Deposits credited and withdrawals paid per business day: how many, and the amount (a
 * withdrawal's is what left the player's held funds, fees included).
 */
export async function selectCashflow(db: Db, days: BusinessDays) {
  const { rows } = await sql<{
    day: string
    kind: 'recharge' | 'withdrawPaid'
    count: string
    amount: string
  }>`
    select ${dayOf(days)} as day, entry.kind, count(*)::text as count, sum(abs(posting.amount))::text as amount
    from journal_entries entry
    join postings posting on posting.entry_id = entry.id
    join ledger_accounts account on account.id = posting.account_id
    where ((entry.kind = 'recharge' and account.kind = 'player_cash')
      or (entry.kind = 'withdrawPaid' and account.kind = 'player_held'))
      and ${within(days)}
    group by 1, 2`.execute(db)
  return rows.map((row) => ({
    day: row.day,
    kind: row.kind,
    count: Number(row.count),
    amount: BigInt(row.amount),
  }))
}
