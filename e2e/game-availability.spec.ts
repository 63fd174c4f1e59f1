import { expect, test } from '@playwright/test'

// Changes a game's availability on the shared server: these run one after the other.
test.describe.configure({ mode: 'serial' })

test('a game hidden on the server leaves the navigation within one poll', async ({ page, request }, info) => {
  test.skip(info.project.name !== 'desktop', 'the left navigation is the desktop layout')
  await page.clock.install()
  await page.goto('/sport/soccer')
  const navigation = page.getByRole('navigation', { name: 'Main navigation' })
  await expect(navigation.locator('[data-game="basketball"]')).toBeVisible()

  const hidden = await request.put('/sports/api/v1/dev/games/11/status', { data: { status: 3 } })
  expect(hidden.ok()).toBe(true)
  try {
    await page.clock.fastForward(60_000)
    await expect(navigation.locator('[data-game="basketball"]')).toBeHidden()
    await expect(navigation.locator('[data-game="soccer"]')).toBeVisible()
  } finally {
    await request.put('/sports/api/v1/dev/games/11/status', { data: { status: 1 } })
  }
  await page.clock.fastForward(60_000)
  await expect(navigation.locator('[data-game="basketball"]')).toBeVisible()
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
      await request.put('/sports/api/v1/dev/games/27/status', { data: { status: 3 } })
      await expect(navigation.locator('[data-game="tadaGames"]')).toBeHidden({ timeout: 2000 })
    }).toPass({ timeout: 10_000 })
  } finally {
    await request.put('/sports/api/v1/dev/games/27/status', { data: { status: 1 } })
  }
  await expect(navigation.locator('[data-game="tadaGames"]')).toBeVisible({ timeout: 5000 })
})
