import { useCallback, useEffect, useRef, useState } from 'react'

type Answer<T> = { key: string; data: T; at: number }

export type Loaded<T> = {
  /** The answer for the current key (or, with `keepPrevious`, the last one while it loads). */
  data: T | undefined
  error: unknown
  /** A request for the current key is on its way: the first one, or a reload. */
  isLoading: boolean
  /** When the shown answer arrived (ms since the epoch), 0 before; ages shown from it count on. */
  loadedAt: number
  /** Asks again, keeping the shown answer until the new one replaces it. */
  reload: () => void
  /** Puts an answer in place for the current key, e.g. the one a write returned. */
  setData: (data: T) => void
}

/**
 * What `load` answers for `key`, the query it asks as text (e.g. `JSON.stringify(query)`): loaded
 * again whenever the key changes, and an answer that arrives after the key moved on is dropped.
 * By default a list never shows another query's rows while the new ones load (a withdrawal of
 * another tab with its approve button); `keepPrevious` keeps them, greyed by the table, where the
 * next key is more of the same list (the next page, more notes) and an empty flash would jar.
 * `load` is read when the key changes, so an inline arrow function is fine.
 *
 * @example const { data, error, isLoading, reload } = useLoaded(`${status}:${start}`, () => api.list(status, start))
 */
export function useLoaded<T>(
  key: string,
  load: () => Promise<T>,
  { keepPrevious = false }: { keepPrevious?: boolean } = {},
): Loaded<T> {
  const [answer, setAnswer] = useState<Answer<T>>()
  const [failure, setFailure] = useState<{ key: string; error: unknown }>()
  const [pendingKey, setPendingKey] = useState<string>()
  const [reloads, setReloads] = useState(0)
  const latestLoad = useRef(load)
  latestLoad.current = load

  // biome-ignore lint/correctness/useExhaustiveDependencies: reloads asks again for the same key; the load itself is read through a ref
  useEffect(() => {
    let isCurrent = true
    setFailure(undefined)
    setPendingKey(key)
    latestLoad.current().then(
      (data) => {
        if (!isCurrent) return
        setAnswer({ key, data, at: Date.now() })
        setPendingKey(undefined)
      },
      (error: unknown) => {
        if (!isCurrent) return
        setFailure({ key, error })
        setPendingKey(undefined)
      },
    )
    return () => {
      isCurrent = false
    }
  }, [key, reloads])

  const reload = useCallback(() => setReloads((count) => count + 1), [])
  const setData = useCallback((data: T) => setAnswer({ key, data, at: Date.now() }), [key])
  const current = answer?.key === key || keepPrevious ? answer : undefined
  const error = failure?.key === key ? failure.error : undefined
  return {
    data: current?.data,
    error,
    // Until the effect has run for a new key, nothing is pending yet but nothing is shown either.
    isLoading: pendingKey === key || (answer?.key !== key && error === undefined),
    loadedAt: current?.at ?? 0,
    reload,
    setData,
  }
}
