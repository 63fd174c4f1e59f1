import { expect, type Page, type Request, test } from '@playwright/test'
import { messages, shot } from './support'

/** Each language's name in itself, as the header's language button and the language menu show it. */
const NAMES = { en: 'English', zh: '中文', ja: '日本語', 'pt-BR': 'Português (Brasil)' } as const
type Shown = keyof typeof NAMES

const isApiCall = (request: Request) => new URL(request.url()).pathname.startsWith('/sports/api/v1/')

/**
 * Every API call the page completes from now on, to read their headers later; a call a reload
 * cuts off is left out, as it has no headers to read.
 */
function recordApiCalls(page: Page): Request[] {
  const calls: Request[] = []
  page.on('requestfinished', (request) => {
    if (isApiCall(request)) calls.push(request)
  })
  return calls
}

/**
 * Expects the header and the home page in a language: `<html lang>`, the sign-in button, the
 * language button naming the language, and the sports section's heading.
 */
async function expectHomeIn(page: Page, language: Shown) {
  const text = messages(language)
  await expect(page.locator('html')).toHaveAttribute('lang', language)
  await expect(page.getByRole('button', { name: text.header.signIn, exact: true })).toBeVisible()
  await expect(
    page.getByRole('button', { name: `${text.common.changeLanguage}: ${NAMES[language]}`, exact: true }),
  ).toBeVisible()
  await expect(
    page.getByRole('heading', { level: 2, name: text.common.categories.sports, exact: true }),
  ).toBeVisible()
}

/** Expects every recorded API call, and at least one, to have asked for a language. */
async function expectCallsIn(calls: Request[], language: Shown) {
  // Calls keep finishing while the headers are read: check the ones finished so far.
  const finished = [...calls]
  expect(finished.length).toBeGreaterThan(0)
  const asked = await Promise.all(finished.map((call) => call.headerValue('accept-language')))
  expect(asked).toEqual(finished.map(() => language))
}

// Nothing is stored in these browsers, so their own languages decide: the exact language, or
// the one that shares its primary subtag, or English when we have none.
const BROWSERS: { locale: string; language: Shown; why: string }[] = [
  { locale: 'zh-CN', language: 'zh', why: 'Chinese' },
  { locale: 'ja-JP', language: 'ja', why: 'Japanese' },
  { locale: 'fr-FR', language: 'en', why: 'English, as there is no French' },
  { locale: 'pt-PT', language: 'pt-BR', why: 'Brazilian Portuguese, the only Portuguese' },
]

for (const { locale, language, why } of BROWSERS) {
  test.describe(`a ${locale} browser with nothing stored`, () => {
    test.use({ locale })

    test(`opens the site in ${why}, and its API calls ask for ${language}`, async ({ page }, info) => {
      const calls = recordApiCalls(page)
      const firstCall = page.waitForEvent('requestfinished', isApiCall)
      await page.goto('/')
      await firstCall
      await expectHomeIn(page, language)
      await expectCallsIn(calls, language)
      expect(await page.evaluate(() => localStorage.getItem('language'))).toBeNull()
      await shot(page, `home-${locale}-browser`, info.project.name)
    })
  })
}

test.describe('a zh-CN browser', () => {
  test.use({ locale: 'zh-CN' })

  test("keeps the language chosen in the language menu over the browser's on reload", async ({ page }) => {
    const zh = messages('zh')
    await page.goto('/')
    await expectHomeIn(page, 'zh')
    await page.getByRole('button', { name: `${zh.common.changeLanguage}: ${NAMES.zh}`, exact: true }).click()
    const dialog = page.getByRole('dialog', { name: zh.common.changeLanguage })
    await expect(dialog).toBeVisible()
    await dialog.getByRole('button', { name: NAMES.ja, exact: true }).click()
    await expect(dialog).toBeHidden()
    await expectHomeIn(page, 'ja')
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('ja')

    const calls = recordApiCalls(page)
    const firstCall = page.waitForEvent('requestfinished', isApiCall)
    await page.reload()
    await firstCall
    await expectHomeIn(page, 'ja')
    await expectCallsIn(calls, 'ja')
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('ja')
  })
})
