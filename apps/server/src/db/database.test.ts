import { sql } from 'kysely'
import pg from 'pg'
import { describe, expect, it } from 'vitest'
import { TEST_DATABASE, TEST_POSTGRES_URL } from '../test/test-database-settings'
import { openDatabase } from './database'

describe.runIf(TEST_DATABASE === 'postgres')('a PostgreSQL connection lost mid-use', () => {
  it('fails the query in flight and reports the loss instead of ending the process', async () => {
    const lost: Error[] = []
    const database = await openDatabase({
      kind: 'postgres',
      url: TEST_POSTGRES_URL,
      poolSize: 1,
      onConnectionError: (error) => lost.push(error),
    })
    const admin = new pg.Client({ connectionString: TEST_POSTGRES_URL })
    await admin.connect()
    try {
      const query = database.db.transaction().execute(async (trx) => {
        const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(trx)
        await admin.query('select pg_terminate_backend($1)', [rows[0]?.pid])
        await sql`select pg_sleep(0.2)`.execute(trx)
      })
      await expect(query).rejects.toThrow()
      await expect.poll(() => lost.length).toBeGreaterThan(0)
      // The pool replaces the lost connection.
      expect((await sql<{ one: number }>`select 1 as one`.execute(database.db)).rows[0]?.one).toBe(1)
    } finally {
      await admin.end()
      await database.close()
    }
  })
})
