import { useRef } from 'react'
import { isApiError } from '../../shared/api/api-error'

/** A fresh idempotency key: a random UUID (with a fallback where randomUUID is missing, e.g. plain http). */
export function newActionKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
}

/**
 * Whether a failure is the server's final word on an action (any 4xx answer), so that trying
 * again is a new action. A 5xx or a lost connection may not have been the end: the same action,
 * sent again, must carry the same key so the server replays rather than repeats it.
 */
export function isFinalAnswer(error: unknown): boolean {
  return isApiError(error) && typeof error.status === 'number' && error.status < 500
}

/**
 * The Idempotency-Key of a money-moving action, made once when the player submits it and kept
 * while they retry the same request after a failure that was not a final answer.
 */
export function createActionKeys(makeKey: () => string = newActionKey) {
  let current: { fingerprint: string; key: string } | undefined
  return {
    /** Runs `call` with the key of this request: the previous key when it is the same unfinished action. */
    async attempt<T>(request: unknown, call: (key: string) => Promise<T>): Promise<T> {
      const fingerprint = JSON.stringify(request)
      if (current?.fingerprint !== fingerprint) current = { fingerprint, key: makeKey() }
      try {
        const result = await call(current.key)
        current = undefined
        return result
      } catch (error) {
        if (isFinalAnswer(error)) current = undefined
        throw error
      }
    },
  }
}

/** createActionKeys for a component: one keeper per form, kept across renders. */
export function useActionKeys() {
  const keys = useRef<ReturnType<typeof createActionKeys>>(undefined)
  keys.current ??= createActionKeys()
  return keys.current
}
