import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import {
  PAGE_DATA_ELEMENT_ID,
  type PageHints,
  PRELOADED_SCREENS,
  type PreloadedScreen,
  pageHints,
  SCREEN_PRELOADS_FILE,
  type ScreenPreloads,
} from '@app/contract'
import type { Brand } from '@app/domain'
import fastifyStatic from '@fastify/static'
import type { FastifyRequest } from 'fastify'
import { z } from 'zod'
import { sendCompressed } from './compression'
import { sendNotFound, wantsSinglePageApp } from './error-handler'
import type { App } from './types'

const IMMUTABLE = 'public, max-age=31536000, immutable'
/** The pages the server dresses for its brand, also when asked for by file name or compressed copy. */
const UNBRANDED_PAGE = /^\/(index|offline)\.html(\.br|\.gz)?$/
/** The page the player's service worker shows when a navigation finds no network; it precaches it from here. */
const OFFLINE_PAGE = /^\/offline\.html(\.br|\.gz)?$/
/** The back office's paths (`/backoffice`, `/backoffice/support` …): its own page of the web build. */
const BACKOFFICE_PATH = /^\/backoffice(\/|$)/

/**
 * A page of the web build (the app's index.html, the offline page) dressed for the brand this
 * server serves: <html data-brand> picks the brand's colours before the first paint; the title,
 * the logo and icon, and the web app manifest with its icons are the brand's.
 */
export function brandedPageHtml(html: string, brand: Brand): string {
  return html
    .replace('<html lang="en">', `<html lang="en" data-brand="${brand}">`)
    .replace(/<title>[^<]*<\/title>/, `<title>${brand}</title>`)
    .replace(/(href|src)="\/art\/brands\/[^"]+\.svg"/g, `$1="/art/brands/${brand}.svg"`)
    .replace(/href="\/web-app\/[^/"]+\//g, `href="/web-app/${brand}/`)
}

const readPage = (path: string) => (existsSync(path) ? readFileSync(path, 'utf8') : undefined)

/**
 * Serves the built web app: its files, compressed when the build left a compressed copy and the
 * browser accepts it (hashed assets cached for a year); for /backoffice and every path under it,
 * the back office's page; the branded offline page at /offline.html, where the player's service
 * worker precaches it; and for any other non-API GET, the branded index.html so the app's router
 * handles the path. API paths and other methods get the 404 envelope.
 */
export async function registerSinglePageApp(app: App, webDistDir: string, brand: Brand): Promise<void> {
  const unbrandedIndex = readPage(join(webDistDir, 'index.html'))
  const indexHtml = unbrandedIndex === undefined ? undefined : brandedPageHtml(unbrandedIndex, brand)
  const unbrandedOffline = readPage(join(webDistDir, 'offline.html'))
  const offlineHtml = unbrandedOffline === undefined ? undefined : brandedPageHtml(unbrandedOffline, brand)
  const backofficeHtml = readPage(join(webDistDir, 'backoffice.html'))
  if (indexHtml) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      wildcard: false,
      index: false,
      // The build writes a brotli and a gzip copy beside each text file; a browser that accepts
      // one gets it (with Vary: Accept-Encoding), any other the file as it is.
      preCompressed: true,
      // The index and the offline page are always the branded copies, also when asked for by their
      // file names or their compressed copies' names.
      allowedPath: (path) => !UNBRANDED_PAGE.test(path),
      // Called with the file actually sent, so for a compressed copy too. Outside /assets/ (the
      // service worker, the manifests) a browser revalidates every time: a new worker or icon
      // reaches players on their next visit.
      setHeaders(response, path) {
        response.header('cache-control', path.includes('/assets/') ? IMMUTABLE : 'no-cache')
      },
    })
  } else {
    app.log.warn({ webDistDir }, 'web app is not built; run `npm run build` to serve it')
  }

  const preloads = readScreenPreloads(webDistDir)
  app.setNotFoundHandler(async (request, reply) => {
    if (!wantsSinglePageApp(request)) return sendNotFound(request, reply)
    const pathname = new URL(request.url, 'http://page.invalid').pathname
    if (OFFLINE_PAGE.test(pathname) && offlineHtml) {
      return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(offlineHtml)
    }
    const isBackoffice = BACKOFFICE_PATH.test(pathname)
    const page = isBackoffice ? backofficeHtml : indexHtml
    if (!page)
      return reply.code(503).type('text/plain').send('The web app is not built. Run `npm run build`.')
    reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8')
    // The back office's page is the same for every operator and path: no brand, no screen's hints.
    if (isBackoffice) return reply.send(page)
    const hints = pageHints(pathname)
    if (!hints) return reply.send(page)
    return sendCompressed(request, reply, await withPageHints(app, request, page, hints, preloads))
  })
}

const ZFiles = z.object({ scripts: z.array(z.string()), styles: z.array(z.string()) })
const ZScreenPreloads = z.partialRecord(z.enum(Object.keys(PRELOADED_SCREENS) as [PreloadedScreen]), ZFiles)

/** The build's list of each screen's files; none when the build wrote no list. */
function readScreenPreloads(webDistDir: string): ScreenPreloads {
  const path = join(webDistDir, SCREEN_PRELOADS_FILE)
  return existsSync(path) ? ZScreenPreloads.parse(JSON.parse(readFileSync(path, 'utf8'))) : {}
}

/**
 * The page with what its screen needs from the start: its code named in the head, so the browser
 * fetches it beside the app's own, and the answer to its first call in the body (read by the app's
 * base query), which saves the call's round trip after the code has run. The call runs in-process
 * as the visitor's own, under the visitor's rate limit; when it fails the page goes without it.
 */
async function withPageHints(
  app: App,
  request: FastifyRequest,
  html: string,
  hints: PageHints,
  preloads: ScreenPreloads,
): Promise<string> {
  const files = preloads[hints.screen] ?? { scripts: [], styles: [] }
  const links = [
    ...files.scripts.map((file) => `<link rel="modulepreload" crossorigin href="${file}">`),
    ...files.styles.map((file) => `<link rel="preload" as="style" crossorigin href="${file}">`),
  ]
  const answer = await app
    .inject({ method: 'GET', url: hints.firstCall, remoteAddress: request.ip })
    .catch((error: unknown) => {
      request.log.warn({ err: error, call: hints.firstCall }, 'page data call failed')
      return undefined
    })
  const payload =
    answer?.statusCode === 200
      ? `{"url":${JSON.stringify(hints.firstCall)},"body":${answer.body}}`
      : undefined
  // JSON text in a script element ends only at "</script": with every "<" escaped it cannot.
  const data = payload
    ? `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${payload.replaceAll('<', '\\u003c')}</script>`
    : ''
  return html.replace('</head>', `${links.join('')}</head>`).replace('</body>', `${data}</body>`)
}
