import type {
  CasinoProvider,
  ChangeLog,
  LimitChange,
  MemberLimits,
  Page,
  PlayerBetKind,
  PlayerBetPage,
  PlayerDetail,
  PlayerNote,
  PlayerPage,
  PlayerSort,
} from '@app/contract'
import { operatorRequest } from '../../shared/operator-client'

/** A page of a list: where it starts and how many rows it holds. */
export type PageRequest = { start: number; limit: number }

const playerPath = (userId: number) => `/players/${userId}`
const pageQuery = ({ start, limit }: PageRequest) => `start=${start}&limit=${limit}`

/** The back office's player calls (operators with the support role); the server logs every write. */
export const playersApi = {
  search: (q: string, sort: PlayerSort, page: PageRequest) =>
    operatorRequest<PlayerPage>(`/players?q=${encodeURIComponent(q)}&sort=${sort}&${pageQuery(page)}`),
  player: (userId: number) => operatorRequest<PlayerDetail>(playerPath(userId)),
  transactions: (userId: number, page: PageRequest) =>
    operatorRequest<ChangeLog>(`${playerPath(userId)}/transactions?${pageQuery(page)}`),
  bets: (userId: number, kind: PlayerBetKind, provider: CasinoProvider, page: PageRequest) =>
    operatorRequest<PlayerBetPage>(
      `${playerPath(userId)}/bets?kind=${kind}&provider=${provider}&${pageQuery(page)}`,
    ),
  invitees: (userId: number, page: PageRequest) =>
    operatorRequest<PlayerPage>(`${playerPath(userId)}/invitees?${pageQuery(page)}`),
  notes: (userId: number, page: PageRequest) =>
    operatorRequest<Page<PlayerNote>>(`${playerPath(userId)}/notes?${pageQuery(page)}`),
  addNote: (userId: number, body: string) =>
    operatorRequest<PlayerNote>(`${playerPath(userId)}/notes`, { method: 'POST', body: { body } }),
  /** Locks (no sign-in, every session ended) or unlocks the account; the answer is the player's page. */
  setLock: (userId: number, isLocked: boolean, reason: string) =>
    operatorRequest<PlayerDetail>(`${playerPath(userId)}/${isLocked ? 'lock' : 'unlock'}`, {
      method: 'POST',
      body: { reason },
    }),
  limits: (userId: number) => operatorRequest<MemberLimits>(`${playerPath(userId)}/limits`),
  /** Lowers limits at once; the server refuses a raise or a removal (LIMIT_NOT_TIGHTER). */
  tightenLimits: (userId: number, limits: LimitChange[], reason: string) =>
    operatorRequest<MemberLimits>(`${playerPath(userId)}/limits`, {
      method: 'PUT',
      body: { limits, reason },
    }),
}
