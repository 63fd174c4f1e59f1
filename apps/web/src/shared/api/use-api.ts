import { useCallback, useEffect, useState } from 'react'
import { ApiError } from './http'

export type ApiState<T> =
  | { status: 'loading' }
  | { status: 'failed'; error: ApiError; retry: () => void }
  | { status: 'ready'; data: T }

/** Runs a load when its inputs change and exposes loading, failure (with retry) and data. */
export function useApi<T>(load: () => Promise<T>, inputs: readonly unknown[]): ApiState<T> {
  const [state, setState] = useState<ApiState<T>>({ status: 'loading' })
  const [attempt, setAttempt] = useState(0)
  const retry = useCallback(() => setAttempt((count) => count + 1), [])
  // biome-ignore lint/correctness/useExhaustiveDependencies: the caller's inputs decide when to reload
  useEffect(() => {
    let isCurrent = true
    setState({ status: 'loading' })
    load().then(
      (data) => isCurrent && setState({ status: 'ready', data }),
      (error: unknown) =>
        isCurrent &&
        setState({
          status: 'failed',
          error: error instanceof ApiError ? error : new ApiError('PARSING_ERROR', 'PARSING_ERROR'),
          retry,
        }),
    )
    return () => {
      isCurrent = false
    }
  }, [...inputs, attempt])
  return state
}
