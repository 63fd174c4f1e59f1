import type { MatchResettlement, OperatorMatch, ResettledBet } from '@app/contract'

/** A finished soccer match as the matches list and the match page receive it. */
export const operatorMatch = (overrides: Partial<OperatorMatch> = {}): OperatorMatch => ({
  match_id: 'soccer-20260501-1',
  game: 'soccer',
  league_name: 'Coastal League',
  home_name: 'Harbour City',
  away_name: 'Northern Rovers',
  match_start_time: '2026-05-01T12:00:00Z',
  status: 3,
  score: { home: 2, away: 1 },
  half_score: { home: 1, away: 0 },
  finished_at: '2026-05-01T13:55:00Z',
  bets: { count: 12, pending: 2, stake: '340', payout: '215.6' },
  ...overrides,
})

/** One bet a void or a correction changes, as the server lists it. */
export const resettledBet = (overrides: Partial<ResettledBet> = {}): ResettledBet => ({
  bet_id: 501,
  user_id: 31,
  nickname: 'lucky_ana',
  game: 'soccer',
  folds: [1],
  legs: 1,
  total_stake: '20',
  kind: 'resettled',
  old_status: 16,
  new_status: 16,
  old_payout: '39.2',
  new_payout: '0',
  difference: '-39.2',
  taken: '39.2',
  receivable: '0',
  ...overrides,
})

/** A corrected result's changes: a winner that now loses (partly owed) and a loser that now wins. */
export const RESETTLEMENT: MatchResettlement = {
  match: operatorMatch({ score: { home: 1, away: 2 }, half_score: { home: 0, away: 1 } }),
  bets: [
    resettledBet({ taken: '30', receivable: '9.2' }),
    resettledBet({
      bet_id: 502,
      user_id: 44,
      nickname: 'bob_agent',
      total_stake: '10',
      old_payout: '0',
      new_payout: '31.5',
      difference: '31.5',
      taken: '0',
    }),
  ],
  totals: { bets: 2, credited: '31.5', taken: '30', receivable: '9.2', difference: '-7.7' },
}
