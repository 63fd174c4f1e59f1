import { GAME_ID, GAME_STATUS } from '@app/domain'
import { type APIRequestContext, expect, test } from '@playwright/test'
import { DEMO_OPERATORS, expectNoSevereViolations, operatorToken, shot, signInToBackoffice } from './support'

// Changes a game's availability on the shared server: these run one after the other.
test.describe.configure({ mode: 'serial' })

/** Sets a game's availability through the trading desk's API: Active 1, Disable 2, Hidden 3. */
async function setGameStatus(request: APIRequestContext, gameId: number, status: number) {
  const token = await operatorToken(request, DEMO_OPERATORS.trading)
  return request.put(`/sports/api/v1/operator/games/${gameId}/status`, {
    headers: { authorization: token },
    data: { status },
  })
}

test('a game an operator hides in the back office leaves the navigation within one poll, and comes back when set active', async ({
  page,
  request,
  browser,
  baseURL,
}, info) => {
  test.skip(info.project.name !== 'desktop', 'the left navigation is the desktop layout')
  await page.clock.install()
  await page.goto('/sport/soccer')
  const navigation = page.getByRole('navigation', { name: 'Main navigation' })
  const basketball = navigation.locator('[data-game="basketball"]')
  await expect(basketball).toBeVisible()

  // A trading operator, in a browser of their own, hides Basketball in the Games section.
  const operator = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } })
  let isActiveAgain = false
  try {
    const desk = await operator.newPage()
    await desk.goto('/backoffice/games')
    await signInToBackoffice(desk, DEMO_OPERATORS.trading)
    await expect(desk.getByRole('heading', { name: 'Games', level: 1 })).toBeVisible()
    const availability = desk.getByLabel('Availability of Basketball')
    await expect(availability).toHaveValue(String(GAME_STATUS.active))
    await availability.selectOption({ label: 'Hidden' })
    await expect(desk.getByRole('status').filter({ hasText: 'Basketball is now Hidden.' })).toBeVisible()
    await expect(availability).toHaveValue(String(GAME_STATUS.hidden))
    await shot(desk, 'backoffice-games-hidden', info.project.name)
    await expectNoSevereViolations(desk)

    await page.clock.fastForward(60_000)
    await expect(basketball).toBeHidden()
    await expect(navigation.locator('[data-game="soccer"]')).toBeVisible()

    // Active again, so the other journeys on this server find it.
    await availability.selectOption({ label: 'Active' })
    await expect(desk.getByRole('status').filter({ hasText: 'Basketball is now Active.' })).toBeVisible()
    isActiveAgain = true
  } finally {
    await operator.close()
    if (!isActiveAgain) await setGameStatus(request, GAME_ID.basketball, GAME_STATUS.active)
  }
  await page.clock.fastForward(60_000)
  await expect(basketball).toBeVisible()
})

test('a game switched off on the server leaves the navigation at once over the live connection', async ({
  page,
  request,
}, info) => {
  test.skip(info.project.name !== 'desktop', 'the left navigation is the desktop layout')
  await page.goto('/game/pgGame')
  const navigation = page.getByRole('navigation', { name: 'Main navigation' })
  await expect(navigation.locator('[data-game="tadaGames"]')).toBeVisible()
  try {
    await expect(async () => {
      await setGameStatus(request, GAME_ID.tadaGames, GAME_STATUS.hidden)
      await expect(navigation.locator('[data-game="tadaGames"]')).toBeHidden({ timeout: 2000 })
    }).toPass({ timeout: 10_000 })
  } finally {
    await setGameStatus(request, GAME_ID.tadaGames, GAME_STATUS.active)
  }
  await expect(navigation.locator('[data-game="tadaGames"]')).toBeVisible({ timeout: 5000 })
})
