import { join } from 'node:path'
import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'

const SCREENSHOTS = join(import.meta.dirname, '..', 'test-results', 'screenshots')
const shot = (name: string, project: string) => join(SCREENSHOTS, `${name}-${project}.png`)

test('home shows the marquee, featured slide, games by category and currencies', async ({ page }, info) => {
  await page.goto('/')
  await expect(page.getByRole('region', { name: 'Announcements' })).toContainText('provably fair')
  await expect(page.getByRole('heading', { name: 'Sports' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Lottery' })).toBeVisible()
  await expect(page.locator('[data-game="soccer"]')).toContainText('Soccer')
  await expect(page.locator('[data-game="hkmarksix"]')).toContainText('Hong Kong Mark Six')
  await expect(page.getByRole('heading', { name: 'Currencies' })).toBeVisible()
  await expect(page.locator('.currency-list li').first()).toContainText('USDT')
  await expect(page.locator('.site-footer')).toContainText('WIN365')
  await page.screenshot({ path: shot('home-en', info.project.name), fullPage: true })
})

test('the language choice translates the page and survives a reload', async ({ page }, info) => {
  await page.goto('/')
  await page.getByLabel('Language').selectOption('zh')
  await expect(page.locator('[data-game="soccer"]')).toContainText('足球')
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh')
  await page.reload()
  await expect(page.locator('[data-game="soccer"]')).toContainText('足球')
  await expect(page.getByRole('heading', { level: 2 }).first()).not.toHaveText('Sports')
  await page.screenshot({ path: shot('home-zh', info.project.name), fullPage: true })
})

test('any other path is served by the app, and unknown API paths are a JSON 404', async ({
  page,
  request,
}) => {
  await page.goto('/some/deep/link')
  await expect(page.locator('[data-game="soccer"]')).toBeVisible()
  const api = await request.get('/sports/api/v1/nothing-here')
  expect(api.status()).toBe(404)
  expect(await api.json()).toMatchObject({ code: 404, msg: 'NOT_FOUND' })
})

test('home has no serious or critical accessibility violations', async ({ page }) => {
  await page.goto('/')
  await expect(page.locator('[data-game="soccer"]')).toBeVisible()
  const results = await new AxeBuilder({ page }).analyze()
  const severe = results.violations.filter((violation) =>
    ['serious', 'critical'].includes(violation.impact ?? ''),
  )
  expect(severe.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([])
})

test('the API documentation renders under the content security policy', async ({ page }, info) => {
  const violations: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content.Security.Policy/i.test(message.text()))
      violations.push(message.text())
  })
  await page.goto('/docs')
  await expect(page.getByText('/sports/api/v1/available_games')).toBeVisible()
  expect(violations).toEqual([])
  await page.screenshot({ path: shot('docs', info.project.name) })
})
