import { describe, expect, it } from 'vitest'
import { onePerWallet } from './wallet-queue'

const tick = () => new Promise((resolve) => setTimeout(resolve, 1))

describe('onePerWallet', () => {
  it('runs the work of one wallet one at a time, in order, and other wallets alongside', async () => {
    const events: string[] = []
    const piece = (wallet: number, name: string) =>
      onePerWallet(wallet, async () => {
        events.push(`start ${name}`)
        await tick()
        events.push(`end ${name}`)
        return name
      })
    const results = await Promise.all([piece(1, 'a'), piece(1, 'b'), piece(2, 'c')])
    expect(results).toEqual(['a', 'b', 'c'])
    expect(events.indexOf('end a')).toBeLessThan(events.indexOf('start b'))
    expect(events.indexOf('start c')).toBeLessThan(events.indexOf('end a'))
  })

  it('goes on with the queue after a piece of work fails, and passes the failure to its caller', async () => {
    const failed = onePerWallet(3, async () => {
      throw new Error('refused')
    })
    const next = onePerWallet(3, async () => 'ran')
    await expect(failed).rejects.toThrow('refused')
    await expect(next).resolves.toBe('ran')
  })
})
