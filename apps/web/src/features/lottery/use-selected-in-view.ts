import { useEffect, useRef } from 'react'

/**
 * Keeps the selected chip of a horizontally scrolling row in view (phones show only part of the
 * row), centring it when it is off either edge; the page itself does not scroll.
 */
export function useSelectedInView<T extends HTMLElement>(selected: unknown) {
  const ref = useRef<T>(null)
  // biome-ignore lint/correctness/useExhaustiveDependencies: the effect reads the selection from the DOM, so it runs again when the selection changes
  useEffect(() => {
    const row = ref.current
    const chip = row?.querySelector<HTMLElement>('[aria-pressed="true"], [aria-selected="true"]')
    if (!row || !chip || row.scrollWidth <= row.clientWidth) return
    const rowBox = row.getBoundingClientRect()
    const chipBox = chip.getBoundingClientRect()
    if (chipBox.left >= rowBox.left && chipBox.right <= rowBox.right) return
    row.scrollLeft += chipBox.left - rowBox.left - (rowBox.width - chipBox.width) / 2
  }, [selected])
  return ref
}
