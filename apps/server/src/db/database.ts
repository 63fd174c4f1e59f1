import { mkdir } from 'node:fs/promises'
import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { createPgConfig } from '@electric-sql/pglite/node-postgres'
import { Kysely, PostgresDialect, sql } from 'kysely'
import pg from 'pg'
import { preparePooledStatements } from './prepared-statements'
import type { Database } from './schema'

export type Db = Kysely<Database>
export type DatabaseKind = 'pglite' | 'postgres'

/** Connections of one pool: open, idle, and callers waiting for one. */
export type PoolUse = { pool: 'primary' | 'replica'; total: number; idle: number; waiting: number }

/**
 * An open database: the Kysely instance, which engine runs it, and how to close it. `readDb` is
 * where lists and reports may read: a read replica when one is configured, else `db` itself.
 * Money paths always use `db`: a replica lags, and a balance read there could be stale.
 */
export type DatabaseHandle = {
  readonly db: Db
  readonly readDb: Db
  readonly kind: DatabaseKind
  /** The pools' connections now, for the metrics. */
  poolUse(): PoolUse[]
  close(): Promise<void>
}

export type DatabaseOptions =
  | {
      readonly kind: 'postgres'
      readonly url: string
      /** A read replica for lists and reports; unset, they read the primary. */
      readonly readUrl?: string
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
    const primary = openPool(options.url, options)
    const replica = options.readUrl === undefined ? undefined : openPool(options.readUrl, options)
    return {
      db: primary.db,
      readDb: replica?.db ?? primary.db,
      kind: 'postgres',
      poolUse: () => [useOf('primary', primary.pool), ...(replica ? [useOf('replica', replica.pool)] : [])],
      close: async () => {
        await Promise.all([primary.db.destroy(), replica?.db.destroy()])
      },
    }
  }
  const pglite = 'instance' in options ? options.instance : await openPglite(options.dataDir)
  const pool = new pg.Pool({ ...createPgConfig(pglite), max: 1 })
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) })
  return {
    db,
    readDb: db,
    kind: 'pglite',
    poolUse: () => [useOf('primary', pool)],
    close: async () => {
      await db.destroy()
      await pglite.close()
    },
  }
}

function openPool(
  url: string,
  options: { readonly poolSize?: number; readonly onConnectionError?: (error: Error) => void },
) {
  const pool = new pg.Pool({ connectionString: url, max: options.poolSize ?? 10 })
  // A connection the server drops (restart, failover, DROP DATABASE) emits 'error' on its
  // client; unheard, that event would end the process. The query in flight still fails.
  const onConnectionError = options.onConnectionError ?? (() => {})
  pool.on('error', onConnectionError)
  pool.on('connect', (client) => client.on('error', onConnectionError))
  preparePooledStatements(pool)
  return { pool, db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }) }
}

function useOf(name: PoolUse['pool'], pool: pg.Pool): PoolUse {
  return { pool: name, total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }
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
