import { useSyncExternalStore } from 'react'

/**
 * The operator's session: the access token and the operator's id, kept in sessionStorage so a
 * back-office tab forgets them when it closes and never shares them with the player's app, which
 * keeps its own token in localStorage.
 */
const TOKEN_KEY = 'backoffice_token'
const OPERATOR_KEY = 'backoffice_operator_id'

export type OperatorSession = { token: string; operatorId: number }

const listeners = new Set<() => void>()

function read(key: string): string | undefined {
  try {
    return globalThis.sessionStorage?.getItem(key) ?? undefined
  } catch {
    return undefined
  }
}

function write(key: string, value: string | undefined): void {
  try {
    if (value === undefined) globalThis.sessionStorage?.removeItem(key)
    else globalThis.sessionStorage?.setItem(key, value)
  } catch {
    // Storage can be disabled; the session then ends with the page.
  }
}

/** The signed-in operator's token, or undefined when signed out. */
export const readToken = (): string | undefined => read(TOKEN_KEY)

/** The signed-in operator, or undefined when signed out. */
export function readSession(): OperatorSession | undefined {
  const token = readToken()
  const operatorId = Number(read(OPERATOR_KEY))
  return token && Number.isInteger(operatorId) && operatorId > 0 ? { token, operatorId } : undefined
}

function changed(): void {
  for (const listener of listeners) listener()
}

/** Keeps the session of a successful sign-in. */
export function startSession({ token, operatorId }: OperatorSession): void {
  write(TOKEN_KEY, token)
  write(OPERATOR_KEY, String(operatorId))
  changed()
}

/** Forgets the session: after a sign-out, or when the server no longer accepts the token (401). */
export function endSession(): void {
  if (readToken() === undefined) return
  write(TOKEN_KEY, undefined)
  write(OPERATOR_KEY, undefined)
  changed()
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** The signed-in operator's token, re-rendering when the session starts or ends. */
export function useToken(): string | undefined {
  return useSyncExternalStore(subscribe, readToken, () => undefined)
}

/** The signed-in operator's id; 0 when signed out. */
export function useOperatorId(): number {
  const token = useToken()
  return token ? (readSession()?.operatorId ?? 0) : 0
}
