import { type BaccaratRound, dealBaccarat } from './baccarat'
import { type BullBullRound, dealBullBull } from './bull-bull'
import { fairDeal } from './cards'
import { type DragonTigerRound, dealDragonTiger } from './dragon-tiger'
import { fairSlotStops, type SlotSymbol, slotWindow } from './slot'

/** The house studio's games, by the engine that deals them. */
export const CASINO_ENGINES = ['slot', 'baccarat', 'dragonTiger', 'bullBull'] as const
export type CasinoEngine = (typeof CASINO_ENGINES)[number]

export type CasinoSeeds = { serverSeed: string; clientSeed: string; nonce: number }

/** What a round dealt, whatever was bet on it: the reels' stops and window, or the cards. */
export type DealtRound =
  | { engine: 'slot'; stops: number[]; window: SlotSymbol[][] }
  | { engine: 'baccarat'; round: BaccaratRound }
  | { engine: 'dragonTiger'; round: DragonTigerRound }
  | { engine: 'bullBull'; round: BullBullRound }

/**
 * Deals a round from its seeds, as the studio dealt it: the same function runs in the studio and
 * in the player's browser, so a revealed server seed replays every round it dealt.
 */
export function dealRound(engine: CasinoEngine, { serverSeed, clientSeed, nonce }: CasinoSeeds): DealtRound {
  if (engine === 'slot') {
    const stops = fairSlotStops(serverSeed, clientSeed, nonce)
    return { engine, stops, window: slotWindow(stops) }
  }
  if (engine === 'baccarat') {
    return { engine, round: dealBaccarat(fairDeal(serverSeed, clientSeed, nonce, 6)) }
  }
  if (engine === 'bullBull') {
    return { engine, round: dealBullBull(fairDeal(serverSeed, clientSeed, nonce, 10)) }
  }
  return { engine, round: dealDragonTiger(fairDeal(serverSeed, clientSeed, nonce, 2)) }
}
