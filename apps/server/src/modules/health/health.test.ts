import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createInProcessBus, createRedisBus } from '../../realtime/bus'
import { canReachRedis, TEST_REDIS_URL } from '../../test/redis'
import { startTestApp, type TestApp } from '../../test/test-app'

let test: TestApp
beforeAll(async () => {
  test = await startTestApp()
})
afterAll(() => test.close())

const isRedisReachable = await canReachRedis(TEST_REDIS_URL)

describe('/healthz', () => {
  it('answers while the process runs, whatever the database and the bus say', async () => {
    const unreachableBus = { ...createInProcessBus(), isReachable: async () => false }
    const lonely = await startTestApp({}, { database: test.database, bus: unreachableBus })
    try {
      const response = await lonely.app.inject({ url: '/healthz' })
      expect(response.statusCode).toBe(200)
      expect(response.json().data).toMatchObject({ status: 'ok' })
    } finally {
      await lonely.close()
    }
  })
})

describe('/readyz', () => {
  it('is ready when the database and the bus answer and every migration is applied', async () => {
    const response = await test.app.inject({ url: '/readyz' })
    expect(response.statusCode).toBe(200)
    expect(response.json().data).toEqual({
      status: 'ready',
      database: test.database.kind,
      bus: 'in-process',
      migrations: 'applied',
    })
  })

  it('is not ready while the bus between instances does not answer, and says which check failed', async () => {
    const unreachableBus = { ...createInProcessBus(), isReachable: async () => false }
    const cutOff = await startTestApp({}, { database: test.database, bus: unreachableBus })
    try {
      const response = await cutOff.app.inject({ url: '/readyz' })
      expect(response.statusCode).toBe(503)
      expect(response.json()).toEqual({
        code: 503,
        msg: 'SERVICE_UNAVAILABLE',
        data: { database: true, bus: false, migrations: true, pending_migrations: [] },
      })
    } finally {
      await cutOff.close()
    }
  })

  it('is not ready on a database that misses a migration of this build, naming it', async () => {
    const [last] = (
      await sql<{ name: string; timestamp: string }>`
        select name, timestamp from kysely_migration order by name desc limit 1`.execute(test.database.db)
    ).rows
    if (!last) throw new Error('the test database has no migrations')
    await sql`delete from kysely_migration where name = ${last.name}`.execute(test.database.db)
    const behind = await startTestApp({}, { database: test.database })
    try {
      const response = await behind.app.inject({ url: '/readyz' })
      expect(response.statusCode).toBe(503)
      expect(response.json().data).toEqual({
        database: true,
        bus: true,
        migrations: false,
        pending_migrations: [last.name],
      })
    } finally {
      await sql`insert into kysely_migration (name, timestamp) values (${last.name}, ${last.timestamp})`.execute(
        test.database.db,
      )
    }
    const caughtUp = await behind.app.inject({ url: '/readyz' })
    await behind.close()
    expect(caughtUp.statusCode).toBe(200)
  })

  it.skipIf(!isRedisReachable)('is ready on Redis, and not once the Redis connection is gone', async () => {
    const bus = await createRedisBus(TEST_REDIS_URL, () => {})
    const instance = await startTestApp({}, { database: test.database, bus })
    try {
      const ready = await instance.app.inject({ url: '/readyz' })
      expect(ready.statusCode).toBe(200)
      expect(ready.json().data).toMatchObject({ bus: 'redis' })
      await bus.close()
      const gone = await instance.app.inject({ url: '/readyz' })
      expect(gone.statusCode).toBe(503)
      expect(gone.json().data).toMatchObject({ database: true, bus: false })
    } finally {
      await instance.close()
    }
  })
})
