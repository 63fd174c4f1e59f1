import { describe, expect, it, vi } from 'vitest'
import { handleDrawEvent, parseDrawEvent, subscribeDrawEvents } from './draw-events'

const draw = { id: 9, game: 'gallopingmarksix', number: '20261122-0009' }

describe('draw events', () => {
  it('reads the closed and settled events of the draws topic and ignores anything else', () => {
    expect(parseDrawEvent({ type: 'closed', draw_id: 4 })).toEqual({ type: 'closed', drawId: 4 })
    expect(parseDrawEvent({ type: 'settled', draw })).toEqual({ type: 'settled', draw })
    expect(parseDrawEvent({ type: 'opened', draw })).toBeUndefined()
    expect(parseDrawEvent('settled')).toBeUndefined()
  })

  it('a settled draw refreshes draws, my bets and the balance, then tells the screens', () => {
    const dispatch = vi.fn()
    const listener = vi.fn()
    const unsubscribe = subscribeDrawEvents(listener)
    handleDrawEvent(dispatch, { type: 'settled', draw })
    unsubscribe()
    handleDrawEvent(dispatch, { type: 'settled', draw })
    expect(listener).toHaveBeenCalledTimes(1)
    expect(listener).toHaveBeenCalledWith({ type: 'settled', draw })
    const [action] = dispatch.mock.calls[0] ?? []
    expect(action.payload).toEqual([{ type: 'Draws', id: 'gallopingmarksix' }, 'LotteryBets', 'Balance'])
  })

  it('a closed draw refreshes every draw list', () => {
    const dispatch = vi.fn()
    handleDrawEvent(dispatch, { type: 'closed', draw_id: 4 })
    expect(dispatch.mock.calls[0]?.[0].payload).toEqual(['Draws'])
  })
})
