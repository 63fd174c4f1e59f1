import { randomBytes } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { PGlite } from '@electric-sql/pglite'
import pg from 'pg'
import { inject } from 'vitest'
import { type DatabaseHandle, openDatabase } from '../db/database'
import { postgresUrlFor, TEST_DATABASE, TEST_POSTGRES_URL } from './test-database-settings'

/**
 * A database of its own for one test file, already migrated and seeded: a copy of the run's
 * template on PGlite or PostgreSQL (TEST_DATABASE). Closing it drops the copy.
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  if (TEST_DATABASE === 'pglite') {
    const dump = await readFile(inject('pgliteTemplatePath'))
    const pglite = await PGlite.create({ loadDataDir: new Blob([dump]) })
    return openDatabase({ kind: 'pglite', instance: pglite })
  }
  const name = `venue_test_${randomBytes(6).toString('hex')}`
  await withAdmin((admin) => admin.query(`create database ${name} template ${inject('postgresTemplate')}`))
  const database = await openDatabase({ kind: 'postgres', url: postgresUrlFor(name), poolSize: 4 })
  return {
    ...database,
    close: async () => {
      await database.close()
      await withAdmin((admin) => admin.query(`drop database if exists ${name} with (force)`))
    },
  }
}

async function withAdmin<T>(work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: TEST_POSTGRES_URL })
  await admin.connect()
  try {
    return await work(admin)
  } finally {
    await admin.end()
  }
}
