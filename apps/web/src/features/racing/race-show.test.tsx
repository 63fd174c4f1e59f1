import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { stubResizeObserver } from '../wallet/wallet-test-support'
import { RaceShow } from './race-show'

const ORDER = [7, 2, 10, 1, 5, 3, 9, 4, 8, 6]

let isReducedMotion = false
let frames: FrameRequestCallback[] = []

beforeEach(() => {
  isReducedMotion = false
  frames = []
  vi.stubGlobal(
    'matchMedia',
    (query: string) =>
      ({
        matches: query.includes('reduce') && isReducedMotion,
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  )
  stubResizeObserver()
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback))
  vi.stubGlobal('cancelAnimationFrame', () => {})
  // jsdom lays nothing out: give the lane and the cars a size.
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(600)
  vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(60)
})

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

const renderShow = () => render(<RaceShow game="pk10" number="20260301-0042" order={ORDER} />)

/** The cars from the furthest right to the furthest left, as painted. */
function carsByPosition(container: Element): number[] {
  const cars = [...container.querySelectorAll<HTMLElement>('.race-car')].map((car) => ({
    car: Number(car.dataset.car),
    x: Number(/translate3d\(([-\d.]+)px/.exec(car.style.transform)?.[1] ?? Number.NaN),
  }))
  return cars.sort((a, b) => b.x - a.x).map((entry) => entry.car)
}

/** Whether an element is shown: neither it nor a container is hidden. */
const isShown = (element: HTMLElement | null) => element !== null && element.closest('[hidden]') === null

/** Runs the queued animation frames at a moment (ms from the first frame). */
function runFrames(at: number) {
  const queued = frames
  frames = []
  act(() => {
    for (const frame of queued) frame(at)
  })
}

describe('RaceShow', () => {
  it('races to the drawn order, then names the winner and lists the order as text', () => {
    const { container } = renderShow()
    runFrames(0)
    expect(isShown(screen.queryByRole('heading', { name: 'Car 7 wins!', hidden: true }))).toBe(false)
    runFrames(2500)
    runFrames(10_000)
    expect(carsByPosition(container)).toEqual(ORDER)
    expect(isShown(screen.getByRole('heading', { name: 'Car 7 wins!' }))).toBe(true)
    const order = screen.getByRole('list', { name: 'Finishing order' }).textContent
    expect(order).toContain('Champion: car 7')
    expect(order).toContain('10th: car 6')
  })

  it('skips to the final order at once, and can be watched again', () => {
    const { container } = renderShow()
    runFrames(0)
    fireEvent.click(screen.getByRole('button', { name: 'Skip' }))
    expect(carsByPosition(container)).toEqual(ORDER)
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Car 7 wins!' }))
    fireEvent.click(screen.getByRole('button', { name: 'Watch again' }))
    expect(isShown(screen.getByRole('button', { name: 'Skip' }))).toBe(true)
    expect(isShown(screen.queryByRole('heading', { name: 'Car 7 wins!', hidden: true }))).toBe(false)
  })

  it('shows the final order without racing when the reader prefers reduced motion', () => {
    isReducedMotion = true
    const { container } = renderShow()
    expect(frames).toEqual([])
    expect(carsByPosition(container)).toEqual(ORDER)
    expect(isShown(screen.getByRole('heading', { name: 'Car 7 wins!' }))).toBe(true)
    expect(screen.queryByRole('button', { name: 'Skip' })).toBeNull()
  })
})
