import type { Db } from '../../db/database'
import { createRememberedReads } from '../../db/remembered-read'
import { selectGamePlacementConfig } from '../games/games.repository'
import type { BetMatchRow, PickPrice } from './sports.repository'

/** A sport's status and limits as a slip is priced from them, at the game's placement version. */
export type SportsPlacementConfig = NonNullable<Awaited<ReturnType<typeof selectGamePlacementConfig>>>

/** A slip's picks as the facts are looked up by. */
export type PickKey = { matchId: string; kind: string; name: string }

/**
 * What placing a sports slip is priced from, remembered per server: each sport's status and
 * limits, and each match's row and the prices of the picks placed on it. They are never trusted:
 * the slip's write checks the game's version, each match and each price (insertSlipInOneStatement),
 * so a stale copy costs one retry on facts read afresh, never a bet at an old price.
 */
export type SportsPlacementFacts = {
  /** The sport's configuration, read when not remembered or when `isFresh`. */
  config(db: Db, gameId: number, isFresh: boolean): Promise<SportsPlacementConfig | undefined>
  /** The slip's matches and prices when every one is remembered. */
  remembered(picks: readonly PickKey[]): { matches: BetMatchRow[]; prices: PickPrice[] } | undefined
  /** Remembers matches and prices just read. */
  remember(matches: readonly BetMatchRow[], prices: readonly PickPrice[]): void
}

/** How many matches are remembered; the oldest is forgotten first. */
const REMEMBERED_MATCHES = 2000

const priceKey = (kind: string, name: string) => `${kind}\u0000${name}`

/** More than there are games. */
const REMEMBERED_GAMES = 64

export function createSportsPlacementFacts(): SportsPlacementFacts {
  const configs = createRememberedReads<number, SportsPlacementConfig>(REMEMBERED_GAMES)
  const matches = new Map<string, { match: BetMatchRow; prices: Map<string, PickPrice> }>()
  return {
    config: (db, gameId, isFresh) =>
      configs.read(gameId, () => selectGamePlacementConfig(db, gameId), isFresh).value,
    remembered(picks) {
      const slipMatches = new Map<string, BetMatchRow>()
      const prices: PickPrice[] = []
      for (const pick of picks) {
        const entry = matches.get(pick.matchId)
        const price = entry?.prices.get(priceKey(pick.kind, pick.name))
        if (!entry || !price) return undefined
        slipMatches.set(entry.match.id, entry.match)
        prices.push(price)
      }
      return { matches: [...slipMatches.values()], prices }
    },
    remember(read, prices) {
      for (const match of read) {
        const earlier = matches.get(match.id)
        matches.delete(match.id)
        matches.set(match.id, { match, prices: earlier?.prices ?? new Map() })
      }
      for (const price of prices)
        matches.get(price.match_id)?.prices.set(priceKey(price.kind, price.name), price)
      for (const oldest of matches.keys()) {
        if (matches.size <= REMEMBERED_MATCHES) break
        matches.delete(oldest)
      }
    },
  }
}
