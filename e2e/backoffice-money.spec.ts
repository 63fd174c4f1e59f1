import { expect, test } from '@playwright/test'
import {
  DEMO_OPERATORS,
  expectNoSevereViolations,
  fundPlayer,
  messages,
  registeredPlayer,
  shot,
  signInToBackoffice,
  storeSession,
} from './support'

// The back office is for desktop widths; its money section is proven there.
test.skip(({ isMobile }) => isMobile, 'the back office is a desktop console')

const text = messages('en')
const PAYMENT_PASSWORD = '480726'
const TRC20_ADDRESS = 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7'

test('finance approves in the back office a withdrawal a player asked for in another browser, and the player sees it paid', async ({
  page,
  request,
  browser,
  baseURL,
}, info) => {
  // The player, in this browser: funded by the back office, asks to withdraw 25 USDT.
  const session = await registeredPlayer(request, `bo.money.${info.project.name}`, 'money journey')
  const headers = { authorization: session.token }
  await request.put('/sports/api/v1/member/account', { headers, data: { real_name: 'Ana Lucky' } })
  await request.put('/sports/api/v1/member/bank_password', {
    headers,
    data: { password: PAYMENT_PASSWORD, confirm_password: PAYMENT_PASSWORD },
  })
  await fundPlayer(request, session.user_id, '100', 'back-office money journey')
  await storeSession(page, session)
  await page.goto('/profile')
  const balance = page.getByTestId('balance')
  await expect(balance).toContainText('100')
  await balance.click()
  const wallet = page.getByRole('dialog', { name: text.wallet.title })
  await wallet.getByRole('tab', { name: text.wallet.tabs.withdraw }).click()
  await wallet.getByLabel(text.wallet.account.address).fill(TRC20_ADDRESS)
  await wallet.getByLabel(text.wallet.account.label).fill('My TRC20 wallet')
  await wallet.getByRole('button', { name: text.wallet.account.save }).click()
  await expect(wallet.getByText(text.wallet.default)).toBeVisible()
  await wallet.getByLabel(text.wallet.withdrawAmount).fill('25')
  await wallet.getByLabel(text.wallet.paymentPassword).fill(PAYMENT_PASSWORD)
  await wallet.getByRole('button', { name: text.wallet.withdrawNow, exact: true }).click()
  await expect(wallet.getByRole('status').filter({ hasText: 'sent for approval' })).toBeVisible()
  await expect(balance).toContainText('75')

  // A finance operator, in a browser of their own, finds it waiting and approves it.
  const operator = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } })
  let order = ''
  try {
    const desk = await operator.newPage()
    await desk.goto('/backoffice/money/withdrawals')
    await signInToBackoffice(desk, DEMO_OPERATORS.finance)
    await expect(desk.getByRole('heading', { name: 'Withdrawal queue' })).toBeVisible()
    await expect(desk.getByRole('tab', { name: 'Waiting' })).toHaveAttribute('aria-selected', 'true')
    await desk.getByLabel('Player ID').fill(String(session.user_id))
    await desk.getByRole('button', { name: 'Filter' }).click()
    const approve = desk.getByRole('button', { name: /^Approve withdrawal W/ })
    await expect(approve).toHaveCount(1)
    order = (await approve.getAttribute('aria-label'))?.replace('Approve withdrawal ', '') ?? ''
    await expect(desk.getByRole('row').filter({ hasText: order })).toContainText('25.00')
    await shot(desk, 'backoffice-money-withdrawals', info.project.name)
    await expectNoSevereViolations(desk)

    await approve.click()
    const dialog = desk.getByRole('dialog', { name: `Approve withdrawal ${order}` })
    await expect(dialog).toContainText('24.00 USDT')
    await dialog.getByRole('button', { name: 'Approve and pay' }).click()
    await expect(desk.getByText(`Withdrawal ${order} was approved and paid.`)).toBeVisible()
    await expect(desk.getByRole('button', { name: `Approve withdrawal ${order}` })).toHaveCount(0)
    await desk.getByRole('tab', { name: 'Paid' }).click()
    await expect(desk.getByRole('row').filter({ hasText: order })).toBeVisible()
    await shot(desk, 'backoffice-money-paid', info.project.name)
  } finally {
    await operator.close()
  }

  // The player's history shows the withdrawal as paid.
  await page.keyboard.press('Escape')
  await page
    .getByRole('navigation', { name: text.profile.menuLabel })
    .getByRole('button', { name: text.profile.menu.transactions })
    .click()
  await page.getByRole('tab', { name: text.wallet.history.withdrawals }).click()
  const paid = page.getByText(text.wallet.withdrawalStatus.successTransaction).first()
  await expect(paid).toBeVisible()
  await expect(page.getByText(order).first()).toBeVisible()
  await shot(page, 'backoffice-money-player-history', info.project.name)
})
