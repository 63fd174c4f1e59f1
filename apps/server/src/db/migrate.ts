import { migrateStudio, type StudioDatabase } from '@app/game-studio'
import { Migrator } from 'kysely'
import type { Db } from './database'
import { migrations } from './migrations'

/**
 * Applies every pending migration in order, then the house game studio's (its tables share the
 * database on an install that runs it, and cost nothing on one that does not); throws with the
 * failing migration's name.
 */
export async function migrateToLatest(db: Db): Promise<string[]> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } })
  const { error, results = [] } = await migrator.migrateToLatest()
  const failed = results.find((result) => result.status === 'Error')
  if (error) {
    const where = failed ? ` in ${failed.migrationName}` : ''
    throw new Error(`Migration failed${where}: ${error instanceof Error ? error.message : String(error)}`, {
      cause: error,
    })
  }
  await migrateStudio(db.withTables<StudioDatabase>())
  return results.filter((result) => result.status === 'Success').map((result) => result.migrationName)
}

/** The migrations this build has that the database has not applied yet, by name, e.g. for /readyz. */
export async function pendingMigrations(db: Db): Promise<string[]> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } })
  const known = await migrator.getMigrations()
  return known.filter((migration) => migration.executedAt === undefined).map((migration) => migration.name)
}
