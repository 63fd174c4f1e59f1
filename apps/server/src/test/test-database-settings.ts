/** Which database the integration tests run on, chosen by TEST_DATABASE (pglite by default). */
export const TEST_DATABASE = process.env.TEST_DATABASE === 'postgres' ? 'postgres' : 'pglite'

/** The local PostgreSQL server the postgres pass uses; databases are created and dropped on it. */
export const TEST_POSTGRES_URL =
  process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'

/** A URL for another database on the same PostgreSQL server. */
export function postgresUrlFor(database: string): string {
  const url = new URL(TEST_POSTGRES_URL)
  url.pathname = `/${database}`
  return url.toString()
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** pglite: path of a dumped, migrated and seeded data directory to load per test file. */
    pgliteTemplatePath: string
    /** postgres: name of the migrated and seeded template database to copy per test file. */
    postgresTemplate: string
  }
}
