import { ok, ZEnvelope, ZVipLevels } from '@app/contract'
import type { Db } from '../../db/database'
import type { App } from '../../http/types'
import { listVipLevels } from './vip.service'

export type VipRoutesOptions = { db: Db }

/** The VIP ladder. */
export async function vipRoutes(app: App, { db }: VipRoutesOptions) {
  app.get(
    '/api/v1/vip',
    {
      schema: {
        summary: 'VIP levels (bronze to diamond) with the total deposits in USDT that reach each',
        tags: ['member'],
        response: { 200: ZEnvelope(ZVipLevels) },
      },
    },
    async () => ok(await listVipLevels(db)),
  )
}
