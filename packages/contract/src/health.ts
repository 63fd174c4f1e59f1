import { z } from 'zod'

export const ZHealth = z.object({ status: z.literal('ok'), uptime_s: z.number() })
/** Ready: the database answers, the bus between instances answers, every migration is applied. */
export const ZReadiness = z.object({
  status: z.literal('ready'),
  database: z.enum(['pglite', 'postgres']),
  bus: z.enum(['in-process', 'redis']),
  migrations: z.literal('applied'),
})
