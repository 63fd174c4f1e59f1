import { useCallback, useEffect, useState } from 'react'

export type Loaded<T> = {
  /** The latest answer; kept while a new one loads, so a table does not flash empty between pages. */
  data: T | undefined
  error: unknown
  isLoading: boolean
  /** Asks again, e.g. after a failure. */
  reload: () => void
  /** Puts an answer in place, e.g. the one a write returned. */
  setData: (data: T) => void
}

/**
 * The answer of `load` (memoised by the caller on what it asks for), loaded again whenever `load`
 * changes; an answer to an earlier `load` that arrives late is dropped.
 */
export function useLoaded<T>(load: () => Promise<T>): Loaded<T> {
  const [data, setData] = useState<T>()
  const [error, setError] = useState<unknown>()
  const [isLoading, setLoading] = useState(true)
  const [attempt, setAttempt] = useState(0)

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new attempt loads the same request again
  useEffect(() => {
    let isCurrent = true
    setLoading(true)
    setError(undefined)
    load().then(
      (answer) => {
        if (!isCurrent) return
        setData(answer)
        setLoading(false)
      },
      (failure: unknown) => {
        if (!isCurrent) return
        setError(failure)
        setLoading(false)
      },
    )
    return () => {
      isCurrent = false
    }
  }, [load, attempt])

  const reload = useCallback(() => setAttempt((count) => count + 1), [])
  return { data, error, isLoading, reload, setData }
}
