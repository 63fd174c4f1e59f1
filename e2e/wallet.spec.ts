import { randomUUID } from 'node:crypto'
import { join } from 'node:path'
import { type APIRequestContext, expect, type Page, test } from '@playwright/test'
import {
  expectNoSevereViolations,
  messages,
  operatorToken,
  registeredPlayer,
  SCREENSHOTS,
  storeSession,
} from './support'

const text = messages('en')
const PAYMENT_PASSWORD = '480726'
const TRC20_ADDRESS = 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7'

/** A new player, with a real name and a payment password, signed in on the page. */
async function signedInPlayer(page: Page, request: APIRequestContext, label: string) {
  const session = await registeredPlayer(request, `wallet.${label}`, 'wallet player')
  const headers = { authorization: session.token }
  await request.put('/sports/api/v1/member/account', { headers, data: { real_name: 'Ana Lucky' } })
  await request.put('/sports/api/v1/member/bank_password', {
    headers,
    data: { password: PAYMENT_PASSWORD, confirm_password: PAYMENT_PASSWORD },
  })
  await storeSession(page, session)
  return session as { token: string; user_id: number }
}

test('a player checks in once, deposits through the payment page, withdraws, and sees both in the history', async ({
  page,
  request,
}, info) => {
  test.setTimeout(60_000)
  const session = await signedInPlayer(page, request, info.project.name)
  const balance = page.getByTestId('balance')

  // Rewards open first: one check-in a day.
  await page.goto('/profile')
  await page.getByRole('button', { name: text.wallet.checkIn.claim }).click()
  await expect(page.getByRole('status').filter({ hasText: 'You received' })).toContainText('0.5')
  await expect(page.getByRole('button', { name: text.wallet.checkIn.claimedToday })).toBeDisabled()
  const again = await request.post('/activities/api/v1/benefit/check_in', {
    headers: { authorization: session.token, 'idempotency-key': `again-${Date.now()}` },
  })
  expect((await again.json()).msg).toBe('ALREADY_CHECKED_IN')
  await expect(balance).toContainText('0.50')

  // Deposit by bank transfer on the provider's hosted page.
  await balance.click()
  const wallet = page.getByRole('dialog', { name: text.wallet.title })
  await wallet.getByRole('tab', { name: text.wallet.paymentTypes.bank }).click()
  await wallet.getByLabel(text.wallet.amount).fill('150')
  await page.screenshot({ path: join(SCREENSHOTS, `wallet-deposit-${info.project.name}.png`) })
  await expectNoSevereViolations(page)
  await wallet.getByRole('button', { name: text.wallet.depositNow, exact: true }).click()
  await expect(page).toHaveURL(/\/sandbox-pay\/sbx_/)
  await page.getByRole('button', { name: /Pay 150 USDT/ }).click()
  await expect(page).toHaveURL(/\/profile$/)
  await expect(page.getByRole('status').filter({ hasText: text.wallet.paymentSuccess })).toBeVisible()
  await expect(balance).toContainText('150.50')

  // Withdraw to a new crypto account with the payment password.
  await balance.click()
  await wallet.getByRole('tab', { name: text.wallet.tabs.withdraw }).click()
  // With no saved account yet, the form to add one is open already.
  await wallet.getByLabel(text.wallet.account.address).fill(TRC20_ADDRESS)
  await wallet.getByLabel(text.wallet.account.label).fill('My TRC20 wallet')
  await wallet.getByRole('button', { name: text.wallet.account.save }).click()
  await expect(wallet.getByText(text.wallet.default)).toBeVisible()
  await wallet.getByLabel(text.wallet.withdrawAmount).fill('20')
  await expect(
    wallet.getByText(text.wallet.netAmount).locator('xpath=following-sibling::dd[1]'),
  ).toContainText('19')
  await wallet.getByLabel(text.wallet.paymentPassword).fill(PAYMENT_PASSWORD)
  await page.screenshot({ path: join(SCREENSHOTS, `wallet-withdraw-${info.project.name}.png`) })
  await wallet.getByRole('button', { name: text.wallet.withdrawNow, exact: true }).click()
  await expect(wallet.getByRole('status').filter({ hasText: 'sent for approval' })).toBeVisible()
  await expect(balance).toContainText('130.50')

  // The operator approves it through the back-office API.
  const backOffice = { authorization: await operatorToken(request) }
  const pending = await request.get(
    `/sports/api/v1/operator/withdrawals?status=0&user_id=${session.user_id}`,
    {
      headers: backOffice,
    },
  )
  const mine = ((await pending.json()).data.list as { id: number; user_id: number }[]).find(
    (row) => row.user_id === session.user_id,
  )
  expect(mine).toBeDefined()
  const approved = await request.post(`/sports/api/v1/operator/withdrawals/${mine?.id}/approve`, {
    headers: { ...backOffice, 'idempotency-key': randomUUID() },
  })
  expect((await approved.json()).data.status).toBe(3)

  // The history shows the deposit and the paid withdrawal.
  await page.keyboard.press('Escape')
  await page
    .getByRole('navigation', { name: text.profile.menuLabel })
    .getByRole('button', { name: text.profile.menu.transactions })
    .click()
  await expect(page.getByText(text.wallet.depositStatus.success).first()).toBeVisible()
  await page.getByRole('tab', { name: text.wallet.history.withdrawals }).click()
  await expect(page.getByText(text.wallet.withdrawalStatus.successTransaction).first()).toBeVisible()
  await page.screenshot({
    path: join(SCREENSHOTS, `wallet-history-${info.project.name}.png`),
    fullPage: true,
  })
  await expectNoSevereViolations(page)
})
