import { checkMatchResult, type FinishedResult, type Score } from '@app/domain'
import type { FeedOutcome } from '../sports-feed'
import type { SportterySport } from './sporttery-markets'
import type { BasketballResult, SoccerResult } from './sporttery-schemas'

/** What a result row says: nothing yet, how the match ended, or why the row cannot be believed. */
export type ResultReading =
  | { readonly status: 'pending' }
  | { readonly status: 'decided'; readonly outcome: FeedOutcome }
  | { readonly status: 'refused'; readonly reason: string }

/** A drawn result's status code. */
const DRAWN = '2'
/** What the results write where a cancelled (or void) match's score would be. */
const CANCELLED_TEXT = '取消'

/** "2:1" (or with a full-width colon) as two whole numbers, first then second; undefined otherwise. */
function pairOf(text: string | null | undefined): [number, number] | undefined {
  const found = /^\s*(\d{1,3})\s*[:：]\s*(\d{1,3})\s*$/.exec(text ?? '')
  if (!found) return undefined
  return [Number(found[1]), Number(found[2])]
}

function decided(sport: SportterySport, final: Score, halfTime?: Score): ResultReading {
  const result: FinishedResult = halfTime
    ? { status: 'finished', final, halfTime }
    : { status: 'finished', final }
  const check = checkMatchResult(sport, result)
  if (!check.ok) return { status: 'refused', reason: check.reason }
  return {
    status: 'decided',
    outcome: halfTime ? { status: 'finished', final, halfTime } : { status: 'finished', final },
  }
}

/**
 * How a soccer result row ends its match: "取消" (for the score or as resultStatus) cancels it; once drawn (matchResultStatus "2")
 * the full-time sectionsNo999 and half-time sectionsNo1 scores, both "home:away", settle it, e.g.
 * sectionsNo999 "3:2" with sectionsNo1 "1:1" is finished 3:2 with 1:1 at the break.
 */
export function soccerOutcome(row: SoccerResult): ResultReading {
  if ([row.sectionsNo999, row.sectionsNo1, row.resultStatus].some((text) => text?.includes(CANCELLED_TEXT))) {
    return { status: 'decided', outcome: { status: 'cancelled' } }
  }
  if (row.matchResultStatus !== DRAWN) return { status: 'pending' }
  const final = pairOf(row.sectionsNo999)
  const half = pairOf(row.sectionsNo1)
  if (!final) return { status: 'refused', reason: 'sectionsNo999 is not a score' }
  if (!half) return { status: 'refused', reason: 'sectionsNo1 is not a score' }
  return decided('soccer', { home: final[0], away: final[1] }, { home: half[0], away: half[1] })
}

/**
 * How a basketball result row ends its match: "取消" cancels it; once drawn, finalScore settles
 * it, written away side first as sporttery writes basketball, e.g. "98:105" is a 105:98 home win.
 */
export function basketballOutcome(row: BasketballResult): ResultReading {
  if (row.finalScore?.includes(CANCELLED_TEXT)) return { status: 'decided', outcome: { status: 'cancelled' } }
  if (row.matchResultStatus !== DRAWN && row.status !== DRAWN) return { status: 'pending' }
  const score = pairOf(row.finalScore)
  if (!score) return { status: 'refused', reason: 'finalScore is not a score' }
  return decided('basketball', { home: score[1], away: score[0] })
}
