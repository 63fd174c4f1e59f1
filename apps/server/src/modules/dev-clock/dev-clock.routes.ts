import { ok, ZEnvelope } from '@app/contract'
import { z } from 'zod'
import type { AdjustableClock } from '../../clock/clock'
import type { App } from '../../http/types'

export type DevClockRoutesOptions = { clock: AdjustableClock }

const ZClockState = z.object({ now: z.string(), offset_ms: z.number().int() })
const ZAdvanceClock = z.object({
  advance_seconds: z
    .number()
    .int()
    .min(1)
    .max(366 * 24 * 3600)
    .describe('How far to move time forward'),
})

/**
 * Reads and advances the server clock so a draw or a match can be played through in seconds.
 * Mounted only outside production.
 */
export async function devClockRoutes(app: App, { clock }: DevClockRoutesOptions) {
  const state = () => ({ now: clock.now().toISOString(), offset_ms: clock.offsetMs() })

  app.get(
    '/api/v1/dev/clock',
    {
      schema: {
        summary: 'Server time (development and demo only)',
        tags: ['dev'],
        response: { 200: ZEnvelope(ZClockState) },
      },
    },
    async () => ok(state()),
  )

  app.post(
    '/api/v1/dev/clock',
    {
      schema: {
        summary: 'Advance server time (development and demo only)',
        tags: ['dev'],
        body: ZAdvanceClock,
        response: { 200: ZEnvelope(ZClockState) },
      },
    },
    async (request) => {
      clock.advanceBy(request.body.advance_seconds * 1000)
      return ok(state())
    },
  )
}
