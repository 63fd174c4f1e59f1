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
type Price = { kind: string; name: string; handicap_val: number | null; odds: string }
/** A bet's leg: m match, k market, n outcome, e line, o odds. */
type Leg = { m: string; k: string; n: string; e: number | null; o: string }

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

/** A selection's key on the slip (its `data-pick`), as the web app writes it: "m1|handicap|-1|H". */
const pickKey = (matchId: string, price: Pick<Price, 'kind' | 'name' | 'handicap_val'>) =>
  `${matchId}|${price.kind}|${price.handicap_val ?? ''}|${price.name}`

/** A quoted price in whole hundredths ("2.05" is 205), so that prices compare exactly. */
function hundredths(odds: string): number {
  const [whole = '0', fraction = ''] = odds.split('.')
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2))
}

/** A match's win/draw/lose and handicap prices now, by pick key. */
async function mainPricesOf(matchId: string): Promise<Map<string, string>> {
  const page = await api('/soccer?limit=30')
  const match = (page.list as (Match & { odds: Price[] })[]).find((entry) => entry.match_id === matchId)
  return new Map(
    (match?.odds ?? [])
      .filter((price) => price.kind === 'wl' || price.kind === 'handicap')
      .map((price) => [pickKey(matchId, price), price.odds]),
  )
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
    await slip.getByLabel(en.sports.slip.oddsChanges).selectOption('acceptAny')
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

test('under the default "accept higher", a risen price is taken without asking and a fallen one is asked about', async ({
  page,
}) => {
  test.setTimeout(180_000)
  await page.setViewportSize({ width: 1280, height: 800 })
  const token = await signIn(page)
  const { now } = await api('/dev/clock')
  // A match that keeps taking bets while the clock moves on a few minutes below.
  const match = ((await api('/soccer?limit=30')).list as Match[]).find(
    (entry) => entry.status === 1 && Date.parse(entry.match_start_time) > Date.parse(now) + 15 * 60_000,
  )
  if (!match) throw new Error('no soccer match takes bets for the next 15 minutes')

  await page.goto(`${own.base}/sport/soccer`)
  const card = page.locator(`[data-match="${match.match_id}"]`)
  await expect(card).toBeVisible()
  // Every win/draw/lose and handicap outcome: a re-priced match raises some of them and lowers others.
  const buttons = card.locator('.odds-row-wl button, .odds-row-handicap button')
  const count = await buttons.count()
  // From the keyboard: the slip, open after the first pick, covers the card's right-hand prices.
  for (let index = 0; index < count; index += 1) await buttons.nth(index).press('Enter')
  const slip = page.locator('.sports-slip')
  const picks = slip.locator('.slip-pick')
  await expect(picks).toHaveCount(count)
  // Nothing chosen yet: the default.
  await expect(slip.getByLabel(en.sports.slip.oddsChanges)).toHaveValue('acceptHigher')
  await slip.getByLabel(en.sports.slip.castValue.replace('{{currency}}', 'USDT')).fill('2')
  const slipPrices = async () => {
    const prices = new Map<string, string>()
    for (const pick of await picks.all()) {
      const key = await pick.getAttribute('data-pick')
      if (key) prices.set(key, (await pick.locator('.slip-pick-odds').textContent()) ?? '')
    }
    return prices
  }
  // The slip starts from the server's prices: a move already on its way to the page lands first.
  const isInStep = async () => {
    const server = await mainPricesOf(match.match_id)
    return [...(await slipPrices())].every(([key, odds]) => server.get(key) === odds)
  }
  await expect.poll(isInStep).toBe(true)
  const picked = await slipPrices()

  // Prices move in rounds of two minutes, each match at its own phase. The clock steps 10 s at a
  // time until this match is re-priced, so its next round is still most of two minutes away (of
  // real time too) while the slip is checked and placed.
  let moved: Map<string, string> | undefined
  for (let step = 0; step < 30 && !moved; step += 1) {
    await api('/dev/clock', { method: 'POST', body: { advance_seconds: 10 } })
    // The sports worker re-prices on its next pass, about a second later.
    await page.waitForTimeout(1500)
    const prices = await mainPricesOf(match.match_id)
    if ([...picked].some(([key, odds]) => prices.get(key) !== odds)) moved = prices
  }
  if (!moved) throw new Error(`match ${match.match_id} was not re-priced`)
  const movedTo = (key: string) => moved?.get(key) ?? ''
  const rose = [...picked.keys()].filter(
    (key) => hundredths(movedTo(key)) > hundredths(picked.get(key) ?? ''),
  )
  const fell = [...picked.keys()].filter(
    (key) => hundredths(movedTo(key)) < hundredths(picked.get(key) ?? ''),
  )
  // Each market's chances add up to one, so a re-priced market has prices that rose and prices that fell.
  expect(rose, 'a price that rose').not.toEqual([])
  expect(fell, 'a price that fell').not.toEqual([])

  // The slip hears of the move on the odds topic: a rise is taken as it is, a fall waits for the player.
  const pickOf = (key: string) => slip.locator(`.slip-pick[data-pick="${key}"]`)
  for (const key of rose) {
    await expect(pickOf(key).locator('.slip-pick-odds')).toHaveText(movedTo(key))
    await expect(pickOf(key).locator('.slip-pick-changed')).toHaveCount(0)
  }
  // The feed may pass through a higher price on the way (taken silently, so it is the price the
  // player last agreed to): the mark names the fall from there.
  const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  for (const key of fell) {
    const fallTo = escaped(en.sports.slip.changed)
      .replace(escaped('{{from}}'), '[\\d.]+')
      .replace(escaped('{{to}}'), escaped(movedTo(key)))
    await expect(pickOf(key).locator('.slip-pick-changed')).toHaveText(new RegExp(`^${fallTo}$`))
  }
  await expect(slip.getByRole('button', { name: en.sports.slip.acceptChanges })).toBeVisible()
  await page.screenshot({ path: join(SCREENSHOTS, 'sports-slip-odds-moved-desktop.png') })

  // Without the fallen (and unmoved) picks nothing waits: the risen prices go in without a question.
  for (const key of picked.keys()) if (!rose.includes(key)) await pickOf(key).getByRole('button').click()
  await expect(picks).toHaveCount(rose.length)
  await expect(slip.locator('.slip-pick-changed')).toHaveCount(0)
  await slip.getByRole('button', { name: en.sports.slip.place, exact: true }).click()
  await expect(page.getByRole('dialog', { name: en.sports.placed.title })).toBeVisible()
  const bets = (await api('/soccer/mybet?status=1', { token })).list as (Bet & { legs: Leg[] })[]
  const bet = bets.find((entry) => entry.legs.some((leg) => leg.m === match.match_id))
  const legs = (bet?.legs ?? []).map((leg) => [
    pickKey(leg.m, { kind: leg.k, name: leg.n, handicap_val: leg.e }),
    hundredths(leg.o),
  ])
  expect(legs.sort()).toEqual(rose.map((key) => [key, hundredths(movedTo(key))]).sort())
})
