import { buildApp } from './app'
import { openConfiguredBus, openConfiguredDatabase, prepareDatabase } from './bootstrap'
import { createAdjustableClock, systemClock } from './clock/clock'
import { loadConfig } from './config'
import { createLogger } from './logger'

const SHUTDOWN_DEADLINE_MS = 4500

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
  log.info({ signal }, 'stopping: no new connections, draining requests')
  // A stuck connection must not keep the process alive past the orchestrator's patience.
  setTimeout(() => {
    log.error('shutdown deadline passed; exiting')
    process.exit(1)
  }, SHUTDOWN_DEADLINE_MS).unref()
  await app.close()
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
