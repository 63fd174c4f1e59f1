import { join } from 'node:path'
import { expect, test } from '@playwright/test'
import { type FakeChainNode, startFakeChainNode } from '../apps/server/src/test/fake-chain-node'
import { ownServer } from './server-process'
import { expectNoSevereViolations, messages, SCREENSHOTS, storeSession } from './support'

// The chain is watched on a server of this file's own, reading a fake node on loopback whose
// blocks and transfers the journey makes.
test.describe.configure({ mode: 'serial' })

const text = messages('en')
/** Blocks a transfer needs, its own included, before it is credited. */
const CONFIRMATIONS = 3

let node: FakeChainNode
test.beforeAll(async () => {
  node = await startFakeChainNode()
})
test.afterAll(async () => {
  await node?.close()
})

const own = ownServer('chain-deposits', () => ({
  CHAIN_WATCH: 'on',
  CHAIN_TRC20_API_URL: node.tronUrl,
  CHAIN_ERC20_RPC_URL: node.rpcUrl('ERC20'),
  CHAIN_BEP20_RPC_URL: node.rpcUrl('BEP20'),
  CHAIN_TRC20_CONFIRMATIONS: String(CONFIRMATIONS),
  CHAIN_ERC20_CONFIRMATIONS: String(CONFIRMATIONS),
  CHAIN_BEP20_CONFIRMATIONS: String(CONFIRMATIONS),
  CHAIN_POLL_INTERVAL_MS: '500',
}))
const { api } = own

const shown = (amount: number) =>
  amount.toLocaleString('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 })

for (const [device, viewport] of [
  ['desktop', { width: 1280, height: 800 }],
  ['mobile', { width: 390, height: 844 }],
] as const) {
  test(`a player sends USDT on TRON to the address the wallet shows: pending at once, then credited, and the balance rises (${device})`, async ({
    page,
  }) => {
    test.setTimeout(90_000)
    await page.setViewportSize(viewport)
    const session = await api('/sign_in/', {
      method: 'POST',
      body: { account: 'player@example.com', password: 'winning42' },
    })
    await storeSession(page, session)
    const before = Number((await api('/member/account', { token: session.token })).score)

    await page.goto(`${own.base}/`)
    const balance = page.getByTestId('balance')
    await expect(balance).toContainText(shown(before))
    await balance.click()
    const wallet = page.getByRole('dialog', { name: text.wallet.title })
    await wallet.getByRole('tab', { name: text.wallet.paymentTypes.crypto }).click()
    await wallet.getByLabel(text.wallet.amount).fill('150')
    await wallet.getByRole('button', { name: text.wallet.crypto.showAddress }).click()
    const address = (await wallet.getByTestId('deposit-address').textContent()) ?? ''
    // The demo TRON key's first index: the operator's wallet holds its private key.
    expect(address).toBe('TUEZSdKsoDHQMeZwihtdoBiN46zxhGWYdH')

    const transfer = node.send({ network: 'TRC20', to: address, value: 150_000_000n })
    const row = wallet.getByTestId('chain-transfer').filter({ hasText: transfer.txHash.slice(0, 10) })
    await expect(row).toContainText(text.wallet.depositStatus.pending, { timeout: 20_000 })
    await expect(row).toContainText('150.00')
    await page.screenshot({ path: join(SCREENSHOTS, `chain-deposit-pending-${device}.png`) })
    await expectNoSevereViolations(page)
    expect(Number((await api('/member/account', { token: session.token })).score)).toBe(before)

    node.mine('TRC20', CONFIRMATIONS - 1)
    await expect(row).toContainText(text.wallet.depositStatus.success, { timeout: 20_000 })
    await expect(balance).toContainText(shown(before + 150), { timeout: 10_000 })
    await page.screenshot({ path: join(SCREENSHOTS, `chain-deposit-credited-${device}.png`) })
    expect(Number((await api('/member/account', { token: session.token })).score)).toBeCloseTo(
      before + 150,
      6,
    )
  })
}
