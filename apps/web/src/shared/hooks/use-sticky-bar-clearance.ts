import { type RefObject, useEffect } from 'react'

const scrolls = (element: Element) => /auto|scroll/.test(getComputedStyle(element).overflowY)

/**
 * Keeps a bar stuck to the bottom of its scroll area from covering what is scrolled to: the area's
 * bottom scroll padding follows the bar's height, so a field that gets focus (the slip's stake,
 * typed into on a phone) stops above the bar instead of under it.
 */
export function useStickyBarClearance(bar: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = bar.current
    if (!element) return
    let area = element.parentElement
    while (area && !scrolls(area)) area = area.parentElement
    const scroller = area ?? document.documentElement
    const observer = new ResizeObserver(() => {
      scroller.style.scrollPaddingBottom = `${element.offsetHeight}px`
    })
    observer.observe(element)
    return () => {
      observer.disconnect()
      scroller.style.removeProperty('scroll-padding-bottom')
    }
  }, [bar])
}
