import { randomUUID } from 'node:crypto'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'
import {
  exclusively,
  expectNoSevereViolations,
  fundPlayer,
  messages,
  registeredPlayer,
  SCREENSHOTS,
  storeSession,
} from './support'

const API = '/sports/api/v1'
const GAME = 'gallopingmarksix'

test('a Mark Six bet settled on special 49 says in English and in Chinese that its two-sides bet was returned', async ({
  page,
  request,
}, info) => {
  const session = await registeredPlayer(request, `explainer.${info.project.name}`)
  await fundPlayer(request, session.user_id, '20', 'settlement explainer')
  const headers = { authorization: session.token }
  // The draw is closed early with a chosen result: no other test may be betting on it meanwhile.
  await exclusively('draw-clock', async () => {
    // The open draw may close in the moment the slip is sent (or the next one not be open yet):
    // then the slip goes to the next draw.
    let drawId = 0
    await expect(async () => {
      const draw = (await (await request.get(`${API}/${GAME}/current`)).json()).data
      expect(draw).not.toBeNull()
      const placed = await request.post(`${API}/lottery/bet`, {
        headers: { ...headers, 'idempotency-key': randomUUID() },
        data: {
          game: GAME,
          draw_id: draw.id,
          entries: [{ type: 'specialCodeSide', prop: 'big', amount: '5' }],
        },
      })
      expect(placed.ok(), await placed.text()).toBe(true)
      drawId = draw.id
    }).toPass({ timeout: 10_000 })
    const forced = await request.post(`${API}/dev/draws/${drawId}/result`, {
      data: { numbers: [2, 10, 19, 25, 33, 46], special: 49 },
    })
    expect(forced.ok(), await forced.text()).toBe(true)
  })
  // The engine settles the draw within a second or two.
  await expect
    .poll(
      async () =>
        (await (await request.get(`${API}/lottery/mybet?game=${GAME}&status=16`, { headers })).json()).data
          .list.length,
      { timeout: 10_000 },
    )
    .toBe(1)

  // The browser's own language first (English), then the player's choice of Chinese.
  await storeSession(page, session)
  for (const language of ['en', 'zh'] as const) {
    if (language !== 'en') await page.evaluate((chosen) => localStorage.setItem('language', chosen), language)
    await page.goto('/lottery/my-bets?status=settled')
    const pushed = messages(language).settlement.reasons.SPECIAL_49_TWO_SIDES_PUSH.replace('{{ball}}', '49')
    await expect(page.locator('[data-reason="SPECIAL_49_TWO_SIDES_PUSH"]')).toHaveText(pushed)
    await page.screenshot({
      path: join(SCREENSHOTS, `settlement-reasons-${language}-${info.project.name}.png`),
    })
  }
  await expectNoSevereViolations(page)
})

test('a two-match soccer slip opens its payout table, best first, as settlement would pay it', async ({
  page,
}, info) => {
  const sports = messages('en').sports
  await page.goto('/sport/soccer')
  // Matches in play take no picks: their prices are locked.
  const cards = page.locator('[data-match]:has(.odds-row-wl button:not(:disabled))')
  await expect(cards.nth(1)).toBeVisible()
  for (const index of [0, 1])
    await cards.nth(index).locator('.odds-row-wl button:not(:disabled)').first().click()
  if (info.project.name === 'mobile') await page.locator('.sports-slip-bar button').first().click()
  const slip = page.locator('.sports-slip')
  await slip.getByLabel(sports.slip.castValue.replace('{{currency}}', 'USDT')).fill('10')
  await slip.getByRole('button', { name: sports.slip.viewPayouts }).click()

  const dialog = page.getByRole('dialog', { name: sports.matrix.title })
  await expect(dialog).toBeVisible()
  const table = dialog.getByRole('table', { name: sports.matrix.rowsCaption })
  // Payout, net, and one column per match.
  await expect(table.getByRole('columnheader')).toHaveCount(4)
  const [best, worst] = await table
    .getByRole('row')
    .all()
    .then((rows) => rows.slice(1))
  await expect(best ?? table).toContainText(sports.matrix.best)
  await expect(worst ?? table).toContainText(sports.matrix.worst)
  await expect(dialog.getByText(sports.matrix.zeroRows.replace('{{count}}', '8'))).toBeVisible()
  if (info.project.name === 'mobile') {
    // A full-screen sheet on a phone.
    const box = await dialog.boundingBox()
    expect(box?.width).toBe(390)
  }
  await page.screenshot({ path: join(SCREENSHOTS, `payout-matrix-${info.project.name}.png`) })
  await expectNoSevereViolations(page)
})
