import { cleanup, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeApi, renderWithStore } from '../wallet/wallet-test-support'
import { VipClub } from './vip-club'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('the VIP club', () => {
  it('gives each level the deposits from its own total to the next level’s, the top one open-ended', async () => {
    fakeApi({
      'GET /sports/api/v1/vip': {
        data: [
          { level: 1, name: 'bronze', img: '/art/vip/bronze.svg', recharge: '0' },
          { level: 2, name: 'silver', img: '/art/vip/silver.svg', recharge: '1000' },
          { level: 3, name: 'gold', img: '/art/vip/gold.svg', recharge: '5000' },
        ],
      },
    })
    renderWithStore(<VipClub />)
    expect(await screen.findByText('0 – 1,000 USDT in deposits')).toBeTruthy()
    expect(screen.getByText('1,000 – 5,000 USDT in deposits')).toBeTruthy()
    expect(screen.getByText('5,000+ USDT in deposits')).toBeTruthy()
  })
})
