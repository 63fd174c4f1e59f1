import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '../test/test-app'
import { postgresUrlFor, TEST_DATABASE } from '../test/test-database-settings'
import { balanceOf, fundedPlayer, operatorToken } from '../test/wallet-helpers'
import { type DatabaseHandle, openDatabase } from './database'

// A replica is a second pool; pointed at the primary itself (DATABASE_READ_URL = DATABASE_URL),
// every list and report must answer exactly as without one.
describe.runIf(TEST_DATABASE === 'postgres')('lists and reports on a read pool', () => {
  let primary: TestApp
  let withReplica: DatabaseHandle
  let test: TestApp
  beforeAll(async () => {
    primary = await startTestApp()
    const name = (await sql<{ name: string }>`select current_database() as name`.execute(primary.database.db))
      .rows[0]?.name
    if (!name) throw new Error('no database name')
    withReplica = await openDatabase({
      kind: 'postgres',
      url: postgresUrlFor(name),
      readUrl: postgresUrlFor(name),
      poolSize: 2,
    })
    test = await startTestApp({}, { database: withReplica })
  })
  afterAll(async () => {
    await test.close()
    await withReplica.close()
    await primary.close()
  })

  it('keeps a pool of its own beside the primary', () => {
    expect(withReplica.readDb).not.toBe(withReplica.db)
    expect(withReplica.poolUse().map((use) => use.pool)).toEqual(['primary', 'replica'])
  })

  it('serves the home content, currencies, VIP levels and a player’s report, and moves money on the primary', async () => {
    for (const path of ['/notice', '/slideshow', '/config/exchange', '/vip']) {
      const response = await test.app.inject({ url: `/sports/api/v1${path}` })
      const direct = await primary.app.inject({ url: `/sports/api/v1${path}` })
      expect(response.statusCode, path).toBe(200)
      expect(response.json(), path).toEqual(direct.json())
    }
    const operator = await operatorToken(test)
    const { call } = await fundedPlayer(test, '25', operator)
    expect((await balanceOf(call)).score).toBe('25')
    const report = await call('GET', '/member/bet/statistics')
    expect(report.statusCode).toBe(200)
    const text = (await test.app.inject({ url: '/metrics' })).body
    expect(text).toContain('venue_db_pool_connections{pool="replica",state="total"}')
  })
})

describe.runIf(TEST_DATABASE === 'pglite')('the embedded database', () => {
  it('reads lists where it writes: it has one connection and no replica', async () => {
    const test = await startTestApp()
    try {
      expect(test.database.readDb).toBe(test.database.db)
      expect(test.database.poolUse()).toEqual([
        { pool: 'primary', total: expect.any(Number), idle: expect.any(Number), waiting: 0 },
      ])
    } finally {
      await test.close()
    }
  })
})
