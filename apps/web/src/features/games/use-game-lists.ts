import { useEffect, useMemo } from 'react'
import { storeGameLists, toGameLists } from './game-lists'
import { AVAILABILITY_POLL_MS, useAvailableGamesQuery } from './games-api'

const EMPTY = toGameLists([])

/** The game lists, polled every 60 s; navigation and home follow a status change at once. */
export function useGameLists() {
  const query = useAvailableGamesQuery(undefined, { pollingInterval: AVAILABILITY_POLL_MS })
  const lists = useMemo(() => (query.data ? toGameLists(query.data) : EMPTY), [query.data])
  useEffect(() => {
    if (query.data) storeGameLists(lists)
  }, [lists, query.data])
  return { ...lists, isLoading: query.isLoading, error: query.error, refetch: query.refetch }
}
