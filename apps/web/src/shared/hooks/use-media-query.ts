import { useSyncExternalStore } from 'react'

/** Whether a media query matches now, following changes. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query)
      list.addEventListener('change', onChange)
      return () => list.removeEventListener('change', onChange)
    },
    () => window.matchMedia(query).matches,
    () => false,
  )
}

/** The spec's breakpoints: desktop layout from 768 px, the full (not icon) menu from 1200 px. */
export const WIDE_QUERY = '(min-width: 768px)'
export const FULL_MENU_QUERY = '(min-width: 1200px)'

export const useIsWide = () => useMediaQuery(WIDE_QUERY)
export const useIsFullMenu = () => useMediaQuery(FULL_MENU_QUERY)
