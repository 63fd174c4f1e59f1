import { useDebugValue, useEffect, useMemo, useRef, useSyncExternalStore } from 'react'

/**
 * `useSyncExternalStoreWithSelector` as React's `use-sync-external-store` package gives it to
 * react-redux (MIT, same behaviour), written as a module on the hooks of `preact/compat`: the
 * package itself is CommonJS and would load React's own hooks beside Preact's.
 *
 * The selection is kept while the snapshot is the same object or `isEqual` finds it unchanged,
 * so a component re-renders only when what it selected changed.
 */
export function useSyncExternalStoreWithSelector<Snapshot, Selection>(
  subscribe: (onStoreChange: () => void) => () => void,
  getSnapshot: () => Snapshot,
  getServerSnapshot: undefined | null | (() => Snapshot),
  selector: (snapshot: Snapshot) => Selection,
  isEqual?: (a: Selection, b: Selection) => boolean,
): Selection {
  const committed = useRef<{ hasValue: boolean; value: Selection | undefined }>({
    hasValue: false,
    value: undefined,
  }).current

  const [getSelection, getServerSelection] = useMemo(() => {
    let hasMemo = false
    let memoizedSnapshot: Snapshot
    let memoizedSelection: Selection
    const select = (nextSnapshot: Snapshot): Selection => {
      if (!hasMemo) {
        hasMemo = true
        memoizedSnapshot = nextSnapshot
        const nextSelection = selector(nextSnapshot)
        if (isEqual && committed.hasValue && isEqual(committed.value as Selection, nextSelection)) {
          memoizedSelection = committed.value as Selection
          return memoizedSelection
        }
        memoizedSelection = nextSelection
        return nextSelection
      }
      if (Object.is(memoizedSnapshot, nextSnapshot)) return memoizedSelection
      const nextSelection = selector(nextSnapshot)
      memoizedSnapshot = nextSnapshot
      if (isEqual?.(memoizedSelection, nextSelection)) return memoizedSelection
      memoizedSelection = nextSelection
      return nextSelection
    }
    return [
      () => select(getSnapshot()),
      getServerSnapshot ? () => select(getServerSnapshot()) : undefined,
    ] as const
  }, [getSnapshot, getServerSnapshot, selector, isEqual, committed])

  const value = useSyncExternalStore(subscribe, getSelection, getServerSelection)
  useEffect(() => {
    committed.hasValue = true
    committed.value = value
  }, [value, committed])
  useDebugValue(value)
  return value
}
