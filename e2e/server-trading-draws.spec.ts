import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type Browser, expect, type Page, request as requests, test } from '@playwright/test'
import { freePort, ownServer, start, stop, waitForReady } from './server-process'
import {
  DEMO_OPERATORS,
  type DemoOperator,
  escapeRegExp,
  expectNoSevereViolations,
  fundPlayer,
  layoutDefects,
  messages,
  registeredPlayer,
  shot,
  signInToBackoffice,
  storeSession,
} from './support'

// The draw is played through on the server clock, days at a time: the journey gets a server of
// its own, where moving the clock disturbs no other test.
test.describe.configure({ mode: 'serial' })

const text = messages('en')
const lottery = text.lottery
/** The back office is a desktop console; the player is on a desktop too. */
const DESKTOP = { width: 1280, height: 800 }
/** The Hong Kong Mark Six follows the real lottery: its draws wait for the official result. */
const GAME = 'hkmarksix'
const GAME_NAME = 'Hong Kong Mark Six'
/** The official result the operators copy from the lottery's own announcement. */
const OFFICIAL = { numbers: [2, 10, 19, 25, 33, 46], special: 7 }

// Demo data makes the house draw every variant, so a newcomer sees draws happen. An installation
// that first ran without demo data keeps its outside lotteries on official results (seeding never
// overwrites a schedule), and demo data added later brings the demo operators: the server first
// runs once without it.
let dataDir = ''
test.beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'venue-trading-draws-'))
  const port = String(await freePort())
  const withoutDemoData = start({ PORT: port, DATA_DIR: dataDir, DEMO_DATA: 'false', LOG_LEVEL: 'warn' })
  await waitForReady(`http://127.0.0.1:${port}`, withoutDemoData)
  expect((await stop(withoutDemoData)).code).toBe(0)
})
const own = ownServer('trading-draws', () => ({ DATA_DIR: dataDir }))
// Declared after the server's own hooks, so it runs once the server has stopped.
test.afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

type PlacedBet = { draw_id: number; type: string; odd: string }

/** An operator's own browser, signed in to the back office's draws of the Hong Kong Mark Six. */
async function drawsDesk(browser: Browser, operator: DemoOperator): Promise<Page> {
  const context = await browser.newContext({ baseURL: own.base, viewport: DESKTOP })
  const desk = await context.newPage()
  await desk.goto('/backoffice/draws')
  await signInToBackoffice(desk, operator)
  await expect(desk.getByRole('heading', { name: 'Draws', level: 1 })).toBeVisible()
  await expect(desk.getByRole('tab', { name: 'Waiting for a result' })).toHaveAttribute(
    'aria-selected',
    'true',
  )
  const gameFilter = desk.getByLabel('Game', { exact: true })
  // The toolbar is one row: the game filter beside the status tabs, not under them.
  const tabs = await desk.getByRole('tablist', { name: 'Draw status' }).boundingBox()
  const filter = await gameFilter.boundingBox()
  expect(filter && tabs && filter.y < tabs.y + tabs.height).toBe(true)
  await gameFilter.selectOption({ label: GAME_NAME })
  // The other outside lotteries' closed draws (Macau's among them) leave the list.
  await expect(desk.getByRole('row').filter({ hasText: 'Macau Mark Six' })).toHaveCount(0)
  return desk
}

/** Types the official result into the entry dialog, ball by ball, as an operator reads it out. */
async function typeResult(desk: Page, dialogName: string) {
  const dialog = desk.getByRole('dialog', { name: dialogName })
  await expect(dialog).toBeVisible()
  for (const [index, ball] of OFFICIAL.numbers.entries()) {
    await dialog.getByLabel(`Number ${index + 1}`, { exact: true }).fill(String(ball))
  }
  await dialog.getByLabel('Special number', { exact: true }).fill(String(OFFICIAL.special))
  return dialog
}

test('two operators enter an official Mark Six result in the back office, and the player’s bets settle by it', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000)
  await page.setViewportSize(DESKTOP)
  const request = await requests.newContext({ baseURL: own.base })
  const session = await registeredPlayer(request, 'trading.draws', 'official result player')
  await fundPlayer(request, session.user_id, '100', 'official result journey')
  await request.dispose()
  // The app renews its tokens as server time moves on; later pages keep the renewed ones.
  await storeSession(page, session, { isFirstPageOnly: true })

  // The player bets 2 USDT on special number 7 and 2 USDT on a green special.
  const open = await own.api(`/${GAME}/current`)
  expect(open.result_source).toBe('official')
  await page.goto(`${own.base}/lottery/mark-six?game=${GAME}`)
  await expect(page.getByText(lottery.draw.number.replace('{{number}}', open.number)).first()).toBeVisible()
  await page.getByRole('tab', { name: lottery.betTypes.specialCode, exact: true }).click()
  await page.getByRole('button', { name: /^7\D/ }).first().click()
  await page.getByRole('tab', { name: lottery.betTypes.specialCodeColor, exact: true }).click()
  await page
    .getByRole('button', { name: new RegExp(`^${escapeRegExp(lottery.colours.green)}`) })
    .first()
    .click()
  await page.getByLabel(lottery.slip.quickAmount.replace('{{currency}}', 'USDT')).fill('2')
  await page.getByRole('button', { name: lottery.slip.place }).click()
  const placed = page.getByRole('dialog', { name: lottery.placed.title })
  await expect(placed).toContainText('96')
  await placed.getByRole('button', { name: text.common.ok }).click()

  const bets = (await own.api(`/lottery/mybet?game=${GAME}`, { token: session.token })).list as PlacedBet[]
  expect(bets).toHaveLength(2)
  const drawId = bets[0]?.draw_id
  expect(bets.every((bet) => bet.draw_id === drawId)).toBe(true)
  // Special number 7 pays its stake times its odds when 7 is the special drawn.
  const specialOdds = Number(bets.find((bet) => bet.type === 'specialCode')?.odd)
  const winnings = 2 * specialOdds
  const [draw] = await own.api(`/${GAME}?limit=1&match_id=${drawId}`)

  // The real draw takes place: server time moves past it, and the draw closes without a result.
  const clock = await own.api('/dev/clock')
  const untilDrawn = Math.ceil((Date.parse(draw.draws_at) - Date.parse(clock.now)) / 1000) + 60
  await own.api('/dev/clock', { method: 'POST', body: { advance_seconds: untilDrawn } })
  const drawNow = async () => (await own.api(`/${GAME}?limit=1&match_id=${drawId}`))[0]
  await expect.poll(async () => (await drawNow()).status, { timeout: 15_000 }).toBe(2)
  expect((await drawNow()).result).toBeNull()

  // Every variant numbers its draws by date: the row is found by its game and its number.
  const row = (desk: Page) =>
    desk
      .getByRole('row')
      .filter({ hasText: GAME_NAME })
      .filter({ hasText: `Draw ${draw.number}` })
  const settledText = `${OFFICIAL.numbers.join(' · ')}, special ${OFFICIAL.special}`

  // The admin, in a browser of their own, enters the result first: it settles nothing.
  const admin = await drawsDesk(browser, DEMO_OPERATORS.admin)
  try {
    await expect(row(admin)).toContainText('Not entered yet')
    await expect(row(admin)).toContainText('4.00 USDT')
    await shot(admin, 'backoffice-draws-waiting', 'desktop')
    await expectNoSevereViolations(admin)
    expect(await layoutDefects(admin, 'main')).toEqual([])
    await row(admin)
      .getByRole('button', { name: `Enter the result of draw ${draw.number}` })
      .click()
    const entry = await typeResult(admin, `Enter the result of ${GAME_NAME}, draw ${draw.number}`)
    await shot(admin, 'backoffice-draws-first-entry', 'desktop')
    await expectNoSevereViolations(admin)
    await entry.getByRole('button', { name: 'Save the first entry' }).click()
    await expect(
      admin.getByRole('status').filter({
        hasText: `The first entry of draw ${draw.number} is saved. It waits for another operator.`,
      }),
    ).toBeVisible()
    await expect(row(admin)).toContainText('Waiting for a second operator')
    await expect(row(admin)).toContainText(settledText)
    await expect(row(admin)).toContainText('Another operator must confirm your entry')
    await expect(row(admin).getByRole('button', { name: /^Confirm the result/ })).toHaveCount(0)
    await shot(admin, 'backoffice-draws-pending', 'desktop')
  } finally {
    await admin.context().close()
  }
  const afterFirstEntry = await drawNow()
  expect([afterFirstEntry.status, afterFirstEntry.result]).toEqual([2, null])

  // The trading operator, in another browser, does not see the first numbers: they type the
  // result themselves, and the same result settles the draw.
  const trading = await drawsDesk(browser, DEMO_OPERATORS.trading)
  try {
    await expect(row(trading)).toContainText('Waiting for a second operator')
    await expect(row(trading)).toContainText('Numbers hidden until you enter yours')
    await expect(row(trading)).not.toContainText(settledText)
    await row(trading)
      .getByRole('button', { name: `Confirm the result of draw ${draw.number}` })
      .click()
    const confirmation = await typeResult(trading, `Confirm the result of ${GAME_NAME}, draw ${draw.number}`)
    await shot(trading, 'backoffice-draws-confirm', 'desktop')
    await expectNoSevereViolations(trading)
    await confirmation.getByRole('button', { name: 'Confirm and settle' }).click()
    await expect(
      trading
        .getByRole('status')
        .filter({ hasText: `Draw ${draw.number} is settled and its bets are paid.` }),
    ).toBeVisible()
    await expect(row(trading)).toHaveCount(0)
    await trading.getByRole('tab', { name: 'Settled' }).click()
    await expect(row(trading)).toContainText(settledText)
    await shot(trading, 'backoffice-draws-settled', 'desktop')
    await expectNoSevereViolations(trading)
  } finally {
    await trading.context().close()
  }

  // The player's special 7 won at its odds and the green special lost (7 is red); the balance
  // holds the winnings.
  await page.goto(`${own.base}/lottery/my-bets?status=settled`)
  const won = page.getByRole('listitem').filter({ hasText: `${lottery.betTypes.specialCode}: 07` })
  await expect(won).toContainText(lottery.status.win)
  await expect(won.getByRole('img', { name: '7, Red' })).toBeVisible()
  await expect(won).toContainText(`Payout ${winnings.toFixed(2)} USDT`)
  const lost = page
    .getByRole('listitem')
    .filter({ hasText: `${lottery.betTypes.specialCodeColor}: ${lottery.colours.green}` })
  await expect(lost).toContainText(lottery.status.loss)
  await expect(lost).toContainText('Payout 0.00 USDT')
  await expect(page.getByTestId('balance')).toContainText((96 + winnings).toFixed(2))
  await shot(page, 'backoffice-draws-player-settled', 'desktop')
})
