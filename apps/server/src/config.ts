import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { BRANDS, DEFAULT_BRAND } from '@app/domain'
import { z } from 'zod'

const here = dirname(fileURLToPath(import.meta.url))
// Both the sources (apps/server/src) and the bundle (apps/server/dist) sit two levels below apps/.
const DEFAULT_WEB_DIST = resolve(here, '../../web/dist')

const DEVELOPMENT_ACCESS_SECRET = 'development-only-access-secret-change-me-0000'
const DEVELOPMENT_REFRESH_SECRET = 'development-only-refresh-secret-change-me-000'

const booleanText = z.enum(['true', 'false', '1', '0']).transform((text) => text === 'true' || text === '1')

const ZEnvironment = z.object({
  APP_ENV: z.enum(['development', 'test', 'production']).default('development'),
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: z.coerce
    .number({ error: 'must be an integer from 0 to 65535' })
    .int('must be an integer from 0 to 65535')
    .min(0, 'must be an integer from 0 to 65535')
    .max(65535, 'must be an integer from 0 to 65535')
    .default(8080),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\/.+/, 'must be a postgres:// URL')
    .optional(),
  DATA_DIR: z.string().min(1).default('var'),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\/.+/, 'must be a redis:// URL')
    .optional(),
  BRAND: z.enum(BRANDS, { error: `must be one of ${BRANDS.join(', ')}` }).default(DEFAULT_BRAND),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  JWT_ACCESS_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  JWT_REFRESH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  DEMO_DATA: booleanText.optional(),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1, 'must be a positive integer').default(1200),
  TRUST_PROXY: booleanText.default(false),
  WEB_DIST_DIR: z.string().min(1).default(DEFAULT_WEB_DIST),
})

export type Config = Readonly<{
  appEnv: 'development' | 'test' | 'production'
  isProduction: boolean
  host: string
  port: number
  databaseUrl: string | undefined
  dataDir: string
  redisUrl: string | undefined
  brand: (typeof BRANDS)[number]
  logLevel: string
  jwtAccessSecret: string
  jwtRefreshSecret: string
  demoData: boolean
  rateLimitPerMinute: number
  trustProxy: boolean
  webDistDir: string
  /** Whether demo and test tools may move the clock forward. Never in production. */
  isClockAdjustable: boolean
}>

export type ConfigResult = { ok: true; config: Config } | { ok: false; problems: string[] }

/**
 * Reads and validates every setting at once from an environment, reporting all bad variables
 * together, e.g. `PORT must be an integer from 0 to 65535 (got "abc")`.
 */
export function loadConfig(env: Readonly<Record<string, string | undefined>>): ConfigResult {
  // An empty variable means "not set", as in most shells' `VAR= command`.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''))
  const parsed = ZEnvironment.safeParse(present)
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => {
      const name = String(issue.path[0] ?? 'environment')
      const got = present[name]
      return `${name} ${issue.message}${got === undefined ? ' (not set)' : ` (got ${JSON.stringify(got)})`}`
    })
    return { ok: false, problems }
  }
  const settings = parsed.data
  const isProduction = settings.APP_ENV === 'production'
  const problems: string[] = []
  if (isProduction) {
    if (!settings.DATABASE_URL) {
      problems.push(
        'DATABASE_URL is required in production: the embedded database is for trying and developing the product, PostgreSQL is for money',
      )
    }
    if (!settings.JWT_ACCESS_SECRET) problems.push('JWT_ACCESS_SECRET is required in production (not set)')
    if (!settings.JWT_REFRESH_SECRET) problems.push('JWT_REFRESH_SECRET is required in production (not set)')
  }
  if (problems.length > 0) return { ok: false, problems }
  return {
    ok: true,
    config: Object.freeze({
      appEnv: settings.APP_ENV,
      isProduction,
      host: settings.HOST,
      port: settings.PORT,
      databaseUrl: settings.DATABASE_URL,
      dataDir: resolve(settings.DATA_DIR),
      redisUrl: settings.REDIS_URL,
      brand: settings.BRAND,
      logLevel: settings.LOG_LEVEL,
      jwtAccessSecret: settings.JWT_ACCESS_SECRET ?? DEVELOPMENT_ACCESS_SECRET,
      jwtRefreshSecret: settings.JWT_REFRESH_SECRET ?? DEVELOPMENT_REFRESH_SECRET,
      demoData: settings.DEMO_DATA ?? !isProduction,
      rateLimitPerMinute: settings.RATE_LIMIT_PER_MINUTE,
      trustProxy: settings.TRUST_PROXY,
      webDistDir: resolve(settings.WEB_DIST_DIR),
      isClockAdjustable: !isProduction,
    }),
  }
}
