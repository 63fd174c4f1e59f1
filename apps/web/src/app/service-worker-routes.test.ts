import { API_GROUPS, SERVER_PATHS } from '@app/contract'
import { describe, expect, it } from 'vitest'
import {
  isNavigationOutsideBackoffice,
  OFFLINE_PAGE,
  runtimeRoutes,
  serverUrlPattern,
} from './service-worker-routes'

const ORIGIN = 'http://127.0.0.1:8080'
const SERVER_OWNED = [...API_GROUPS, ...SERVER_PATHS]

const navigation = (path: string) => ({
  request: { mode: 'navigate' } as Request,
  url: new URL(path, ORIGIN),
})
const fetchOf = (path: string) => ({ request: { mode: 'cors' } as Request, url: new URL(path, ORIGIN) })

/** The route that answers a request, as Workbox picks it: the first whose pattern matches. */
function routeFor(request: { request: Request; url: URL }) {
  return runtimeRoutes().find(({ urlPattern }) =>
    urlPattern instanceof RegExp ? urlPattern.test(request.url.href) : urlPattern(request),
  )
}

describe('serverUrlPattern', () => {
  const pattern = serverUrlPattern()

  it.each(SERVER_OWNED.map((prefix) => [prefix]))('matches everything under %s', (prefix) => {
    expect(pattern.test(`${ORIGIN}${prefix}/api/v1/balance?currency=USDT`)).toBe(true)
    expect(pattern.test(`${ORIGIN}${prefix}`)).toBe(true)
    expect(pattern.test(`${ORIGIN}${prefix}?x=1`)).toBe(true)
  })

  it.each([['/'], ['/sport/soccer'], ['/sportsbook'], ['/lottery/mark-six'], ['/assets/app-1.js']])(
    'leaves the app’s own path %s alone',
    (path) => {
      expect(pattern.test(`${ORIGIN}${path}`)).toBe(false)
    },
  )
})

describe('runtimeRoutes', () => {
  it.each(SERVER_OWNED.map((prefix) => [prefix]))(
    'sends every request under %s to the network with no offline page and no cache, navigations too',
    (prefix) => {
      for (const request of [fetchOf(`${prefix}/api/v1/balance`), navigation(`${prefix}/x`)]) {
        const route = routeFor(request)
        expect(route?.handler).toBe('NetworkOnly')
        expect(route?.options).toBeUndefined()
      }
    },
  )

  it.each([['/'], ['/sport/soccer'], ['/profile?wallet=1'], ['/backofficex']])(
    'fetches a navigation to the player’s page %s from the network, with the offline page if that fails',
    (path) => {
      const route = routeFor(navigation(path))
      expect(route?.handler).toBe('NetworkOnly')
      expect(route?.options?.precacheFallback.fallbackURL).toBe(OFFLINE_PAGE)
    },
  )

  it.each([['/backoffice'], ['/backoffice/support?queue=mine']])(
    'leaves the back office’s page %s to the browser: the player’s worker does not answer it',
    (path) => {
      expect(routeFor(navigation(path))).toBeUndefined()
    },
  )

  it('leaves the app’s files to the precache and the HTTP cache', () => {
    expect(routeFor(fetchOf('/assets/sports-lobby-1234.js'))).toBeUndefined()
    expect(routeFor(fetchOf('/art/empty.svg'))).toBeUndefined()
  })

  it('caches nothing at run time: no route names a cache', () => {
    for (const route of runtimeRoutes()) expect(route.handler).toBe('NetworkOnly')
  })
})

describe('isNavigationOutsideBackoffice', () => {
  it('works from its source alone, as the build writes it into the worker', () => {
    const rebuilt = new Function(
      `return (${isNavigationOutsideBackoffice.toString()})`,
    )() as typeof isNavigationOutsideBackoffice
    expect(rebuilt(navigation('/sport/soccer'))).toBe(true)
    expect(rebuilt(navigation('/backoffice/chat'))).toBe(false)
    expect(rebuilt(fetchOf('/sport/soccer'))).toBe(false)
  })
})
