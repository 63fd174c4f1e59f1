/** PostgreSQL's SQLSTATE of an error from pg or PGlite, if it has one. */
const sqlState = (error: unknown) =>
  typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined

/** A write that would break a unique index, e.g. a second row with the same key (23505). */
export const isUniqueViolation = (error: unknown): boolean => sqlState(error) === '23505'

/** A write naming a row that does not exist, e.g. a message to an unknown player (23503). */
export const isForeignKeyViolation = (error: unknown): boolean => sqlState(error) === '23503'
