import type { LotteryOddsEntry } from '@app/contract'
import { RACE_GROUPS, RACE_SIDES, RACE_TOPS, type RaceGroup, raceGroupOf } from '@app/domain'

/**
 * The bet board of a race game, built from its odds list: the spec's five groups (two sides,
 * champion and runner-up sum, first to fifth, sixth to tenth, dragon vs tiger), each with a
 * section per bet type ("top") and the section's cards in a fixed order.
 */

/** What a section bets on: a position's sides, the sum, its sides, the car at a position, a pair. */
export type RaceSectionKind = 'sides' | 'sum' | 'sumSides' | 'position' | 'dragonTiger'

export type RaceSection = {
  readonly top: string
  readonly kind: RaceSectionKind
  /** The position (1 champion … 10) for sides and position, the pair (1 is 1 vs 10) for dragonTiger. */
  readonly index: number
  readonly entries: readonly LotteryOddsEntry[]
}

export type RaceBoardGroup = { readonly group: RaceGroup; readonly sections: readonly RaceSection[] }

/** The kind and index of a top, e.g. 'position:7' is the car at seventh place; undefined when unknown. */
export function sectionOf(top: string): { kind: RaceSectionKind; index: number } | undefined {
  if (top === 'sum' || top === 'sumSides') return { kind: top, index: 0 }
  const [kind, index] = top.split(':')
  if ((kind === 'sides' || kind === 'position' || kind === 'dragonTiger') && index) {
    return { kind, index: Number(index) }
  }
  return undefined
}

const SIDE_ORDER = RACE_SIDES as readonly string[]

/** The order of a section's cards: sides as big, small, odd, even; numbers upwards; dragon first. */
function propRank(kind: RaceSectionKind, prop: string): number {
  if (kind === 'sides' || kind === 'sumSides') return SIDE_ORDER.indexOf(prop)
  if (kind === 'dragonTiger') return prop === 'dragon' ? 0 : 1
  return Number(prop)
}

/**
 * Groups an odds list into the board, in RACE_GROUPS order and, inside a group, in the odds
 * list's index order (RACE_TOPS); tops the domain does not know are left out, and a group
 * without any offered top is not shown, e.g. the default table gives 5 groups and 27 sections.
 */
export function buildRaceBoard(odds: readonly LotteryOddsEntry[]): RaceBoardGroup[] {
  const byTop = new Map<string, LotteryOddsEntry[]>()
  for (const entry of odds) {
    if (!raceGroupOf(entry.top)) continue
    const list = byTop.get(entry.top) ?? []
    list.push(entry)
    byTop.set(entry.top, list)
  }
  const sections = RACE_TOPS.flatMap((top): RaceSection[] => {
    const entries = byTop.get(top)
    const section = sectionOf(top)
    if (!entries || !section) return []
    const sorted = [...entries].sort(
      (a, b) => propRank(section.kind, a.prop) - propRank(section.kind, b.prop),
    )
    return [{ top, ...section, entries: sorted }]
  })
  return RACE_GROUPS.flatMap((group) => {
    const inGroup = sections.filter((section) => raceGroupOf(section.top) === group)
    return inGroup.length > 0 ? [{ group, sections: inGroup }] : []
  })
}

/** The odds line of a selection, when the game offers it. */
export function oddsLineOf(
  odds: readonly LotteryOddsEntry[],
  selection: { readonly type: string; readonly prop: string },
): LotteryOddsEntry | undefined {
  return odds.find((entry) => entry.top === selection.type && entry.prop === selection.prop)
}
