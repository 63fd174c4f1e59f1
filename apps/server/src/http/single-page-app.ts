import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Brand } from '@app/domain'
import fastifyStatic from '@fastify/static'
import type { FastifyReply } from 'fastify'
import { sendNotFound, wantsSinglePageApp } from './error-handler'
import type { App } from './types'

const IMMUTABLE = 'public, max-age=31536000, immutable'
const UNBRANDED_INDEX = /^\/index\.html(\.br|\.gz)?$/

/**
 * The app's index.html dressed for the brand this server serves: <html data-brand> picks the
 * brand's colours before the first paint, and the title and icon are the brand's.
 */
export function brandedIndexHtml(html: string, brand: Brand): string {
  return html
    .replace('<html lang="en">', `<html lang="en" data-brand="${brand}">`)
    .replace(/<title>[^<]*<\/title>/, `<title>${brand}</title>`)
    .replace(/href="\/art\/brands\/[^"]+\.svg"/, `href="/art/brands/${brand}.svg"`)
}

/**
 * Serves the built web app: its files, compressed when the build left a compressed copy and the
 * browser accepts it (hashed assets cached for a year) and, for
 * any other non-API GET, the branded index.html so the app's router handles the path. API
 * paths and other methods get the 404 envelope.
 */
export async function registerSinglePageApp(app: App, webDistDir: string, brand: Brand): Promise<void> {
  const indexPath = join(webDistDir, 'index.html')
  const indexHtml = existsSync(indexPath)
    ? brandedIndexHtml(readFileSync(indexPath, 'utf8'), brand)
    : undefined
  if (indexHtml) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      wildcard: false,
      index: false,
      // The build writes a brotli and a gzip copy beside each text file; a browser that accepts
      // one gets it (with Vary: Accept-Encoding), any other the file as it is.
      preCompressed: true,
      // The index is always the branded copy, also when asked for by its file name or its
      // compressed copies' names.
      allowedPath: (path) => !UNBRANDED_INDEX.test(path),
      // Called with the file actually sent, so for a compressed copy too.
      setHeaders(response, path) {
        response.header('cache-control', path.includes('/assets/') ? IMMUTABLE : 'no-cache')
      },
    })
  } else {
    app.log.warn({ webDistDir }, 'web app is not built; run `npm run build` to serve it')
  }

  app.setNotFoundHandler((request, reply) => {
    if (!wantsSinglePageApp(request)) return sendNotFound(request, reply)
    if (!indexHtml)
      return reply.code(503).type('text/plain').send('The web app is not built. Run `npm run build`.')
    return sendIndex(reply, indexHtml)
  })
}

function sendIndex(reply: FastifyReply, html: string) {
  return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html)
}
