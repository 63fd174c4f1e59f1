import { ok, ZDraw, ZDrawResult, ZEnvelope, ZErrorEnvelope } from '@app/contract'
import { z } from 'zod'
import type { AdjustableClock } from '../../clock/clock'
import type { Db } from '../../db/database'
import type { App } from '../../http/types'
import { imposeDrawResult } from '../lottery/lottery.service'

export type DevToolsRoutesOptions = { clock: AdjustableClock; db: Db }

const ZClockState = z.object({ now: z.string(), offset_ms: z.number().int() })
const ZAdvanceClock = z.object({
  advance_seconds: z
    .number()
    .int()
    .min(1)
    .max(366 * 24 * 3600)
    .describe('How far to move time forward'),
})
const ZDrawParams = z.object({ id: z.coerce.number().int().positive() })

/**
 * Tools for demos and tests, mounted only outside production: read and advance the server
 * clock so a draw or a match plays through in seconds, and draw a chosen result (a rule such as
 * special 49 shown on demand). A game's availability is the trading desk's
 * (PUT api/v1/operator/games/:game_id/status).
 */
export async function devToolsRoutes(app: App, { clock, db }: DevToolsRoutesOptions) {
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

  app.post(
    '/api/v1/dev/draws/:id/result',
    {
      schema: {
        summary:
          'Close a draw and record a chosen result, which the engine then settles (development and demo only)',
        tags: ['dev'],
        params: ZDrawParams,
        body: ZDrawResult,
        response: { 200: ZEnvelope(ZDraw), 400: ZErrorEnvelope, 404: ZErrorEnvelope, 409: ZErrorEnvelope },
      },
    },
    async (request) => ok(await imposeDrawResult(db, request.params.id, request.body)),
  )
}
