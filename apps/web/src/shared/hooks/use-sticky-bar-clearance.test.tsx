import { cleanup, render } from '@testing-library/react'
import { useRef } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useStickyBarClearance } from './use-sticky-bar-clearance'

let resized: () => void = () => undefined

beforeEach(() => {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(callback: () => void) {
        resized = callback
      }
      observe() {}
      disconnect() {}
    },
  )
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

function Slip() {
  const bar = useRef<HTMLDivElement>(null)
  useStickyBarClearance(bar)
  return (
    <div data-testid="area" style={{ overflowY: 'auto' }}>
      <input aria-label="Stake" />
      <div ref={bar} data-testid="bar">
        <button type="button">Place bet</button>
      </div>
    </div>
  )
}

/** Places an element on the screen, as jsdom lays nothing out. */
function placeAt(element: Element, top: number, bottom: number) {
  element.getBoundingClientRect = () => ({ top, bottom }) as DOMRect
}

describe('a bar stuck to the bottom of its scroll area', () => {
  it('pads the area by its height, so a focused field stops above it', () => {
    const { getByTestId } = render(<Slip />)
    Object.defineProperty(getByTestId('bar'), 'offsetHeight', { value: 180 })
    resized()
    expect(getByTestId('area').style.scrollPaddingBottom).toBe('180px')
  })

  it('scrolls the field being typed into clear of it when it grows over the field', () => {
    const { getByTestId, getByLabelText } = render(<Slip />)
    const stake = getByLabelText('Stake')
    stake.scrollIntoView = vi.fn()
    stake.focus()
    placeAt(stake, 500, 540)
    placeAt(getByTestId('bar'), 600, 800)
    resized()
    expect(stake.scrollIntoView).not.toHaveBeenCalled()

    placeAt(getByTestId('bar'), 520, 800)
    resized()
    expect(stake.scrollIntoView).toHaveBeenCalledWith({ block: 'nearest' })
  })

  it('leaves the area alone when what has focus is in the bar itself', () => {
    const { getByTestId, getByRole } = render(<Slip />)
    const place = getByRole('button', { name: 'Place bet' })
    place.scrollIntoView = vi.fn()
    place.focus()
    placeAt(place, 700, 740)
    placeAt(getByTestId('bar'), 520, 800)
    resized()
    expect(place.scrollIntoView).not.toHaveBeenCalled()
  })
})
