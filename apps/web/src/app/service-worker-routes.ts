import { API_GROUPS, SERVER_PATHS } from '@app/contract'
import type { VitePWAOptions } from 'vite-plugin-pwa'

type RuntimeCaching = NonNullable<NonNullable<VitePWAOptions['workbox']>['runtimeCaching']>[number]

/** The page a navigation shows when the network fails: its own entry of the build, precached. */
export const OFFLINE_PAGE = 'offline.html'

const escapeForRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&')

/**
 * Every URL the server answers itself rather than the web app: the API groups (money, odds,
 * draws) and its other paths (WebSocket, documentation, health, metrics, the game studio). Matched
 * against the whole URL, as Workbox matches a regular expression route, e.g.
 * `http://127.0.0.1:8080/sports/api/v1/balance` matches and `http://127.0.0.1:8080/sport/soccer`
 * does not.
 */
export function serverUrlPattern(): RegExp {
  const prefixes = [...API_GROUPS, ...SERVER_PATHS].map(escapeForRegExp).join('|')
  return new RegExp(`^https?://[^/]+(?:${prefixes})(?:[/?#]|$)`)
}

/**
 * Whether a request is a navigation anywhere but the back office, whose pages the player's worker
 * leaves alone. The build writes this function's source into the worker, so it refers to nothing
 * outside itself.
 */
export const isNavigationOutsideBackoffice = ({ request, url }: { request: Request; url: URL }): boolean =>
  request.mode === 'navigate' && !/^\/backoffice(?:\/|$)/.test(url.pathname)

/**
 * The worker's routes beside its precache; the first that matches a request answers it, and a
 * request none matches goes to the network untouched.
 * 1. Whatever the server answers itself goes to the network and is never stored: money and odds
 *    are only ever live. It comes first, so no later route can catch an API path, and a
 *    navigation to one of the server's own pages (the API documentation) is not the app's.
 * 2. Every other navigation, but the back office's, goes to the network too (the server writes
 *    the answer to the page's first call into the page, so a stored page would replay stale
 *    odds); only when the network fails does the precached offline page stand in.
 */
export function runtimeRoutes() {
  return [
    { urlPattern: serverUrlPattern(), handler: 'NetworkOnly' },
    {
      urlPattern: isNavigationOutsideBackoffice,
      handler: 'NetworkOnly',
      options: { precacheFallback: { fallbackURL: OFFLINE_PAGE } },
    },
  ] satisfies RuntimeCaching[]
}
