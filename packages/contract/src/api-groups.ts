import type { CatalogueProvider } from '@app/domain'
/**
 * The base path groups every API call lives under; `/sports` is the default. A path under one of
 * them that matches no route is an API 404 (an envelope), never the single-page app.
 */
export const API_GROUPS = [
  '/sports',
  '/3rd-game',
  '/pggame',
  '/tadaGame',
  '/playcard',
  '/nggame',
  '/otherChat',
  '/activities',
] as const
export type ApiGroup = (typeof API_GROUPS)[number]

export const DEFAULT_API_GROUP: ApiGroup = '/sports'

/** The group that serves each catalogue provider's calls, e.g. its game list. */
export const PROVIDER_API_GROUPS = {
  pgGames: '/pggame',
  tadaGames: '/tadaGame',
  noah: '/3rd-game',
} as const satisfies Record<CatalogueProvider, ApiGroup>

/** Paths the server owns besides the API groups; the SPA never serves these. */
export const SERVER_PATHS = ['/docs', '/healthz', '/readyz', '/metrics', '/ws', '/dev', '/studio'] as const

/** Whether a request path belongs to the server rather than the SPA, e.g. `/sports/api/v1/x` does. */
export function isServerPath(path: string): boolean {
  const bare = path.split('?')[0] ?? ''
  return [...API_GROUPS, ...SERVER_PATHS].some((prefix) => bare === prefix || bare.startsWith(`${prefix}/`))
}
