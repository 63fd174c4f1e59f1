import { randomBytes } from 'node:crypto'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import pg from 'pg'
import type { TestProject } from 'vitest/node'
import { openDatabase } from '../db/database'
import { migrateToLatest } from '../db/migrate'
import { seedDemoData, seedReferenceData } from '../db/seed/seed'
import { postgresUrlFor, TEST_DATABASE, TEST_POSTGRES_URL } from './test-database-settings'

const TEMPLATE_TIME = new Date('2026-01-01T00:00:00Z')

/**
 * Builds one migrated and seeded database per test run; each test file then gets its own copy
 * (a loaded PGlite dump, or a PostgreSQL database created from a template), so files never
 * see each other's data and the migrations run once.
 */
export default async function setup(project: TestProject) {
  if (TEST_DATABASE === 'pglite') {
    const pglite = await PGlite.create()
    const database = await openDatabase({ kind: 'pglite', instance: pglite })
    await migrateToLatest(database.db)
    await seedReferenceData(database.db, TEMPLATE_TIME, { houseDrawsEverywhere: true })
    await seedDemoData(database.db, TEMPLATE_TIME)
    const dump = await pglite.dumpDataDir('none')
    await database.close()
    const folder = await mkdtemp(join(tmpdir(), 'venue-test-'))
    const path = join(folder, 'template.tar')
    await writeFile(path, Buffer.from(await dump.arrayBuffer()))
    project.provide('pgliteTemplatePath', path)
    project.provide('postgresTemplate', '')
    return async () => rm(folder, { recursive: true, force: true })
  }

  const template = `venue_test_template_${randomBytes(4).toString('hex')}`
  const admin = new pg.Client({ connectionString: TEST_POSTGRES_URL })
  await admin.connect()
  try {
    await admin.query(`create database ${template}`)
    const database = await openDatabase({ kind: 'postgres', url: postgresUrlFor(template), poolSize: 1 })
    await migrateToLatest(database.db)
    await seedReferenceData(database.db, TEMPLATE_TIME, { houseDrawsEverywhere: true })
    await seedDemoData(database.db, TEMPLATE_TIME)
    await database.close()
  } finally {
    await admin.end()
  }
  project.provide('pgliteTemplatePath', '')
  project.provide('postgresTemplate', template)
  return async () => {
    const cleanup = new pg.Client({ connectionString: TEST_POSTGRES_URL })
    await cleanup.connect()
    await cleanup.query(`drop database if exists ${template} with (force)`)
    await cleanup.end()
  }
}
