import { mkdir } from 'node:fs/promises'
import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { createPgConfig } from '@electric-sql/pglite/node-postgres'
import { Kysely, PostgresDialect, sql } from 'kysely'
import pg from 'pg'
import type { Database } from './schema'

export type Db = Kysely<Database>
export type DatabaseKind = 'pglite' | 'postgres'

/** An open database: the Kysely instance, which engine runs it, and how to close it. */
export type DatabaseHandle = {
  readonly db: Db
  readonly kind: DatabaseKind
  close(): Promise<void>
}

export type DatabaseOptions =
  | {
      readonly kind: 'postgres'
      readonly url: string
      readonly poolSize?: number
      /** Told when a connection is lost (a restart, a failover); the pool replaces it. */
      readonly onConnectionError?: (error: Error) => void
    }
  | { readonly kind: 'pglite'; readonly dataDir: string }
  | { readonly kind: 'pglite'; readonly instance: PGlite }

/**
 * Opens the database: the pg pool for PostgreSQL, or PGlite through its node-postgres adapter, so
 * one Kysely dialect and one set of queries serve both. PGlite takes a single connection, which
 * serialises every transaction.
 */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 })
    // A connection the server drops (restart, failover, DROP DATABASE) emits 'error' on its
    // client; unheard, that event would end the process. The query in flight still fails.
    const onConnectionError = options.onConnectionError ?? (() => {})
    pool.on('error', onConnectionError)
    pool.on('connect', (client) => client.on('error', onConnectionError))
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) })
    return { db, kind: 'postgres', close: () => db.destroy() }
  }
  const pglite = 'instance' in options ? options.instance : await openPglite(options.dataDir)
  const pool = new pg.Pool({ ...createPgConfig(pglite), max: 1 })
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) })
  return {
    db,
    kind: 'pglite',
    close: async () => {
      await db.destroy()
      await pglite.close()
    },
  }
}

async function openPglite(dataDir: string): Promise<PGlite> {
  await mkdir(dataDir, { recursive: true })
  return PGlite.create(join(dataDir, 'pglite'))
}

/** Whether the database answers a trivial query; used by /readyz. */
export async function isDatabaseReachable(db: Db): Promise<boolean> {
  try {
    await sql`select 1`.execute(db)
    return true
  } catch {
    return false
  }
}
