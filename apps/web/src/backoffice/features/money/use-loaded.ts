import { useCallback, useEffect, useRef, useState } from 'react'

type Loaded<T> = { key: string; value: T; at: number }

/**
 * What `load` answers for `key` (a list's query, as text): undefined while the first answer for
 * this key is on its way, so a list never shows another query's rows. `reload` asks again and
 * keeps the rows shown until the new answer replaces them; `loadedAt` is when they arrived.
 */
export function useLoaded<T>(key: string, load: () => Promise<T>) {
  const [loaded, setLoaded] = useState<Loaded<T>>()
  const [failed, setFailed] = useState<{ key: string; error: unknown }>()
  const [reloads, setReloads] = useState(0)
  const latestLoad = useRef(load)
  latestLoad.current = load

  // biome-ignore lint/correctness/useExhaustiveDependencies: reloads is the reload button; the load itself is read through a ref
  useEffect(() => {
    let isCurrent = true
    setFailed(undefined)
    latestLoad.current().then(
      (value) => {
        if (isCurrent) setLoaded({ key, value, at: Date.now() })
      },
      (error: unknown) => {
        if (isCurrent) setFailed({ key, error })
      },
    )
    return () => {
      isCurrent = false
    }
  }, [key, reloads])

  const reload = useCallback(() => setReloads((count) => count + 1), [])
  const current = loaded?.key === key ? loaded : undefined
  return {
    value: current?.value,
    loadedAt: current?.at ?? 0,
    error: failed?.key === key ? failed.error : undefined,
    reload,
  }
}
