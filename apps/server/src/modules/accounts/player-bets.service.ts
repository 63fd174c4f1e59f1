import type {
  CasinoProvider,
  PlayerBet,
  PlayerBetPage,
  PlayerBetStatus,
  PlayerBetsQuery,
} from '@app/contract'
import { BET_STATUS, type CatalogueProvider, type Language } from '@app/domain'
import type { GameProvider } from '../../adapters/game-providers/game-provider'
import type { Db } from '../../db/database'
import { AppError } from '../../errors/app-error'
import { listGameRounds } from '../casino/casino.service'
import { listPlayerBets } from '../lottery/lottery.service'
import { listCricketBets } from '../sports/cricket.service'
import { listSportsBets } from '../sports/sports.service'
import { playerOrThrow } from './players.service'

/** A seamless casino provider with the catalogue provider whose games it offers. */
export type CasinoSource = { provider: GameProvider; catalogueProvider: CatalogueProvider }

const EVERY_STATUS = -1

/** A bet status code (pending 1, settled 16, cancelled 32) as the back office names it. */
function statusOf(code: number): PlayerBetStatus {
  if (code === BET_STATUS.pending) return 'pending'
  return code === BET_STATUS.cancelled ? 'cancelled' : 'settled'
}

/**
 * A player's bets of one kind in the same columns, newest first, read through each game's own
 * list of the player's bets: e.g. `{ kind: 'casino', provider: 'tada' }` lists TaDa rounds.
 */
export async function listPlayerBetsOfKind(
  db: Db,
  userId: number,
  query: PlayerBetsQuery,
  casino: { sources: readonly CasinoSource[]; language: Language },
): Promise<PlayerBetPage> {
  // An unknown player is a 404 here too, never an empty page.
  await playerOrThrow(db, userId)
  const page = { start: query.start, limit: query.limit }
  switch (query.kind) {
    case 'sports': {
      const { list, total } = await listSportsBets(db, userId, undefined, { ...page, status: EVERY_STATUS })
      return {
        list: list.map(
          (bet): PlayerBet => ({
            id: String(bet.bet_id),
            game: bet.game,
            detail: [...new Set(bet.legs.map((leg) => leg.m))]
              .map((matchId) => {
                const match = bet.match[matchId]
                return match ? `${match.home_team_name} v ${match.away_team_name}` : matchId
              })
              .join(', '),
            stake: bet.total_price,
            payout: bet.payout,
            status: statusOf(bet.status),
            placed_at: bet.create_at,
            settled_at: bet.settled_at,
          }),
        ),
        total,
      }
    }
    case 'lottery': {
      const { list, total } = await listPlayerBets(db, userId, page)
      return {
        list: list.map((bet) => ({
          id: String(bet.id),
          game: bet.game,
          detail: `${bet.draw_number} · ${bet.type} ${bet.prop}`,
          stake: bet.cost,
          payout: bet.payout,
          status: statusOf(bet.status),
          placed_at: bet.created_at,
          settled_at: bet.settled_at,
        })),
        total,
      }
    }
    case 'cricket': {
      const { list, total } = await listCricketBets(db, userId, { ...page, status: EVERY_STATUS })
      return {
        list: list.map((bet) => ({
          id: String(bet.id),
          game: 'cricket',
          detail: `${bet.match.home_team_name} v ${bet.match.away_team_name} · ${bet.categoryLabel} ${bet.slipLabel}`,
          stake: bet.amount,
          payout: bet.payout,
          status: statusOf(bet.status),
          placed_at: bet.create_at,
          settled_at: bet.settled_at,
        })),
        total,
      }
    }
    case 'casino': {
      const source = casinoSource(casino.sources, query.provider)
      const { list, total } = await listGameRounds(
        db,
        { userId, provider: source.provider, catalogueProvider: source.catalogueProvider },
        page,
        casino.language,
      )
      return {
        list: list.map((round) => ({
          id: round.round_id,
          game: round.name,
          detail: round.game_code,
          stake: round.stake,
          payout: round.status === 'settled' ? round.win : null,
          status: round.status,
          placed_at: round.created_at,
          settled_at: null,
        })),
        total,
      }
    }
  }
}

function casinoSource(sources: readonly CasinoSource[], family: CasinoProvider): CasinoSource {
  const source = sources.find((candidate) => candidate.provider.family === family)
  if (!source) throw new AppError('NOT_FOUND', 404, { field: 'provider' })
  return source
}
