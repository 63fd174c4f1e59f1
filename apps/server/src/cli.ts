import { openConfiguredDatabase } from './bootstrap'
import { systemClock } from './clock/clock'
import { loadConfig } from './config'
import { migrateToLatest } from './db/migrate'
import { seedDemoData, seedReferenceData } from './db/seed/seed'
import { verifyLedger } from './modules/ledger/ledger.service'

const USAGE = 'usage: cli.js migrate | seed | ledger:verify'

const loaded = loadConfig(process.env)
if (!loaded.ok) {
  console.error(`Invalid configuration: ${loaded.problems.join('; ')}`)
  process.exit(1)
}
const { config } = loaded
const command = process.argv[2]
if (command !== 'migrate' && command !== 'seed' && command !== 'ledger:verify') {
  console.error(USAGE)
  process.exit(2)
}

const database = await openConfiguredDatabase(config)
try {
  const applied = await migrateToLatest(database.db)
  console.log(applied.length > 0 ? `applied: ${applied.join(', ')}` : 'schema is up to date')
  if (command === 'ledger:verify') {
    const problems = await verifyLedger(database.db)
    for (const problem of problems) console.error(problem)
    console.log(problems.length === 0 ? 'ledger is sound' : `ledger has ${problems.length} problem(s)`)
    process.exitCode = problems.length === 0 ? 0 : 1
  }
  if (command === 'seed') {
    await seedReferenceData(database.db, systemClock.now(), { houseDrawsEverywhere: true })
    await seedDemoData(database.db, systemClock.now())
    console.log('seeded reference and demo data')
  }
} finally {
  await database.close()
}
