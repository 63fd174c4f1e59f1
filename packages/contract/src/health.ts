import { z } from 'zod'

export const ZHealth = z.object({ status: z.literal('ok'), uptime_s: z.number() })
export const ZReadiness = z.object({ status: z.literal('ready'), database: z.enum(['pglite', 'postgres']) })
