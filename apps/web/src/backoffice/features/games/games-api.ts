import type { GameLimits, OperatorGame } from '@app/contract'
import type { GameStatus } from '@app/domain'
import { operatorRequest } from '../../shared/operator-client'

/** The back office's game calls (trading duty): the catalogue, a game's availability and limits. */
export const gamesApi = {
  list: () => operatorRequest<OperatorGame[]>('/games'),
  setStatus: (gameId: number, status: GameStatus) =>
    operatorRequest<OperatorGame>(`/games/${gameId}/status`, { method: 'PUT', body: { status } }),
  setLimits: (gameId: number, limits: GameLimits) =>
    operatorRequest<OperatorGame>(`/games/${gameId}/limits`, { method: 'PUT', body: limits }),
}
