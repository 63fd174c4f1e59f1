import { BET_STATUS, isMarkSixBetType, parseSelection, type ZodiacAnimal } from '@app/domain'
import type { TFunction } from 'i18next'

export { shortHash } from './shared/format'

/** A ball number as the draws show it, two digits: 7 is "07". */
export function formatBall(ball: number): string {
  return String(ball).padStart(2, '0')
}

/** Animals in the reader's list style, e.g. "Rat, Ox, Horse" in English. */
export function animalList(t: TFunction, animals: readonly ZodiacAnimal[], language: string): string {
  const names = animals.map((animal) => t(`lottery.animals.${animal}`))
  try {
    return new Intl.ListFormat(language, { style: 'short', type: 'unit' }).format(names)
  } catch {
    return names.join(', ')
  }
}

/** The translated name of a bet type, e.g. 'specialCodeSide' is "Special code two sides". */
export function betTypeName(t: TFunction, type: string): string {
  return isMarkSixBetType(type) ? t(`lottery.betTypes.${type}`) : type
}

/**
 * A selection as a player reads it, without its bet type: specialCode '7' is "07",
 * numberCodeSide 'no3:big' is "No. 3 · Big", specialCodeCombinationZodiacs 'level2:rat,ox' is
 * "2 in 1 · Rat, Ox". A prop the domain cannot read is shown as sent.
 */
export function selectionName(t: TFunction, type: string, prop: string, language: string): string {
  if (!isMarkSixBetType(type)) return prop
  const parsed = parseSelection({ type, prop })
  if (!parsed) return prop
  switch (parsed.type) {
    case 'specialCode':
    case 'numberCode':
    case 'no1':
    case 'no2':
    case 'no3':
    case 'no4':
    case 'no5':
    case 'no6':
      return formatBall(parsed.ball)
    case 'specialCodeSide':
      return t(`lottery.sides.${parsed.side}`)
    case 'specialCodeColor':
      return t(`lottery.colours.${parsed.colour}`)
    case 'specialCodeAnimal':
      return t(`lottery.animals.${parsed.animal}`)
    case 'specialCodeMergeAnimal':
      return animalList(t, parsed.animals, language)
    case 'specialCodeTail':
    case 'tail':
      return t('lottery.tailNumber', { tail: parsed.tail })
    case 'specialCodeCombinationZodiacs':
      return t('lottery.selection.withLevel', {
        level: t(`lottery.levels.${parsed.level}`),
        value: animalList(t, parsed.animals, language),
      })
    case 'numberCodeSide':
      return t('lottery.selection.atPosition', {
        position: t(`lottery.positions.${parsed.position}`),
        value: t(`lottery.sides.${parsed.side}`),
      })
    case 'numberCodeColor':
      return t('lottery.selection.atPosition', {
        position: t(`lottery.positions.${parsed.position}`),
        value: t(`lottery.colours.${parsed.colour}`),
      })
  }
}

/** A whole pick: its bet type and its selection, e.g. "Special code two sides: Big". */
export function selectionLabel(t: TFunction, type: string, prop: string, language: string): string {
  return t('lottery.selection.label', {
    type: betTypeName(t, type),
    value: selectionName(t, type, prop, language),
  })
}

/** The status shown on a lottery bet: the spec's PENDING, CANCELED, WIN and LOSS, and a push as a refund. */
export type BetStatusLabel = 'pending' | 'canceled' | 'win' | 'loss' | 'push' | 'refund'

export function betStatusLabel(status: number, outcome: string | null): BetStatusLabel {
  if (status === BET_STATUS.pending) return 'pending'
  if (status === BET_STATUS.cancelled) return 'canceled'
  if (outcome === 'win') return 'win'
  if (outcome === 'push') return 'push'
  if (outcome === 'refund') return 'refund'
  return 'loss'
}

/**
 * Time left until a moment as the countdown shows it: mm:ss under an hour, hh:mm:ss under a day,
 * and days before that, e.g. 75 s is "01:15"; never negative.
 */
export function countdownParts(msLeft: number): { days: number; clock: string } {
  const totalSeconds = Math.max(0, Math.floor(msLeft / 1000))
  const days = Math.floor(totalSeconds / 86_400)
  const hours = Math.floor((totalSeconds % 86_400) / 3600)
  const minutes = Math.floor((totalSeconds % 3600) / 60)
  const seconds = totalSeconds % 60
  const two = (value: number) => String(value).padStart(2, '0')
  const clock =
    days > 0 || hours > 0
      ? `${two(hours)}:${two(minutes)}:${two(seconds)}`
      : `${two(minutes)}:${two(seconds)}`
  return { days, clock }
}
