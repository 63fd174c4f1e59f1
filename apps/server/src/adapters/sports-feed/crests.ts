import { createHash } from 'node:crypto'
import type { FeedSport } from './sports-feed'

/** Colour pairs a crest is drawn in: a field and a contrasting band. */
const PALETTES = [
  ['#1d4ed8', '#facc15'],
  ['#b91c1c', '#f8fafc'],
  ['#047857', '#fde68a'],
  ['#7c3aed', '#f9a8d4'],
  ['#0f172a', '#84cc16'],
  ['#c2410c', '#0f172a'],
  ['#0e7490', '#f1f5f9'],
  ['#be123c', '#fcd34d'],
  ['#334155', '#38bdf8'],
  ['#166534', '#f8fafc'],
] as const

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter((word) => /^[A-Za-z]/.test(word))
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('')

/** The crest's outline per sport: a round badge for basketball, an octagon for cricket, else a shield. */
const OUTLINES: Readonly<Record<FeedSport, string>> = {
  soccer: '<path d="M32 3 58 12v20c0 15-11 25-26 30C17 57 6 47 6 32V12z"/>',
  bd: '<path d="M32 3 58 12v20c0 15-11 25-26 30C17 57 6 47 6 32V12z"/>',
  basketball: '<circle cx="32" cy="32" r="29"/>',
  cricket: '<path d="M21 3h22l18 18v22L43 61H21L3 43V21z"/>',
}

/** Where the server serves the simulated feed's crests (see `crestRoutes`). */
export const CRESTS_PATH = '/art/crests'

/**
 * A team's crest address. A real feed links its crests too: a match list then carries names, not
 * pictures, and the browser fetches each crest once and keeps it.
 */
export function teamCrest(name: string, sport: FeedSport): string {
  return `${CRESTS_PATH}/${sport}/${encodeURIComponent(name)}.svg`
}

/**
 * A team's crest, drawn for the product: a shield (a round badge for basketball, an octagon for
 * cricket) in the team's colours with its initials, as SVG. The same name always gives the same
 * crest.
 */
export function crestSvg(name: string, sport: FeedSport): string {
  const digest = createHash('sha256').update(name).digest()
  const [field, band] = PALETTES[(digest[0] ?? 0) % PALETTES.length] ?? PALETTES[0]
  const stripe = (digest[1] ?? 0) % 3
  const outline = OUTLINES[sport]
  const bands = [
    '<rect x="0" y="26" width="64" height="12"/>',
    '<rect x="26" y="0" width="12" height="64"/>',
    '<path d="M0 44 64 12v12L0 56z"/>',
  ][stripe]
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><defs><clipPath id="c">${outline}</clipPath></defs><g clip-path="url(#c)"><rect width="64" height="64" fill="${field}"/><g fill="${band}" opacity=".85">${bands}</g></g><g fill="none" stroke="${band}" stroke-width="3">${outline}</g><text x="32" y="39" text-anchor="middle" font-family="Arial,sans-serif" font-size="18" font-weight="700" fill="#fff" stroke="${field}" stroke-width="3" paint-order="stroke">${initialsOf(name)}</text></svg>`
}
