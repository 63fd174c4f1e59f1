import { join } from 'node:path'
import { expect, type Page, test } from '@playwright/test'
import { ownServer } from './server-process'
import { expectNoSevereViolations, messages, SCREENSHOTS, storeSession } from './support'

// Matches play out over hours, so this journey moves the clock by hours: it gets a server of its
// own, where that disturbs no other test.
test.describe.configure({ mode: 'serial' })

const en = messages('en')
const zh = messages('zh')
const own = ownServer('sports')
const { api } = own

type Match = {
  match_id: string
  home_name: string
  away_name: string
  match_start_time: string
  status: number
}
const POSTPONED = 4
type Bet = { bet_id: number; status: number; total_price: string; payout: string | null; bets: number }

const signInCall = () =>
  api('/sign_in/', { method: 'POST', body: { account: 'player@example.com', password: 'winning42' } })

async function signIn(page: Page, language = 'en') {
  const session = await signInCall()
  await storeSession(page, session, { language, isFirstPageOnly: true })
  return session.token as string
}

/** The first three soccer matches still taking bets, by kick-off. */
async function openMatches(): Promise<Match[]> {
  const { now } = await api('/dev/clock')
  const page = await api('/soccer?limit=30')
  return (page.list as Match[])
    .filter((match) => match.status === 1 && Date.parse(match.match_start_time) > Date.parse(now) + 120_000)
    .slice(0, 3)
}

const SOCCER_MINUTES = 115

/** A balance as the header shows it: truncated to 2 places, in English digit grouping. */
function shownBalance(score: string): string {
  const [whole = '0', fraction = ''] = score.split('.')
  return `${Number(whole).toLocaleString('en')}.${fraction.padEnd(2, '0').slice(0, 2)}`
}

/** Picks the home win of each match in the lobby. */
async function pickHomeWins(page: Page, matches: Match[]) {
  for (const match of matches) {
    await page.locator(`[data-match="${match.match_id}"] .odds-row-wl button`).first().click()
  }
}

for (const [device, viewport] of [
  ['desktop', { width: 1280, height: 800 }],
  ['mobile', { width: 390, height: 844 }],
] as const) {
  const isMobile = device === 'mobile'

  test(`a player bets 2 and 3 String 1 on three soccer matches and sees the bet settled (${device})`, async ({
    page,
  }) => {
    test.setTimeout(150_000)
    await page.setViewportSize(viewport)
    const token = await signIn(page)
    const before = Number((await api('/member/account', { token })).score)
    const matches = await openMatches()
    expect(matches).toHaveLength(3)

    await page.goto(`${own.base}/sport/soccer`)
    await expect(page.getByRole('heading', { level: 1, name: en.sports.games.soccer })).toBeVisible()
    await expect(page.locator(`[data-match="${matches[0]?.match_id}"]`)).toBeVisible()
    await pickHomeWins(page, matches)
    if (isMobile) {
      await expect(page.getByText('Picks: 3 · Matches: 3')).toBeVisible()
      await page.locator('.sports-slip-bar').getByRole('button', { name: en.sports.slip.title }).click()
    }
    const slip = page.locator('.sports-slip')
    await expect(slip.getByRole('button', { name: '3 String 1' })).toHaveAttribute('aria-pressed', 'true')
    await slip.getByRole('button', { name: '2 String 1' }).click()
    await expect(slip.getByRole('button', { name: '2 String 1' })).toHaveAttribute('aria-pressed', 'true')
    await slip.getByLabel(en.sports.slip.castValue.replace('{{currency}}', 'USDT')).fill('10')
    await expect(slip.getByTestId('slip-combinations')).toHaveText('4')
    await expect(slip.getByTestId('slip-estimated-max')).not.toHaveText(/^0\.00/)
    await expect(slip.getByTestId('slip-estimated-min')).not.toHaveText(/^0\.00/)
    await page.screenshot({ path: join(SCREENSHOTS, `sports-slip-${device}.png`) })
    await expectNoSevereViolations(page)

    // Prices move every two minutes: the player takes whatever they are when the slip goes in.
    await slip.getByLabel(en.sports.slip.acceptChangedOdds).check()
    await slip.getByRole('button', { name: en.sports.slip.place, exact: true }).click()
    const placed = page.getByRole('dialog', { name: en.sports.placed.title })
    await expect(placed).toBeVisible()
    await expect(placed.getByText('2 String 1, 3 String 1')).toBeVisible()
    await page.screenshot({ path: join(SCREENSHOTS, `sports-placed-${device}.png`) })
    const [bet] = (await api('/soccer/mybet?status=1', { token })).list as Bet[]
    expect(bet).toMatchObject({ bets: 4, total_price: '40' })

    // The dialog's link: my bets beside the lobby on desktop, the /my-bets page on mobile.
    await placed.getByRole('link', { name: en.sports.placed.myBets }).click()
    if (isMobile) await expect(page).toHaveURL(/\/my-bets$/)
    const row = page.locator(`[data-bet="${bet?.bet_id}"]`)
    await expect(row).toBeVisible()
    await expect(row.getByText(en.sports.outcomeLabels.PENDING)).toBeVisible()
    await page.screenshot({ path: join(SCREENSHOTS, `sports-my-bets-${device}.png`) })
    await expectNoSevereViolations(page)

    // The matches are played out and the settlement worker pays the bet.
    const { now } = await api('/dev/clock')
    const lastEnd =
      Math.max(...matches.map((match) => Date.parse(match.match_start_time))) + SOCCER_MINUTES * 60_000
    const seconds = Math.ceil((lastEnd - Date.parse(now)) / 1000) + 300
    await api('/dev/clock', { method: 'POST', body: { advance_seconds: seconds } })
    let settled: Bet | undefined
    let hasWaitedOutPostponement = false
    await expect
      .poll(
        async () => {
          const fresh = (await signInCall()).token as string
          const found = (await api(`/soccer/mybet/${bet?.bet_id}`, { token: fresh })) as Bet & {
            match: Record<string, { status: number }>
          }
          // A few matches are postponed at kick-off; such a match is void once 36 hours have passed.
          const isPostponed = Object.values(found.match).some((match) => match.status === POSTPONED)
          if (found.status === 1 && isPostponed && !hasWaitedOutPostponement) {
            hasWaitedOutPostponement = true
            await api('/dev/clock', { method: 'POST', body: { advance_seconds: 37 * 3600 } })
          }
          settled = found
          return found.status
        },
        { timeout: 30_000 },
      )
      .toBe(16)
    const renewed = await signInCall()
    const afterScore = (await api('/member/account', { token: renewed.token as string })).score as string
    expect(Number(afterScore)).toBeCloseTo(before - 40 + Number(settled?.payout ?? 0), 6)
    // Hours went by on the server's clock (a postponed match waits 36 of them), past the browser
    // session's lifetime: the player signs in again. The session is written as the next page
    // loads: the page still open may clear its expired one on its way out, and the first-page
    // session would then come back in its place.
    await storeSession(page, renewed)

    await page.goto(isMobile ? `${own.base}/my-bets` : `${own.base}/sport/soccer?mybet=true`)
    await page.getByRole('tab', { name: en.sports.myBets.filters.settled }).click()
    const settledRow = page.locator(`[data-bet="${bet?.bet_id}"]`)
    await expect(settledRow).toBeVisible()
    const label =
      Number(settled?.payout ?? 0) > 0 ? en.sports.outcomeLabels.WIN : en.sports.outcomeLabels.LOSS
    await expect(settledRow.getByText(label, { exact: true })).toBeVisible()
    await expect(page.getByTestId('balance')).toContainText(shownBalance(afterScore))
    await settledRow.getByRole('button', { name: en.sports.myBets.details }).click()
    const detail = page.getByRole('dialog', {
      name: en.sports.detail.title.replace('{{id}}', String(bet?.bet_id)),
    })
    await expect(detail.getByRole('listitem', { name: /^Combination \d$/ })).toHaveCount(4)
    // Let the dialog finish sliding in.
    await page.waitForTimeout(400)
    await page.screenshot({ path: join(SCREENSHOTS, `sports-settled-${device}.png`) })
  })

  test(`the lobby, slip and results read in Chinese (${device})`, async ({ page }) => {
    await page.setViewportSize(viewport)
    await signIn(page, 'zh')
    const matches = await openMatches()
    await page.goto(`${own.base}/sport/soccer`)
    await expect(page.getByRole('heading', { level: 1, name: zh.sports.games.soccer })).toBeVisible()
    await pickHomeWins(page, matches.slice(0, 2))
    if (isMobile)
      await page.locator('.sports-slip-bar').getByRole('button', { name: zh.sports.slip.title }).click()
    const slip = page.locator('.sports-slip')
    await slip.getByLabel(zh.sports.slip.castValue.replace('{{currency}}', 'USDT')).fill('5')
    await expect(slip.getByRole('button', { name: '2串1' })).toHaveAttribute('aria-pressed', 'true')
    await expect(slip.getByTestId('slip-combinations')).toHaveText('1')
    await page.screenshot({ path: join(SCREENSHOTS, `sports-slip-zh-${device}.png`) })
    await expectNoSevereViolations(page)

    await page.goto(`${own.base}/results/soccer`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      zh.sports.results.heading.replace('{{sport}}', zh.sports.games.soccer),
    )
    await expect(page.locator('.result-row').first()).toBeVisible()
    await page.screenshot({ path: join(SCREENSHOTS, `sports-results-zh-${device}.png`) })
    await expectNoSevereViolations(page)
  })
}
