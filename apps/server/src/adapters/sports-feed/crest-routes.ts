import { z } from 'zod'
import type { App } from '../../http/types'
import { CRESTS_PATH, crestSvg } from './crests'
import { FEED_SPORTS } from './sports-feed'

const ZCrestParams = z.object({
  sport: z.enum(FEED_SPORTS),
  file: z.string().regex(/^[^/]{1,120}\.svg$/),
})

/**
 * The simulated feed's crests, drawn on request. A crest depends only on its address, so browsers
 * and caches keep it for a week.
 */
export async function crestRoutes(app: App) {
  app.get(
    `${CRESTS_PATH}/:sport/:file`,
    {
      config: { rateLimit: false },
      schema: { hide: true, params: ZCrestParams },
    },
    async (request, reply) => {
      const { sport, file } = request.params
      return reply
        .header('cache-control', 'public, max-age=604800')
        .type('image/svg+xml')
        .send(crestSvg(file.slice(0, -'.svg'.length), sport))
    },
  )
}
