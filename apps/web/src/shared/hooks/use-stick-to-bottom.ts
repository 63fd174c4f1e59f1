import { type RefObject, useEffect, useLayoutEffect, useRef } from 'react'

/** How close to the end, in pixels, still counts as reading the newest message. */
const NEAR_END_PX = 80

/**
 * Keeps a message list scrolled like a conversation: at the newest message when one arrives (or
 * an image in it loads) and the reader was already there, or `isForced` (their own message); at
 * the same message when older ones are added above. `firstKey` and `lastKey` name the first and
 * last message.
 */
export function useStickToBottom(
  list: RefObject<HTMLElement | null>,
  firstKey: string | number | undefined,
  lastKey: string | number | undefined,
  isForced = false,
): void {
  const isAtEnd = useRef(true)
  const seen = useRef<{ first?: string | number; last?: string | number; height: number; top: number }>({
    height: 0,
    top: 0,
  })

  useLayoutEffect(() => {
    const element = list.current
    if (!element) return
    const before = seen.current
    if (before.last === undefined || (lastKey !== before.last && (isAtEnd.current || isForced))) {
      element.scrollTop = element.scrollHeight
      isAtEnd.current = true
    } else if (firstKey !== before.first && lastKey === before.last) {
      // Older messages came in above: the one the reader looked at stays where it was.
      element.scrollTop = before.top + (element.scrollHeight - before.height)
    }
    seen.current = { first: firstKey, last: lastKey, height: element.scrollHeight, top: element.scrollTop }
  }, [list, firstKey, lastKey, isForced])

  useLayoutEffect(() => {
    const element = list.current
    if (!element) return
    const handleScroll = () => {
      isAtEnd.current = element.scrollHeight - element.scrollTop - element.clientHeight <= NEAR_END_PX
      seen.current = { ...seen.current, height: element.scrollHeight, top: element.scrollTop }
    }
    element.addEventListener('scroll', handleScroll, { passive: true })
    return () => element.removeEventListener('scroll', handleScroll)
  }, [list])

  // What changes size after it was shown (an image loading, a card opening) keeps the end in view.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the list's children change with its first and last message
  useEffect(() => {
    const element = list.current
    if (!element || typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(() => {
      if (isAtEnd.current) element.scrollTop = element.scrollHeight
    })
    // The list itself shrinks when the box under it grows (an error line, a longer message).
    observer.observe(element)
    for (const child of element.children) observer.observe(child)
    return () => observer.disconnect()
  }, [list, firstKey, lastKey])
}
