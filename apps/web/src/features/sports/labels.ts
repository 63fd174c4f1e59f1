import { isMarketKind, type MarketKind, type SportsGame } from '@app/domain'
import type { TFunction } from 'i18next'
import { dateTimeFormat, numberFormat } from '../../shared/format/intl-formats'

/**
 * A line as a signed number in the reader's digits, e.g. -1 is "-1", 5.5 is "+5.5" and 0 is "0".
 */
export function formatLine(line: number, language: string): string {
  return numberFormat(language, { signDisplay: 'exceptZero', maximumFractionDigits: 1 }).format(line)
}

/** A kick-off time in the reader's local time and language, short, e.g. "Mar 1, 20:30". */
export function formatKickOff(iso: string, language: string): string {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return iso
  return dateTimeFormat(language, {
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).format(date)
}

/** A market's name, e.g. 'correct_score' is "Correct score"; an unknown kind is shown as sent. */
export function marketName(t: TFunction, kind: string): string {
  return isMarketKind(kind) ? t(`sports.markets.${kind}`) : kind
}

const SIDES = new Set(['H', 'D', 'A'])
const UP_DOWN = new Set(['up_odd', 'up_even', 'down_odd', 'down_even'])
const OTHER_SCORES = new Set(['home_other', 'draw_other', 'away_other'])

function sideLabel(
  t: TFunction,
  side: string,
  line: number | null,
  language: string,
  isTwoWay: boolean,
): string {
  if (line === null) return t(`sports.outcomes.${side}`)
  // Lines are added to the home score: the away side reads it the other way round.
  if (side === 'A') return t('sports.outcomes.lineA', { line: formatLine(-line, language) })
  if (side === 'H' || isTwoWay) return t('sports.outcomes.lineH', { line: formatLine(line, language) })
  return t('sports.outcomes.lineD', { line: formatLine(line, language) })
}

/**
 * An outcome as a player reads it, with its line where the market takes one, e.g. handicap 'H'
 * at -1 is "Home -1" (and 'A' "Away +1"), goals '7+' is "Total 7+", half 'H/D' is "HT Home · FT
 * Draw", bs 'big' at 210.5 is "Over 210.5", mv 'away_6_10' is "Away by 6-10" and a correct score
 * '2:1' stays "2:1". A key the screens do not know is shown as sent.
 */
export function outcomeLabel(
  t: TFunction,
  sport: SportsGame,
  kind: string,
  name: string,
  line: number | null,
  language: string,
): string {
  const market: MarketKind | undefined = isMarketKind(kind) ? kind : undefined
  switch (market) {
    case 'wl':
    case 'handicap': {
      if (!SIDES.has(name)) return name
      // BD's win/draw/lose carries a goal handicap, 0 for none.
      const shown = line === null || line === 0 ? null : line
      return sideLabel(t, name, shown, language, sport === 'basketball')
    }
    case 'correct_score':
      return OTHER_SCORES.has(name) ? t(`sports.outcomes.${name}`) : name
    case 'goals':
      return t('sports.outcomes.goals', { goals: name })
    case 'half': {
      const [half, full] = name.split('/')
      if (!half || !full || !SIDES.has(half) || !SIDES.has(full)) return name
      return t('sports.outcomes.half', {
        half: t(`sports.outcomes.${half}`),
        full: t(`sports.outcomes.${full}`),
      })
    }
    case 'bs':
      if (name !== 'big' && name !== 'small') return name
      return t(`sports.outcomes.${name}`, {
        line: line === null ? '' : numberFormat(language, { maximumFractionDigits: 1 }).format(line),
      })
    case 'mv': {
      const match = /^(home|away)_(\d+)(?:_(\d+)|\+)$/.exec(name)
      if (!match) return name
      const [, side, from, to] = match
      const band = to === undefined ? `${from}+` : `${from}-${to}`
      return t(`sports.outcomes.margin_${side}`, { band })
    }
    case 'up':
      return UP_DOWN.has(name) ? t(`sports.outcomes.${name}`) : name
    default:
      return name
  }
}

/** A parlay level's name: 1 is "Single", k is "k String 1". */
export function foldName(t: TFunction, fold: number): string {
  return fold === 1 ? t('sports.slip.single') : t('sports.slip.fold', { legs: fold })
}

/** The teams of a match, e.g. "Lions vs Tigers". */
export function matchName(t: TFunction, home: string, away: string): string {
  return t('sports.match', { home, away })
}
