import { existsSync } from 'node:fs'
import { join } from 'node:path'
import fastifyStatic from '@fastify/static'
import { sendNotFound, wantsSinglePageApp } from './error-handler'
import type { App } from './types'

const IMMUTABLE = 'public, max-age=31536000, immutable'

/**
 * Serves the built web app: its files as they are (hashed assets cached for a year) and, for
 * any other non-API GET, index.html so the app's router handles the path. API paths and other
 * methods get the 404 envelope.
 */
export async function registerSinglePageApp(app: App, webDistDir: string): Promise<void> {
  const hasBuild = existsSync(join(webDistDir, 'index.html'))
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      wildcard: false,
      index: false,
      setHeaders(response, path) {
        response.header('cache-control', path.includes('/assets/') ? IMMUTABLE : 'no-cache')
      },
    })
  } else {
    app.log.warn({ webDistDir }, 'web app is not built; run `npm run build` to serve it')
  }

  app.setNotFoundHandler((request, reply) => {
    if (!wantsSinglePageApp(request)) return sendNotFound(request, reply)
    if (!hasBuild)
      return reply.code(503).type('text/plain').send('The web app is not built. Run `npm run build`.')
    return reply.header('cache-control', 'no-cache').sendFile('index.html')
  })
}
