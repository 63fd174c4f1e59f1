import type {
  MatchResettlement,
  MatchResultCorrection,
  MatchSort,
  OperatorMatch,
  OperatorMatchPage,
} from '@app/contract'
import type { SportsGame } from '@app/domain'
import { operatorRequest } from '../../shared/operator-client'

/** What the matches list asks for: its filters, order and page. */
export type MatchListQuery = {
  q: string
  sport: SportsGame | undefined
  status: number | undefined
  sort: MatchSort
  start: number
  limit: number
}

const matchPath = (matchId: string) => `/matches/${encodeURIComponent(matchId)}`

function listQuery({ q, sport, status, sort, start, limit }: MatchListQuery): string {
  const search = new URLSearchParams({ q, sort, start: String(start), limit: String(limit) })
  if (sport !== undefined) search.set('sport', sport)
  if (status !== undefined) search.set('status', String(status))
  return search.toString()
}

/**
 * The back office's match calls (trading duty). A void and an applied correction move money:
 * each carries the Idempotency-Key its caller made for the action, so a retry replays it.
 */
export const matchesApi = {
  list: (query: MatchListQuery) => operatorRequest<OperatorMatchPage>(`/matches?${listQuery(query)}`),
  match: (matchId: string) => operatorRequest<OperatorMatch>(matchPath(matchId)),
  /** Every bet whose payout the corrected result would change; writes nothing. */
  preview: (matchId: string, correction: MatchResultCorrection) =>
    operatorRequest<MatchResettlement>(`${matchPath(matchId)}/result/preview`, {
      method: 'POST',
      body: correction,
    }),
  correct: (matchId: string, correction: MatchResultCorrection, reason: string, key: string) =>
    operatorRequest<MatchResettlement>(`${matchPath(matchId)}/result`, {
      method: 'POST',
      body: { ...correction, reason },
      idempotencyKey: key,
    }),
  void: (matchId: string, reason: string, key: string) =>
    operatorRequest<MatchResettlement>(`${matchPath(matchId)}/void`, {
      method: 'POST',
      body: { reason },
      idempotencyKey: key,
    }),
}
