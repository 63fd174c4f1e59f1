import type { FastifyBaseLogger } from 'fastify'
import { pino } from 'pino'
import { buildApp } from '../app'
import { createAdjustableClock } from '../clock/clock'
import { loadConfig } from '../config'
import type { DatabaseHandle } from '../db/database'
import type { App } from '../http/types'
import { type Bus, createInProcessBus } from '../realtime/bus'
import { createTestDatabase } from './test-database'

export type TestApp = {
  app: App
  database: DatabaseHandle
  clock: ReturnType<typeof createAdjustableClock>
  bus: Bus
  close(): Promise<void>
}

/**
 * The real server on a database of its own, ready for `app.inject`. Settings are the test
 * environment's defaults plus `env`; a bus, database or logger can be passed to share them.
 */
export async function startTestApp(
  env: Record<string, string> = {},
  shared: { bus?: Bus; database?: DatabaseHandle; logger?: FastifyBaseLogger } = {},
): Promise<TestApp> {
  const loaded = loadConfig({
    APP_ENV: 'test',
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: '/nonexistent',
    AUTH_RATE_LIMIT_PER_MINUTE: '100000',
    WORKERS: 'false',
    ...env,
  })
  if (!loaded.ok) throw new Error(loaded.problems.join('; '))
  const database = shared.database ?? (await createTestDatabase())
  const bus = shared.bus ?? createInProcessBus()
  const clock = createAdjustableClock()
  const logger = shared.logger ?? pino({ level: process.env.TEST_LOG_LEVEL ?? 'silent' })
  const app = await buildApp({ config: loaded.config, database, clock, bus, logger })
  await app.ready()
  return {
    app,
    database,
    clock,
    bus,
    close: async () => {
      await app.close()
      if (!shared.bus) await bus.close()
      if (!shared.database) await database.close()
    },
  }
}

/** The app as production configures it, on a database of another test app. */
export function startProductionApp(database: DatabaseHandle): Promise<TestApp> {
  return startTestApp(
    {
      APP_ENV: 'production',
      DATABASE_URL: 'postgres://unused@127.0.0.1/unused',
      JWT_ACCESS_SECRET: 'a'.repeat(32),
      JWT_REFRESH_SECRET: 'b'.repeat(32),
    },
    { database },
  )
}

/**
 * The real server listening on a loopback port, as a server always is: the game providers it
 * calls (the house studio it mounts) reach it, and are reached, over HTTP at `base`.
 */
export async function startListeningTestApp(
  env: Record<string, string> = {},
): Promise<TestApp & { base: string }> {
  const test = await startTestApp(env)
  await test.app.listen({ port: 0, host: '127.0.0.1' })
  const address = test.app.server.address()
  if (!address || typeof address === 'string') throw new Error('The test server is not listening')
  return { ...test, base: `http://127.0.0.1:${address.port}` }
}
