import { join } from 'node:path'
import { ERROR_TEXTS, type ErrorKey } from '@app/contract'
import { expect, type Page, request as requests, test } from '@playwright/test'
import { ownServer } from './server-process'
import {
  expectNoSevereViolations,
  fundPlayer,
  messages,
  registeredPlayer,
  SCREENSHOTS,
  storeSession,
} from './support'

// The reality check is played through on the server clock, 16 minutes at a time: the journey gets
// a server of its own, where moving the clock disturbs no other test.
test.describe.configure({ mode: 'serial' })

const text = messages('en')
const protection = text.protection
const own = ownServer('responsible-play')
const { api } = own

/** The error a refused call shows, with its `{{limit}}` filled in. */
const errorText = (key: ErrorKey, limit?: string) => ERROR_TEXTS[key].replace('{{limit}}', limit ?? '')

async function newPlayer(page: Page, label: string) {
  const request = await requests.newContext({ baseURL: own.base })
  const session = await registeredPlayer(request, `protection.${label}`, 'careful player')
  await fundPlayer(request, session.user_id, '50', 'responsible play journey')
  await request.dispose()
  // The app renews its tokens as server time moves on; later pages keep the renewed ones.
  await storeSession(page, session, { isFirstPageOnly: true })
  return session
}

for (const [device, viewport] of [
  ['desktop', { width: 1280, height: 800 }],
  ['mobile', { width: 390, height: 844 }],
] as const) {
  test(`a player sets a deposit limit, gets a reality check and excludes themselves (${device})`, async ({
    page,
  }) => {
    test.setTimeout(120_000)
    await page.setViewportSize(viewport)
    await newPlayer(page, device)

    // A deposit limit of 100 USDT a day applies at once.
    await page.goto(`${own.base}/profile?section=responsiblePlay`)
    const dailyDeposit = page.locator('[data-limit="deposit-day"]')
    await dailyDeposit.getByRole('textbox').fill('100')
    await dailyDeposit.getByRole('button', { name: protection.limits.save, exact: true }).click()
    const confirmLimit = page.getByRole('dialog', { name: protection.limits.confirm.title })
    await confirmLimit.getByRole('button', { name: text.common.ok }).click()
    await expect(page.getByRole('status').filter({ hasText: protection.limits.savedNow })).toBeVisible()
    await expect(dailyDeposit).toContainText('100.00 USDT')

    // A bank deposit above it is refused with what is still allowed.
    await page.getByTestId('balance').click()
    const wallet = page.getByRole('dialog', { name: text.wallet.title })
    await wallet.getByRole('tab', { name: text.wallet.paymentTypes.bank }).click()
    await wallet.getByLabel(text.wallet.amount).fill('150')
    await wallet.getByRole('button', { name: text.wallet.depositNow, exact: true }).click()
    await expect(wallet.getByText(errorText('DEPOSIT_LIMIT_REACHED', '100'))).toBeVisible()
    await page.screenshot({ path: join(SCREENSHOTS, `protection-deposit-refused-${device}.png`) })
    await page.keyboard.press('Escape')

    // A reality check every 15 minutes: 16 minutes on, the reminder shows the session so far.
    const reality = page.getByRole('region', { name: protection.reality.title })
    await reality.getByRole('radio', { name: protection.reality.every.replace('{{minutes}}', '15') }).check()
    await reality.getByRole('button', { name: protection.reality.save, exact: true }).click()
    await expect(page.getByRole('status').filter({ hasText: protection.reality.saved })).toBeVisible()
    await api('/dev/clock', { method: 'POST', body: { advance_seconds: 16 * 60 } })
    await page.goto(`${own.base}/lottery/mark-six?game=gallopingmarksix`)
    const reminder = page.getByRole('dialog', { name: protection.reminder.title })
    await expect(reminder).toBeVisible({ timeout: 15_000 })
    await expect(reminder).toContainText(protection.reminder.net)
    await page.screenshot({ path: join(SCREENSHOTS, `protection-reality-check-${device}.png`) })
    await expectNoSevereViolations(page)
    await reminder.getByRole('button', { name: protection.reminder.continue }).click()
    await expect(reminder).toBeHidden()

    // Self-exclusion for 6 months starts at once; a bet is then refused.
    await page.goto(`${own.base}/profile?section=responsiblePlay`)
    await page.getByRole('button', { name: protection.break.durations['6m'], exact: true }).click()
    const confirmBreak = page.getByRole('dialog', {
      name: protection.break.confirm.selfExclusionTitle.replace(
        '{{duration}}',
        protection.break.durations['6m'],
      ),
    })
    await expect(confirmBreak).toContainText(protection.break.confirm.final)
    await confirmBreak.getByRole('button', { name: protection.break.confirm.startSelfExclusion }).click()
    await expect(page.getByText(protection.block.effects)).toBeVisible()
    await page.screenshot({ path: join(SCREENSHOTS, `protection-self-excluded-${device}.png`) })

    await page.goto(`${own.base}/lottery/mark-six?game=gallopingmarksix`)
    const lottery = text.lottery
    await page.getByRole('tab', { name: lottery.betTypes.specialCode, exact: true }).click()
    await page.getByRole('button', { name: /^7\D/ }).first().click()
    await page.getByLabel(lottery.slip.quickAmount.replace('{{currency}}', 'USDT')).fill('2')
    await page.getByRole('button', { name: lottery.slip.place }).click()
    await expect(page.getByRole('status').filter({ hasText: errorText('SELF_EXCLUDED') })).toBeVisible()
    await expect(page.getByTestId('balance')).toContainText('50.00')
  })
}
