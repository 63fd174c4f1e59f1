import { formatOdds, type Money, money, oddsFromThousandths } from '@app/domain'
import type { Db } from '../../db/database'
import { createRememberedReads } from '../../db/remembered-read'
import { type PlacementDraw, selectPlacementConfig, selectPlacementDraw } from './lottery.repository'
import type { OddsLine } from './lottery-games'

/** A game's status, limits and odds table as one slip is priced from them, at their version. */
export type PlacementConfig = {
  status: number
  version: string
  limits: { betMin: Money; betMax: Money; disabledRegions: readonly string[] } | undefined
  /** The odds table by bet type (top), so that pricing an entry looks through its type's lines only. */
  oddsByTop: ReadonlyMap<string, readonly OddsLine[]>
}

export type PlacementFacts = {
  config: PlacementConfig | undefined
  draw: PlacementDraw | undefined
  /** Read from the database for this call, rather than remembered from an earlier one. */
  isFresh: boolean
}

/**
 * The facts placing a lottery slip is priced from, remembered per server: a game's configuration
 * and a draw's schedule. They are never trusted: the slip's write checks the game's version and
 * the draw's fields (insertSlipInOneStatement), so a stale copy costs one retry with fresh facts,
 * never a bet priced from old odds.
 */
export type PlacementFactsCache = {
  read(db: Db, gameId: number, drawId: number, isFresh: boolean): Promise<PlacementFacts>
}

/** How many draws are remembered; a few are open per game at a time. */
const REMEMBERED_DRAWS = 256
/** More than there are games. */
const REMEMBERED_GAMES = 64

export function createPlacementFactsCache(): PlacementFactsCache {
  const configs = createRememberedReads<number, PlacementConfig>(REMEMBERED_GAMES)
  const draws = createRememberedReads<number, PlacementDraw>(REMEMBERED_DRAWS)
  return {
    async read(db, gameId, drawId, isFresh) {
      const config = configs.read(gameId, () => loadConfig(db, gameId), isFresh)
      const draw = draws.read(drawId, () => selectPlacementDraw(db, drawId), isFresh)
      return {
        config: await config.value,
        draw: await draw.value,
        isFresh: !config.isRemembered && !draw.isRemembered,
      }
    },
  }
}

async function loadConfig(db: Db, gameId: number): Promise<PlacementConfig | undefined> {
  const row = await selectPlacementConfig(db, gameId)
  if (!row) return undefined
  return {
    status: row.status,
    version: row.version,
    limits: row.limits
      ? {
          betMin: money(BigInt(row.limits.bet_min)),
          betMax: money(BigInt(row.limits.bet_max)),
          disabledRegions: row.limits.disabled_regions,
        }
      : undefined,
    oddsByTop: byTop(row.odds.map(toOddsLine)),
  }
}

function byTop(lines: readonly OddsLine[]): Map<string, OddsLine[]> {
  const grouped = new Map<string, OddsLine[]>()
  for (const line of lines) {
    const group = grouped.get(line.top)
    if (group) group.push(line)
    else grouped.set(line.top, [line])
  }
  return grouped
}

export const toOddsLine = (row: {
  top: string
  prop: string
  odds: number
  min: string
  max: string
}): OddsLine => ({
  top: row.top as OddsLine['top'],
  prop: row.prop,
  odd: formatOdds(oddsFromThousandths(BigInt(row.odds))),
  min: row.min,
  max: row.max,
})
