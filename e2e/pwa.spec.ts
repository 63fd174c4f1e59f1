import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, type Page, test } from '@playwright/test'
import { shot } from './support'

type ManifestIcon = { src: string; sizes: string; type: string; purpose?: string }
type Manifest = {
  id: string
  name: string
  short_name: string
  start_url: string
  scope: string
  display: string
  theme_color: string
  icons: ManifestIcon[]
}

/** Settles once the page's service worker has installed (its precache stored) and controls the page. */
async function waitForControllingWorker(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated', undefined, {
    timeout: 15_000,
  })
}

test('the site is installable: its manifest is linked and valid, and Chromium finds nothing missing', async ({
  playwright,
  launchOptions,
  baseURL,
}) => {
  // Chromium never offers to install from an incognito profile, and every test's context is one:
  // this test opens a browser with a profile of its own, as a player's is.
  const profile = mkdtempSync(join(tmpdir(), 'venue-pwa-'))
  const browser = await playwright.chromium.launchPersistentContext(profile, { ...launchOptions, baseURL })
  try {
    const page = browser.pages()[0] ?? (await browser.newPage())
    await page.goto('/')
    const href = await page.locator('link[rel="manifest"]').getAttribute('href')
    expect(href).toBe('/web-app/WIN365/manifest.webmanifest')
    const served = await page.request.get(href ?? '')
    expect(served.headers()['content-type']).toContain('application/manifest+json')
    const manifest = (await served.json()) as Manifest
    expect(manifest).toMatchObject({
      id: '/',
      name: 'WIN365',
      short_name: 'WIN365',
      start_url: '/',
      scope: '/',
      display: 'standalone',
    })
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i)
    const pngSizes = manifest.icons.filter((icon) => icon.type === 'image/png').map((icon) => icon.sizes)
    expect(pngSizes).toEqual(expect.arrayContaining(['192x192', '512x512']))
    expect(manifest.icons.some((icon) => icon.purpose === 'maskable')).toBe(true)
    for (const icon of manifest.icons) {
      const image = await page.request.get(icon.src)
      expect(image.status(), icon.src).toBe(200)
      expect(image.headers()['content-type']).toBe(icon.type)
    }

    // The check behind Lighthouse's former installable-manifest audit, asked of Chromium itself.
    const devtools = await browser.newCDPSession(page)
    expect((await devtools.send('Page.getAppManifest')).errors).toEqual([])
    await expect
      .poll(async () => (await devtools.send('Page.getInstallabilityErrors')).installabilityErrors)
      .toEqual([])
  } finally {
    await browser.close()
    rmSync(profile, { recursive: true, force: true })
  }
})

test('a navigation without a network shows the offline page in the player’s language, and the page itself once back online', async ({
  page,
  context,
}, info) => {
  await page.addInitScript(() => {
    if (!localStorage.getItem('language')) localStorage.setItem('language', 'zh')
  })
  await page.goto('/')
  await expect(page.locator('.download-banner')).toBeVisible()
  await shot(page, 'pwa-home-banner-zh', info.project.name)
  await waitForControllingWorker(page)

  const backoffice = await (await page.request.get('/backoffice')).text()
  const backofficeEntry = /<script type="module" crossorigin src="([^"]+)"/.exec(backoffice)?.[1]
  expect(backofficeEntry).toBeTruthy()

  await context.setOffline(true)
  // The back office is not the player's: the worker leaves its pages to the network, offline too.
  const operator = await context.newPage()
  await expect(operator.goto('/backoffice')).rejects.toThrow(/ERR_INTERNET_DISCONNECTED/)
  await operator.close()
  await page.goto('/sport/soccer')
  const offline = page.getByRole('heading', { level: 1, name: '网络已断开' })
  await expect(offline).toBeVisible()
  await expect(page.getByRole('button', { name: '重试' })).toBeVisible()
  await shot(page, 'pwa-offline-zh', info.project.name)
  // Answers holding money or odds are never stored: offline, an API call fails rather than replay one.
  const call = await page.evaluate(() =>
    fetch('/sports/api/v1/config/exchange').then(
      () => 'answered',
      () => 'failed',
    ),
  )
  expect(call).toBe('failed')
  const stored = await page.evaluate(async () => {
    const urls: string[] = []
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname)
    }
    return urls
  })
  expect(stored).toContain('/offline.html')
  expect(stored).not.toContain(backofficeEntry)
  expect(stored.filter((path) => /^\/(sports|3rd-game|pggame|tadaGame|backoffice)(\/|$)/.test(path))).toEqual(
    [],
  )

  // Back online, the page reloads by itself and shows what was asked for.
  await context.setOffline(false)
  await expect(offline).toBeHidden()
  await expect(page).toHaveURL(/\/sport\/soccer$/)
  await expect(page.locator('[data-match]').first()).toBeVisible()
})
