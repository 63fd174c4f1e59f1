import { join } from 'node:path'
import { expect, type Page, test } from '@playwright/test'
import { ownServer } from './server-process'
import { expectNoSevereViolations, messages, SCREENSHOTS, storeSession } from './support'

// Races run in daily windows, so this journey moves the clock by hours: it gets a server of its
// own, where that disturbs no other test.
test.describe.configure({ mode: 'serial' })

const text = messages('en')
const HONG_KONG_OFFSET_MS = 8 * 3600_000
const own = ownServer('racing')
const { api } = own

/** Moves the server clock forward by whole seconds. */
async function advance(seconds: number) {
  if (seconds > 0) await api('/dev/clock', { method: 'POST', body: { advance_seconds: seconds } })
}

/** Moves the server clock into airship's window (13:00 to 04:00 in Hong Kong) when it is outside. */
async function intoAirshipHours() {
  const { now } = await api('/dev/clock')
  const hongKong = new Date(Date.parse(now) + HONG_KONG_OFFSET_MS)
  const minuteOfDay = hongKong.getUTCHours() * 60 + hongKong.getUTCMinutes()
  if (minuteOfDay >= 4 * 60 && minuteOfDay < 13 * 60) await advance((13 * 60 + 1 - minuteOfDay) * 60)
}

const signInCall = () =>
  api('/sign_in/', { method: 'POST', body: { account: 'player@example.com', password: 'winning42' } })

async function signIn(page: Page) {
  const session = await signInCall()
  await storeSession(page, session)
  return session.token as string
}

for (const [device, viewport] of [
  ['desktop', { width: 1280, height: 800 }],
  ['mobile', { width: 390, height: 844 }],
] as const) {
  test(`a player bets on airship two sides and a dragon/tiger pair, watches the race and sees it settled (${device})`, async ({
    page,
  }) => {
    test.setTimeout(120_000)
    await page.setViewportSize(viewport)
    await intoAirshipHours()
    const session = await signIn(page)
    const before = Number((await api('/member/account', { token: session })).score)

    await page.goto(`${own.base}/lottery/racing?game=airship`)
    const shown = await api('/airship/current')
    await expect(
      page.getByText(text.racing.draw.number.replace('{{number}}', shown.number)).first(),
    ).toBeVisible()
    await page.locator('[data-selection="sides:1|big"]').click()
    await page.getByRole('tab', { name: text.racing.groups.dragonVsTriger }).click()
    await page.locator('[data-selection="dragonTiger:1|dragon"]').click()
    await page.getByLabel(text.racing.slip.quickAmount.replace('{{currency}}', 'USDT')).fill('10')
    await page.screenshot({ path: join(SCREENSHOTS, `racing-slip-${device}.png`) })
    await expectNoSevereViolations(page)
    await page.getByRole('button', { name: text.racing.slip.place, exact: true }).click()
    const placed = page.getByRole('dialog', { name: text.racing.placed.title })
    await expect(placed).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(placed).toBeHidden()
    // The race the bets went into: the one open when placed, which may be later than the one read
    // before the screenshots and the accessibility check.
    const [newest] = (await api('/lottery/mybet?game=airship&limit=1', { token: session })).list
    const [race] = await api(`/airship/list?id=${newest.draw_id}&limit=1`)

    // The race is run: the show starts when the result arrives, and crosses the line in its order.
    const { now } = await api('/dev/clock')
    await advance(Math.ceil((Date.parse(race.draws_at) - Date.parse(now)) / 1000) + 1)
    const show = page
      .getByRole('region', { name: text.racing.show.label.replace('{{number}}', race.number) })
      .first()
    await expect(show).toBeVisible({ timeout: 20_000 })
    await page.screenshot({ path: join(SCREENSHOTS, `racing-show-${device}.png`) })
    const [raced] = await api(`/airship/list?id=${race.id}&limit=1`)
    const champion = raced.result.order[0]
    await expect(page.getByText(text.racing.show.winner.replace('{{car}}', String(champion)))).toBeVisible({
      timeout: 15_000,
    })
    await page.screenshot({ path: join(SCREENSHOTS, `racing-finished-${device}.png`) })

    await expect
      .poll(async () => (await api(`/airship/list?limit=1&id=${race.id}`))[0].status, { timeout: 10_000 })
      .toBe(3)
    // Server time moved on: the morning's access token has expired (the page renews its own).
    const token = (await signInCall()).token as string
    const bets = (await api('/lottery/mybet?game=airship', { token })).list.filter(
      (bet: { draw_id: number }) => bet.draw_id === race.id,
    )
    expect(bets.map((bet: { status: number }) => bet.status)).toEqual([16, 16])
    const paid = bets.reduce((sum: number, bet: { payout: string }) => sum + Number(bet.payout), 0)
    const after = Number((await api('/member/account', { token })).score)
    expect(after).toBeCloseTo(before - 20 + paid, 6)
    await expect(page.getByTestId('balance')).toContainText(
      after.toLocaleString('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
    )
  })
}
