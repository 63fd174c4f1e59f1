import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, type FrameLocator, test } from '@playwright/test'
import {
  expectNoSevereViolations,
  fundPlayer,
  messages,
  registeredPlayer,
  SCREENSHOTS,
  storeSession,
} from './support'

const text = messages('en')
/** The game studio's own English texts, which the game frames show. */
const studio = JSON.parse(
  readFileSync(join(import.meta.dirname, '..', 'apps/game-studio/locales/en.json'), 'utf8'),
) as typeof import('../apps/game-studio/locales/en.json')

const money = (amount: number) => `${amount.toFixed(2)} USDT`

test('a player spins a slot, plays a baccarat hand, moves 50 USDT to the card room and back, and finds every round', async ({
  page,
  request,
}, info) => {
  test.setTimeout(90_000)
  const session = await registeredPlayer(request, `casino.${info.project.name}`, 'casino player')
  await fundPlayer(request, session.user_id, '200', 'casino journey')
  await storeSession(page, session, { language: 'en', isFirstPageOnly: true })
  const balance = page.getByTestId('balance')

  // The arcade leads to the PG lobby, and its card to the game loader.
  await page.goto('/gameArcade')
  await page.locator('[data-game="pgGames"] a').click()
  await page.locator('[data-game="pg-dragon-fortune"] a').click()
  await expect(page).toHaveURL(/\/game\/play\/pg\/dragon-fortune$/)
  await expect(page.getByRole('heading', { name: 'Dragon Fortune' })).toBeVisible()
  const slot = page.frameLocator('iframe.game-frame')
  await expect(slot.getByRole('heading', { name: studio.title.slot })).toBeVisible()
  await expect(slot.locator('[data-balance]')).toHaveText(money(200))

  // A spin of 1 USDT comes back as a win or not; a few spins move the balance either way, and the
  // header follows the game's balance over the live connection.
  const gameBalance = slot.locator('[data-balance]')
  await expect(async () => {
    await spin(slot)
    await expect(gameBalance).not.toHaveText(money(200), { timeout: 1000 })
  }).toPass({ timeout: 30_000 })
  const afterSpins = (await gameBalance.textContent()) ?? ''
  await expect(balance).toContainText(afterSpins.replace(' USDT', ''))
  await page.screenshot({ path: join(SCREENSHOTS, `casino-slot-${info.project.name}.png`) })

  // Baccarat: a chip on the banker and a deal.
  await page.getByRole('link', { name: text.lobby.back }).click()
  await expect(page).toHaveURL(/\/game\/pg$/)
  await expect(page.getByRole('heading', { name: text.lobby.rounds.title })).toBeVisible()
  await expect(page.locator('.game-round').first()).toContainText('Dragon Fortune')
  await page.goto('/game/tada')
  await page.locator('[data-game="tada-royal-baccarat"] a').click()
  const table = page.frameLocator('iframe.game-frame')
  await table.locator('button[data-side="banker"]').click()
  await table.getByRole('button', { name: studio.deal, exact: true }).click()
  await expect(table.locator('.hand-banker .card').last()).toHaveCSS('opacity', '1')
  await expect(table.locator('p.message')).toContainText(/wins|Tie/)
  await page.screenshot({ path: join(SCREENSHOTS, `casino-baccarat-${info.project.name}.png`) })
  await page.goto('/game/tada')
  await expect(page.locator('.game-round').first()).toContainText('Royal Baccarat')
  await expectNoSevereViolations(page)

  // 50 USDT to the card room and back.
  await balance.click()
  const wallet = page.getByRole('dialog', { name: text.wallet.title })
  await wallet.getByRole('tab', { name: text.wallet.tabs.transfer, exact: true }).click()
  await wallet.getByLabel(text.wallet.transfer.amount).fill('50')
  await wallet.getByRole('button', { name: text.wallet.transfer.submit, exact: true }).click()
  await expect(wallet.getByRole('status')).toContainText(
    text.wallet.transfer.doneIn.replace('{{amount}}', '50.00'),
  )
  await expect(wallet.getByTestId('game-wallet-balance')).toContainText(money(50))
  await wallet.getByRole('radio', { name: text.wallet.transfer.fromProvider }).check()
  await wallet.getByLabel(text.wallet.transfer.amount).fill('50')
  await wallet.getByRole('button', { name: text.wallet.transfer.submit, exact: true }).click()
  await expect(wallet.getByRole('status')).toContainText(
    text.wallet.transfer.doneOut.replace('{{amount}}', '50.00'),
  )
  await expect(wallet.getByTestId('game-wallet-balance')).toContainText(money(0))
  await expect(wallet.locator('.card-room-orders li')).toHaveCount(2)
  await page.screenshot({ path: join(SCREENSHOTS, `casino-transfer-${info.project.name}.png`) })
  await expectNoSevereViolations(page)
})

async function spin(slot: FrameLocator) {
  const button = slot.getByRole('button', { name: studio.spin, exact: true })
  await expect(button).toBeEnabled()
  await button.click()
  await expect(button).toHaveText(studio.spin)
}
