import type { ErrorKey } from '@app/contract'

/**
 * An expected failure with its error key and HTTP status; the error handler turns it into the
 * envelope `{ code: status, msg: key, data }`. Throw it from services, never build replies there.
 */
export class AppError extends Error {
  readonly key: ErrorKey
  readonly status: number
  readonly data: unknown

  constructor(key: ErrorKey, status: number, data: unknown = null) {
    super(key)
    this.name = 'AppError'
    this.key = key
    this.status = status
    this.data = data
  }
}
