import { buildApp } from './app'
import { openConfiguredBus, openConfiguredDatabase, prepareDatabase } from './bootstrap'
import { createAdjustableClock, systemClock } from './clock/clock'
import { loadConfig } from './config'
import { createLogger } from './logger'

/** While stopping, how often connections that have finished their last request are closed. */
const IDLE_SWEEP_MS = 100

const loaded = loadConfig(process.env)
if (!loaded.ok) {
  process.stderr.write(`Invalid configuration: ${loaded.problems.join('; ')}\n`)
  process.exit(1)
}
const { config } = loaded
const log = createLogger(config.logLevel)
const clock = config.hasDevTools ? createAdjustableClock() : systemClock

const database = await openConfiguredDatabase(config, log)
await prepareDatabase(database, config, clock, log)
const bus = await openConfiguredBus(config, log)
const app = await buildApp({ config, database, clock, bus, logger: log })

let isStopping = false
async function stop(signal: string) {
  if (isStopping) return
  isStopping = true
  log.info({ signal, timeoutMs: config.shutdownTimeoutMs }, 'stopping: no new connections, draining requests')
  // A stuck request must not keep the process alive past the orchestrator's patience. Exiting
  // then, with the database still open, is a crash: every unfinished transaction rolls back.
  setTimeout(() => {
    log.error('shutdown deadline passed; exiting')
    process.exit(1)
  }, config.shutdownTimeoutMs).unref()
  // Fastify answers new requests 503, lets running ones finish, then stops the workers (each
  // finishes its pass); only then do the bus and the database close, so no request meets them closed.
  // A keep-alive connection whose request was still running when the close began stays open after
  // its answer, and Node closes idle connections only when asked: ask until the server is closed.
  const closeIdle = setInterval(() => app.server.closeIdleConnections(), IDLE_SWEEP_MS)
  await app.close()
  clearInterval(closeIdle)
  // A caller that gave up has no connection to wait for, but its handler may still be writing.
  await app.handlersSettled()
  await bus.close()
  await database.close()
  log.info('stopped')
  process.exit(0)
}
process.once('SIGTERM', () => void stop('SIGTERM'))
process.once('SIGINT', () => void stop('SIGINT'))

try {
  await app.listen({ host: config.host, port: config.port })
} catch (error) {
  log.fatal({ err: error }, 'could not listen')
  await database.close()
  process.exit(1)
}
log.info(
  {
    url: `http://${config.host}:${config.port}`,
    database: database.kind,
    bus: bus.kind,
    brand: config.brand,
  },
  'serving',
)
