import { join } from 'node:path'
import { expect, type Page, test } from '@playwright/test'
import { expectNoSevereViolations, SCREENSHOTS, shot, storeSession } from './support'

const LANGUAGES = [
  {
    code: 'en',
    sports: 'Sports',
    soccer: 'Soccer',
    signIn: 'Sign in',
    pg: 'PG Games',
    morePg: 'More PG Games',
  },
  { code: 'zh', sports: '体育', soccer: '足球', signIn: '登录', pg: 'PG游戏', morePg: '更多PG游戏' },
] as const

async function useLanguage(page: Page, code: string) {
  await page.addInitScript((language) => {
    if (!localStorage.getItem('language')) localStorage.setItem('language', language)
  }, code)
}

for (const language of LANGUAGES) {
  test(`home in ${language.code}: marquee, carousel and game sections`, async ({ page }, info) => {
    await useLanguage(page, language.code)
    await page.goto('/')
    await expect(page.locator('.marquee li').first()).toBeVisible()
    await expect(page.getByRole('region', { name: /.+/ }).locator('.carousel-slide').first()).toBeVisible()
    await expect(page.getByRole('heading', { name: language.sports, level: 2 })).toBeVisible()
    await expect(page.locator('.game-card[data-game="soccer"]')).toContainText(language.soccer)
    // A section per catalogue provider with its own games: two rows, then a link to its lobby.
    const pg = page.getByRole('region', { name: language.pg, exact: true })
    await expect(pg.locator('.game-card').first()).toBeVisible()
    const perRow = info.project.name === 'mobile' ? 3 : 6
    await expect(pg.locator('.game-card')).toHaveCount(perRow * 2)
    await expect(pg.getByRole('link', { name: language.morePg })).toHaveAttribute('href', '/game/pg')
    await expect(page.getByRole('button', { name: language.signIn })).toBeVisible()
    await expect(page.locator('.site-footer')).toContainText('WIN365')
    await shot(page, `home-${language.code}`, info.project.name)
    await expectNoSevereViolations(page)
  })
}

for (const language of LANGUAGES) {
  test(`a provider's "more" link in ${language.code} opens its lobby with every game`, async ({
    page,
  }, info) => {
    await useLanguage(page, language.code)
    await page.goto('/')
    await page
      .getByRole('region', { name: language.pg, exact: true })
      .getByRole('link', { name: language.morePg })
      .click()
    await expect(page).toHaveURL(/\/game\/pg$/)
    await expect(page.getByRole('heading', { level: 1, name: language.pg })).toBeVisible()
    await expect(page.locator('[data-page="provider-lobby"] .game-card')).toHaveCount(14)
    await shot(page, `lobby-pg-${language.code}`, info.project.name)
    await expectNoSevereViolations(page)
  })
}

test('the language choice persists across a reload', async ({ page }, info) => {
  await page.goto('/')
  await page.getByRole('button', { name: /Change language/ }).click()
  const dialog = page.getByRole('dialog', { name: 'Change language' })
  await expect(dialog).toBeVisible()
  await expectNoSevereViolations(page)
  await shot(page, 'language-modal', info.project.name)
  await dialog.getByRole('button', { name: '中文' }).click()
  await expect(page.locator('.game-card[data-game="soccer"]')).toContainText('足球')
  await page.reload()
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh')
  await expect(page.locator('.game-card[data-game="soccer"]')).toContainText('足球')
})

test('chat=true and support=true open their panels', async ({ page }, info) => {
  await page.goto('/?chat=true')
  const chat =
    info.project.name === 'mobile'
      ? page.getByRole('dialog', { name: 'Chat' })
      : page.locator('[data-panel="chat"]')
  await expect(chat).toBeVisible()
  await shot(page, 'panel-chat', info.project.name)
  await page.goto('/announcements?support=true')
  const support =
    info.project.name === 'mobile'
      ? page.getByRole('dialog', { name: 'Live support' })
      : page.locator('[data-panel="support"]')
  await expect(support).toBeVisible()
  await expect(page).toHaveURL(/\/announcements$/)
})

test('mybet=true and invite=true ask a guest to sign in', async ({ page }) => {
  for (const flag of ['mybet', 'invite']) {
    await page.goto(`/?${flag}=true`)
    await expect(page.getByRole('dialog', { name: 'Sign in' })).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(page.getByRole('dialog', { name: 'Sign in' })).toBeHidden()
  }
})

test('menu=true opens the menu with the navigation', async ({ page }, info) => {
  await page.goto('/?menu=true')
  const menu = page.getByRole('dialog', { name: 'Menu' })
  await expect(menu).toBeVisible()
  await expect(menu.getByRole('tab', { name: 'Sports' })).toBeVisible()
  await shot(page, 'menu', info.project.name)
})

test('a player reaches airship from the home page and from the navigation, on every width', async ({
  page,
  request,
}, info) => {
  const isPhone = info.project.name === 'mobile'
  // Airship needs a session: the demo player's, put in the browser as a sign-in leaves it.
  const signedIn = await request.post('/sports/api/v1/sign_in/', {
    headers: { platform: '1' },
    data: { account: 'player@example.com', password: 'winning42' },
  })
  const session = (await signedIn.json()).data
  await storeSession(page, session)
  const airship = page.locator('section.racing[data-game="airship"] h1')

  await page.goto('/')
  // A phone's two rows hold six of the eight lottery games: the rest are behind "More Lottery".
  const lottery = page.getByRole('region', { name: 'Lottery', exact: true })
  const more = lottery.getByRole('link', { name: 'More Lottery' })
  if (isPhone) {
    await more.click()
    await expect(page).toHaveURL(/\/gameArcade\?category=lottery$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Lottery' })).toBeVisible()
    await expect(page.locator('.game-card')).toHaveCount(8)
    await shot(page, 'arcade-lottery', info.project.name)
    await expectNoSevereViolations(page)
  } else await expect(more).toHaveCount(0)
  await page.locator('.game-card[data-game="airship"] a').click()
  await expect(page).toHaveURL(/\/lottery\/racing\?game=airship$/)
  await expect(airship).toBeVisible()

  await page.goto('/')
  const navigation = isPhone
    ? page.getByRole('dialog', { name: 'Menu' })
    : page.getByRole('navigation', { name: 'Main navigation' })
  if (isPhone) await page.getByRole('button', { name: 'Open menu' }).click()
  await navigation.getByRole('tab', { name: 'Lottery' }).click()
  const lotteryGames = navigation.getByRole('tabpanel', { name: 'Lottery' })
  await expect(lotteryGames.getByRole('link')).toHaveCount(8)
  await lotteryGames.getByRole('link', { name: 'Airship' }).click()
  await expect(page).toHaveURL(/\/lottery\/racing\?game=airship$/)
  await expect(airship).toBeVisible()
  // The navigation's Lottery tab, chosen by the page's address now.
  await shot(page, 'navigation-lottery', info.project.name)
  if (!isPhone) {
    // Desktop's live support entry opens the support panel over the page, which stays on airship.
    await page.getByRole('link', { name: 'Live support' }).click()
    await expect(page.locator('[data-panel="support"]')).toBeVisible()
    await expect(page).toHaveURL(/\/lottery\/racing\?game=airship$/)
  }
})

test('a signed-out visitor to /profile lands on / with the sign-in modal, and focus returns on close', async ({
  page,
}) => {
  await page.goto('/profile')
  await expect(page).toHaveURL(/\/$/)
  const dialog = page.getByRole('dialog', { name: 'Sign in' })
  await expect(dialog).toBeVisible()
  await expectNoSevereViolations(page)
  await dialog.getByRole('button', { name: 'Close' }).click()
  await expect(dialog).toBeHidden()
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(dialog).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeFocused()
})

test('an unknown path shows the not-found page', async ({ page }, info) => {
  await page.goto('/no/such/page')
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
  await shot(page, 'not-found', info.project.name)
  await expectNoSevereViolations(page)
  await page.getByRole('link', { name: 'Go to home' }).click()
  await expect(page.locator('.game-card').first()).toBeVisible()
})

test('the under-construction page has its route of the spec; game types follow the spec', async ({
  page,
}) => {
  await page.goto('/under-construction')
  await expect(page.locator('[data-page="under-construction"]')).toBeVisible()
  // Routes match without regard to case, so /game/NOAH is the noah lobby itself.
  await page.goto('/game/NOAH')
  await expect(page.locator('[data-page="provider-lobby"] .game-card').first()).toBeVisible()
  await page.goto('/game/anything')
  await expect(page).toHaveURL(/\/game\/tada$/)
})

test('unknown API paths are a JSON 404', async ({ request }) => {
  const api = await request.get('/sports/api/v1/nothing-here')
  expect(api.status()).toBe(404)
  expect(await api.json()).toMatchObject({ code: 404, msg: 'NOT_FOUND' })
})

test('the API documentation renders under the content security policy', async ({ page }, info) => {
  const violations: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content.Security.Policy/i.test(message.text()))
      violations.push(message.text())
  })
  await page.goto('/docs')
  await expect(page.getByRole('heading', { level: 1, name: /WIN365 API/ })).toBeVisible()
  // The documentation renders its sections as they scroll into view.
  const operation = page.getByText('/sports/api/v1/available_games')
  await expect(async () => {
    await page.evaluate(() => window.scrollBy(0, 1500))
    await expect(operation).toBeVisible({ timeout: 500 })
  }).toPass({ timeout: 30_000 })
  expect(violations).toEqual([])
  await page.screenshot({ path: join(SCREENSHOTS, `docs-${info.project.name}.png`) })
})
