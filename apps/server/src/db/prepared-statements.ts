import type pg from 'pg'

/** The first line that marks a statement to prepare once per connection, e.g. `-- prepared: sports-slip`. */
const PREPARED_MARK = /^-- prepared: ([\w-]+)\n/

/** Marks a statement's text for preparing once per connection under `name` (see preparePooledStatements). */
export const preparedMark = (name: string) => `-- prepared: ${name}\n`

type Query = (text: unknown, ...rest: unknown[]) => unknown

/**
 * Makes the pool's connections prepare marked statements once and reuse them by name, so
 * PostgreSQL parses and plans a hot statement (a bet placement) once per connection rather
 * than on every call. Only marked statements are named: every name stays on its connection
 * for good, so a statement whose text varies would pile them up.
 */
export function preparePooledStatements(pool: pg.Pool) {
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as Query
    const prepared: Query = (text, ...rest) => {
      const name = typeof text === 'string' ? PREPARED_MARK.exec(text)?.[1] : undefined
      if (name === undefined) return query(text, ...rest)
      const [values, ...callback] = rest
      return query({ name, text, values }, ...callback)
    }
    Object.assign(client, { query: prepared })
  })
}
