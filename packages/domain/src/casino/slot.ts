import { fairStream, uniformBelow } from '../lottery/fair-draw'
import { type Money, money } from '../money/money'

/**
 * The house's five-reel, three-row, ten-line slot. Every themed slot of the catalogue plays on
 * these reels and this paytable and draws the symbols in its own art. The return to player follows
 * exactly from the reels and the paytable (`slotReturnToPlayer`), and every spin is provably fair:
 * its stops come from the committed server seed, the player's seed and the spin's nonce.
 */

export const SLOT_SYMBOLS = ['wild', 'crown', 'diamond', 'bell', 'ace', 'king', 'queen'] as const
export type SlotSymbol = (typeof SLOT_SYMBOLS)[number]

/** What a line of three, four and five of a symbol pays, in line bets, counted from the leftmost reel. */
export type SlotPaytable = Readonly<Record<SlotSymbol, readonly [three: number, four: number, five: number]>>

/** A slot's reels, each a strip of symbols read top to bottom from its stop, its paytable and its lines. */
export type SlotMachine = {
  readonly reels: readonly (readonly SlotSymbol[])[]
  readonly paytable: SlotPaytable
  /** Each line names the row (0 top, 1 middle, 2 bottom) it crosses on each reel. */
  readonly lines: readonly (readonly number[])[]
}

export const SLOT_ROWS = 3

/** The wild stands in for any symbol; a line of wilds alone pays as wilds. */
export const SLOT_PAYTABLE: SlotPaytable = {
  wild: [30, 100, 400],
  crown: [15, 50, 200],
  diamond: [12, 40, 150],
  bell: [8, 25, 100],
  ace: [6, 15, 50],
  king: [6, 12, 40],
  queen: [5, 10, 30],
}

/**
 * 32 stops a reel: 10 queens, 6 kings, 5 aces, 4 bells, 3 diamonds, 2 crowns and 2 wilds, spread
 * along the strip at a different phase on each reel.
 */
// biome-ignore format: a strip a line reads as the reel it is
export const SLOT_REELS: readonly (readonly SlotSymbol[])[] = [
  ['ace', 'queen', 'bell', 'crown', 'diamond', 'queen', 'king', 'wild', 'ace', 'queen', 'king', 'bell', 'queen', 'ace', 'queen', 'diamond', 'king', 'queen', 'bell', 'crown', 'ace', 'queen', 'king', 'wild', 'queen', 'diamond', 'king', 'bell', 'ace', 'queen', 'queen', 'king'],
  ['queen', 'king', 'ace', 'queen', 'bell', 'crown', 'diamond', 'queen', 'king', 'wild', 'ace', 'queen', 'king', 'bell', 'queen', 'ace', 'queen', 'diamond', 'king', 'queen', 'bell', 'crown', 'ace', 'queen', 'king', 'wild', 'queen', 'diamond', 'king', 'bell', 'ace', 'queen'],
  ['queen', 'diamond', 'king', 'bell', 'ace', 'queen', 'queen', 'king', 'ace', 'queen', 'bell', 'crown', 'diamond', 'queen', 'king', 'wild', 'ace', 'queen', 'king', 'bell', 'queen', 'ace', 'queen', 'diamond', 'king', 'queen', 'bell', 'crown', 'ace', 'queen', 'king', 'wild'],
  ['crown', 'ace', 'queen', 'king', 'wild', 'queen', 'diamond', 'king', 'bell', 'ace', 'queen', 'queen', 'king', 'ace', 'queen', 'bell', 'crown', 'diamond', 'queen', 'king', 'wild', 'ace', 'queen', 'king', 'bell', 'queen', 'ace', 'queen', 'diamond', 'king', 'queen', 'bell'],
  ['king', 'queen', 'bell', 'crown', 'ace', 'queen', 'king', 'wild', 'queen', 'diamond', 'king', 'bell', 'ace', 'queen', 'queen', 'king', 'ace', 'queen', 'bell', 'crown', 'diamond', 'queen', 'king', 'wild', 'ace', 'queen', 'king', 'bell', 'queen', 'ace', 'queen', 'diamond'],
]

/** The ten lines: the three rows, two V shapes, two diagonals with shoulders and two flat arches. */
export const SLOT_LINES: readonly (readonly number[])[] = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
  [0, 0, 1, 2, 2],
  [2, 2, 1, 0, 0],
  [1, 0, 0, 0, 1],
  [1, 2, 2, 2, 1],
  [0, 1, 1, 1, 0],
]

export const HOUSE_SLOT: SlotMachine = { reels: SLOT_REELS, paytable: SLOT_PAYTABLE, lines: SLOT_LINES }

/** The return to player the house states for its slot, in percent: `slotReturnToPlayer` rounded. */
export const HOUSE_SLOT_STATED_RTP = '95.30'

/** The symbols in view: `window[reel][row]`, each reel showing its stop and the two stops below it. */
export function slotWindow(stops: readonly number[], machine: SlotMachine = HOUSE_SLOT): SlotSymbol[][] {
  return machine.reels.map((strip, reel) => {
    const stop = stops[reel]
    if (stop === undefined || !Number.isInteger(stop) || stop < 0 || stop >= strip.length) {
      throw new Error(`Reel ${reel + 1} has no stop ${stop}`)
    }
    const column: SlotSymbol[] = []
    for (let row = 0; row < SLOT_ROWS; row += 1) column.push(strip[(stop + row) % strip.length] as SlotSymbol)
    return column
  })
}

export type LineWin = { symbol: SlotSymbol; count: 3 | 4 | 5; multiplier: number }

/**
 * What the symbols of one line pay, reading from the leftmost reel: the first symbol that is not
 * wild names the line, wilds stand in for it, and the better of that run and the leading wilds
 * alone is paid. Null when nothing pays.
 */
export function lineWin(
  symbols: readonly SlotSymbol[],
  paytable: SlotPaytable = SLOT_PAYTABLE,
): LineWin | null {
  let wilds = 0
  while (wilds < symbols.length && symbols[wilds] === 'wild') wilds += 1
  const named = symbols[wilds]
  let run = wilds
  while (named && run < symbols.length && (symbols[run] === named || symbols[run] === 'wild')) run += 1
  const wildWin = paid('wild', wilds, paytable)
  const namedWin = named ? paid(named, run, paytable) : null
  if (!wildWin || !namedWin) return wildWin ?? namedWin
  return namedWin.multiplier > wildWin.multiplier ? namedWin : wildWin
}

function paid(symbol: SlotSymbol, run: number, paytable: SlotPaytable): LineWin | null {
  if (run < 3) return null
  const [three, four, five] = paytable[symbol]
  if (run === 3) return { symbol, count: 3, multiplier: three }
  return run === 4 ? { symbol, count: 4, multiplier: four } : { symbol, count: 5, multiplier: five }
}

export type SpinResult = {
  window: SlotSymbol[][]
  /** The paying lines, by their index in the machine's lines. */
  wins: (LineWin & { line: number; payout: Money })[]
  payout: Money
}

/** A spin's window and what it pays for a stake of `lineBet` on every line. */
export function evaluateSpin(
  stops: readonly number[],
  lineBet: Money,
  machine: SlotMachine = HOUSE_SLOT,
): SpinResult {
  const window = slotWindow(stops, machine)
  const wins: SpinResult['wins'] = []
  const symbols: SlotSymbol[] = []
  let multiplier = 0
  machine.lines.forEach((rows, line) => {
    for (let reel = 0; reel < rows.length; reel += 1) {
      symbols[reel] = window[reel]?.[rows[reel] as number] as SlotSymbol
    }
    const win = lineWin(symbols, machine.paytable)
    if (!win) return
    multiplier += win.multiplier
    wins.push({ ...win, line, payout: money(lineBet * BigInt(win.multiplier)) })
  })
  return { window, wins, payout: money(lineBet * BigInt(multiplier)) }
}

/**
 * A spin's stops from the server seed (committed before the spin), the player's seed and the
 * spin's nonce: one uniform draw per reel from the same HMAC stream as the house's lottery draws.
 */
export function fairSlotStops(
  serverSeed: string,
  clientSeed: string,
  nonce: number,
  machine: SlotMachine = HOUSE_SLOT,
): number[] {
  const next = fairStream(serverSeed, clientSeed, nonce)
  return machine.reels.map((strip) => uniformBelow(strip.length, next))
}

/**
 * The slot's exact return to player as a fraction of the amount staked. A line crosses one row of
 * each reel, and a uniform stop makes that row's symbol follow the strip's symbol counts, reel by
 * reel, independently: every line pays the same on average, and that average is a sum over the
 * lines' possible symbols weighted by their counts, with no spin left out.
 */
export function slotReturnToPlayer(machine: SlotMachine = HOUSE_SLOT): {
  numerator: bigint
  denominator: bigint
} {
  const countsByReel = machine.reels.map((strip) => {
    const counts = new Map<SlotSymbol, bigint>()
    for (const symbol of strip) counts.set(symbol, (counts.get(symbol) ?? 0n) + 1n)
    return [...counts]
  })
  let numerator = 0n
  const visit = (reel: number, symbols: SlotSymbol[], weight: bigint) => {
    const counts = countsByReel[reel]
    if (!counts) {
      numerator += weight * BigInt(lineWin(symbols, machine.paytable)?.multiplier ?? 0)
      return
    }
    for (const [symbol, count] of counts) visit(reel + 1, [...symbols, symbol], weight * count)
  }
  visit(0, [], 1n)
  const denominator = machine.reels.reduce((product, strip) => product * BigInt(strip.length), 1n)
  return { numerator, denominator }
}

/** A fraction as a percentage with two decimals, rounded half up: `{ 953, 1000 }` is '95.30'. */
export function asPercent({ numerator, denominator }: { numerator: bigint; denominator: bigint }): string {
  const hundredths = (numerator * 10_000n * 2n + denominator) / (2n * denominator)
  return `${hundredths / 100n}.${(hundredths % 100n).toString().padStart(2, '0')}`
}
