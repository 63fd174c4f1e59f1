import type { Clock } from './clock/clock'
import type { Config } from './config'
import { type DatabaseHandle, openDatabase } from './db/database'
import { migrateToLatest } from './db/migrate'
import { seedDemoData, seedReferenceData } from './db/seed/seed'
import { type Bus, createInProcessBus, createRedisBus } from './realtime/bus'

type Log = { info(object: object, message: string): void; error(object: object, message: string): void }

/**
 * Opens the configured database: PostgreSQL when DATABASE_URL is set (with its read replica when
 * DATABASE_READ_URL is), else PGlite in DATA_DIR.
 */
export function openConfiguredDatabase(config: Config, log?: Log): Promise<DatabaseHandle> {
  return config.databaseUrl
    ? openDatabase({
        kind: 'postgres',
        url: config.databaseUrl,
        ...(config.databaseReadUrl ? { readUrl: config.databaseReadUrl } : {}),
        onConnectionError: (error) => log?.error({ err: error }, 'database connection lost'),
      })
    : openDatabase({ kind: 'pglite', dataDir: config.dataDir })
}

/** Brings the schema up to date and inserts reference data, plus demo data when DEMO_DATA is on. */
export async function prepareDatabase(database: DatabaseHandle, config: Config, clock: Clock, log: Log) {
  const applied = await migrateToLatest(database.db)
  if (applied.length > 0) log.info({ migrations: applied }, 'applied migrations')
  await seedReferenceData(database.db, clock.now(), { houseDrawsEverywhere: config.demoData })
  if (config.demoData) await seedDemoData(database.db, clock.now())
}

/** The bus between instances: Redis pub/sub when REDIS_URL is set, else in-process. */
export function openConfiguredBus(config: Config, log: Log): Promise<Bus> {
  if (!config.redisUrl) return Promise.resolve(createInProcessBus())
  return createRedisBus(config.redisUrl, (error) => log.error({ err: error }, 'redis bus error'))
}
