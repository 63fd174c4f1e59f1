import { join } from 'node:path'
import { type APIRequestContext, expect, type Page, test } from '@playwright/test'
import {
  escapeRegExp,
  exclusively,
  expectNoSevereViolations,
  fundPlayer,
  messages,
  registeredPlayer,
  SCREENSHOTS,
  storeSession,
} from './support'

const GAME = 'gallopingmarksix'

async function signedInPlayer(page: Page, request: APIRequestContext, label: string) {
  const session = await registeredPlayer(request, `marksix.${label}`, 'lottery player')
  // Funds for the slip, from the back office.
  await fundPlayer(request, session.user_id, '100', 'lottery journey')
  await storeSession(page, session)
  return session as { token: string }
}

for (const language of ['en', 'zh'] as const) {
  test(`a player places a galloping Mark Six slip of three bet types, sees it drawn and settled, and verifies the draw (${language})`, async ({
    page,
    request,
  }, info) => {
    test.setTimeout(90_000)
    const text = messages(language)
    const lottery = text.lottery
    await page.addInitScript((chosen) => localStorage.setItem('language', chosen), language)
    const session = await signedInPlayer(page, request, `${language}.${info.project.name}`)

    // The draw is played through on the shared server clock: one test at a time.
    const draw = await exclusively('draw-clock', async () => {
      await page.goto(`/lottery/mark-six?game=${GAME}`)
      const open = (await (await request.get(`/sports/api/v1/${GAME}/current`)).json()).data
      await expect(
        page.getByText(lottery.draw.number.replace('{{number}}', open.number)).first(),
      ).toBeVisible()

      const pick = async (type: keyof typeof lottery.betTypes, card: RegExp) => {
        await page.getByRole('tab', { name: lottery.betTypes[type], exact: true }).click()
        await page.getByRole('button', { name: card }).first().click()
      }
      await pick('specialCode', /^7\D/)
      await pick('specialCodeSide', new RegExp(`^${escapeRegExp(lottery.sides.bigOdd)}`))
      await pick('specialCodeColor', new RegExp(`^${escapeRegExp(lottery.colours.red)}`))
      await page.getByLabel(lottery.slip.quickAmount.replace('{{currency}}', 'USDT')).fill('2')
      await page.screenshot({ path: join(SCREENSHOTS, `mark-six-slip-${language}-${info.project.name}.png`) })
      await expectNoSevereViolations(page)
      await page.getByRole('button', { name: lottery.slip.place }).click()
      const placed = page.getByRole('dialog', { name: lottery.placed.title })
      await expect(placed).toBeVisible()
      await expect(placed).toContainText('94')
      await placed.getByRole('button', { name: text.common.ok }).click()
      // The slip went to the draw open when it was placed (real time may have moved on past the
      // one shown when the page opened): play that one through.
      const [bet] = (
        await (
          await request.get(`/sports/api/v1/lottery/mybet?game=${GAME}`, {
            headers: { authorization: session.token },
          })
        ).json()
      ).data.list as { draw_id: number }[]
      const draw = (
        await (await request.get(`/sports/api/v1/${GAME}?limit=1&match_id=${bet?.draw_id}`)).json()
      ).data[0]

      // Move the server clock to the draw; the engine draws and settles within a second or two.
      const clock = (await (await request.get('/sports/api/v1/dev/clock')).json()).data
      const untilDraw = Math.ceil((Date.parse(draw.draws_at) - Date.parse(clock.now)) / 1000) + 1
      await request.post('/sports/api/v1/dev/clock', { data: { advance_seconds: Math.max(untilDraw, 1) } })
      await expect(
        page.getByText(lottery.results.latest.replace('{{number}}', draw.number)).first(),
      ).toBeVisible({
        timeout: 20_000,
      })
      await page.screenshot({
        path: join(SCREENSHOTS, `mark-six-drawn-${language}-${info.project.name}.png`),
      })
      return draw
    })
    // The result shows as soon as it is drawn; the bets are settled a moment later.
    const drawStatus = async () =>
      (await (await request.get(`/sports/api/v1/${GAME}?limit=1&match_id=${draw.id}`)).json()).data[0].status
    await expect.poll(drawStatus, { timeout: 10_000 }).toBe(3)
    const bets = (
      await (
        await request.get(`/sports/api/v1/lottery/mybet?game=${GAME}`, {
          headers: { authorization: session.token },
        })
      ).json()
    ).data.list as { payout: string; status: number }[]
    expect(bets.map((bet) => bet.status)).toEqual([16, 16, 16])
    const paid = bets.reduce((sum, bet) => sum + Number(bet.payout), 0)

    await page.goto('/lottery/my-bets?status=settled')
    const outcomes = [lottery.status.win, lottery.status.loss, lottery.status.push].map(escapeRegExp)
    await expect(page.getByText(new RegExp(`^(${outcomes.join('|')})$`))).toHaveCount(3)
    await expect(page.getByTestId('balance')).toContainText((94 + paid).toFixed(2))
    await page.screenshot({
      path: join(SCREENSHOTS, `mark-six-my-bets-${language}-${info.project.name}.png`),
    })

    await page.goto(`/fairness?draw=${draw.id}`)
    await expect(page.getByText(text.fairness.verdict.verified).first()).toBeVisible()
    await page.screenshot({
      path: join(SCREENSHOTS, `fairness-${language}-${info.project.name}.png`),
      fullPage: true,
    })
    await expectNoSevereViolations(page)
  })
}
