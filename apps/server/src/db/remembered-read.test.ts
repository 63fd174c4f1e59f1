import { describe, expect, it } from 'vitest'
import { createRememberedReads } from './remembered-read'

describe('remembered reads', () => {
  it('share one read, read again when asked afresh, and forget a read that failed or found nothing', async () => {
    const reads = createRememberedReads<string, number>(10)
    let loads = 0
    const load = async () => ++loads
    const first = reads.read('odds', load, false)
    const second = reads.read('odds', load, false)
    expect([first.isRemembered, second.isRemembered]).toEqual([false, true])
    expect([await first.value, await second.value, loads]).toEqual([1, 1, 1])
    expect(await reads.read('odds', load, true).value).toBe(2)
    expect(await reads.read('odds', load, false).value).toBe(2)

    await expect(reads.read('broken', () => Promise.reject(new Error('down')), false).value).rejects.toThrow(
      'down',
    )
    expect(await reads.read('broken', load, false).value).toBe(3)
    expect(await reads.read('missing', async () => undefined, false).value).toBeUndefined()
    expect(reads.read('missing', load, false).isRemembered).toBe(false)
  })

  it('forget the oldest beyond their limit', async () => {
    const reads = createRememberedReads<number, number>(2)
    for (const key of [1, 2, 3]) await reads.read(key, async () => key, false).value
    expect(reads.read(1, async () => 10, false).isRemembered).toBe(false)
    expect(reads.read(3, async () => 30, false).isRemembered).toBe(true)
  })
})
