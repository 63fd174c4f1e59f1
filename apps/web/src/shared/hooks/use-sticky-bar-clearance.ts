import { type RefObject, useEffect } from 'react'

const scrolls = (element: Element) => /auto|scroll/.test(getComputedStyle(element).overflowY)

/**
 * Keeps a bar stuck to the bottom of its scroll area from covering what is scrolled to: the area's
 * bottom scroll padding follows the bar's height, so a field that gets focus (the slip's stake,
 * typed into on a phone) stops above the bar instead of under it. When the bar grows while a field
 * in the area has focus (a warning appears as odds move), the field is scrolled clear of it again.
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
      const focused = document.activeElement
      if (!(focused instanceof HTMLElement) || !scroller.contains(focused) || element.contains(focused))
        return
      if (focused.getBoundingClientRect().bottom > element.getBoundingClientRect().top) {
        focused.scrollIntoView({ block: 'nearest' })
      }
    })
    observer.observe(element)
    return () => {
      observer.disconnect()
      scroller.style.removeProperty('scroll-padding-bottom')
    }
  }, [bar])
}
