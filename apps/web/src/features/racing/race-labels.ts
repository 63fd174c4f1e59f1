import type { TFunction } from 'i18next'
import { sectionOf } from './race-board'

export { shortHash } from '../lottery/shared/format'

/** A finishing position's name: 1 is "Champion", 2 "Runner-up", 3 "3rd" … */
export function positionName(t: TFunction, position: number): string {
  return t(`racing.positions.${position}`)
}

/** A pair of dragon vs tiger by its number: 1 is "1 vs 10" … 5 is "5 vs 6". */
export function pairName(t: TFunction, pair: number): string {
  return t('racing.pair', { dragon: pair, tiger: 11 - pair })
}

/** The title of a bet type's section, e.g. 'sides:1' "Champion", 'sum' "Sum", 'dragonTiger:2' "2 vs 9". */
export function sectionTitle(t: TFunction, top: string): string {
  const section = sectionOf(top)
  if (!section) return top
  switch (section.kind) {
    case 'sides':
    case 'position':
      return positionName(t, section.index)
    case 'sum':
      return t('racing.sections.sum')
    case 'sumSides':
      return t('racing.sections.sumSides')
    case 'dragonTiger':
      return pairName(t, section.index)
  }
}

/** A card's own name inside its section: "Big", "Car 7", "11", "Dragon". */
export function propName(t: TFunction, top: string, prop: string): string {
  const section = sectionOf(top)
  if (!section) return prop
  switch (section.kind) {
    case 'sides':
    case 'sumSides':
      return t(`racing.sides.${prop}`, { defaultValue: prop })
    case 'position':
      return t('racing.car', { car: prop })
    case 'sum':
      return prop
    case 'dragonTiger':
      return t(`racing.dragonTiger.${prop}`, { defaultValue: prop })
  }
}

/**
 * A race bet as a player reads it: 'sides:1' big is "Champion · Big", 'position:3' 7 is
 * "3rd · Car 7", 'dragonTiger:1' dragon "1 vs 10 · Dragon", 'sum' 11 "Sum · 11"; a type the
 * racing rules do not know is shown as sent.
 */
export function selectionLabel(t: TFunction, type: string, prop: string): string {
  if (!sectionOf(type)) return `${type} · ${prop}`
  const title = type === 'sumSides' ? t('racing.sections.sum') : sectionTitle(t, type)
  return t('racing.selection', { section: title, value: propName(t, type, prop) })
}

/** Time left as a countdown shows it: mm:ss under an hour, else h:mm:ss; never negative. */
export function clockText(msLeft: number): string {
  const seconds = Math.max(0, Math.floor(msLeft / 1000))
  const two = (value: number) => String(value).padStart(2, '0')
  const hours = Math.floor(seconds / 3600)
  const minutes = two(Math.floor((seconds % 3600) / 60))
  return hours > 0 ? `${hours}:${minutes}:${two(seconds % 60)}` : `${minutes}:${two(seconds % 60)}`
}
