import { describe, expect, it, vi } from 'vitest'
import { handleOddsEvent } from './index'

const event = { game: 'soccer', match_id: 'm1', status: 1, odds: [] }

describe('handleOddsEvent', () => {
  it('changes nothing while no sports screen has loaded (no slip state in the store)', async () => {
    const dispatch = vi.fn()
    await handleOddsEvent({ dispatch, getState: () => ({ api: {}, ui: {} }) }, event)
    expect(dispatch).not.toHaveBeenCalled()
  })

  it('updates the cached lobby and the slip once the sports state is in the store', async () => {
    const dispatch = vi.fn()
    await handleOddsEvent({ dispatch, getState: () => ({ api: {}, sports: {} }) }, event)
    expect(dispatch).toHaveBeenCalledTimes(2)
  })
})
