import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliCompressSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '../test/test-app'
import { brandedPageHtml } from './single-page-app'

// The web build's pages as it writes them, for the default brand.
const INDEX_HTML =
  '<!doctype html><html lang="en"><head><link rel="icon" href="/art/brands/WIN365.svg" type="image/svg+xml" /><title>WIN365</title><link rel="manifest" href="/web-app/WIN365/manifest.webmanifest"><link rel="apple-touch-icon" href="/web-app/WIN365/apple-touch-icon.png"></head><body><div id="root"></div></body></html>'
const OFFLINE_HTML =
  '<!doctype html><html lang="en"><head><title>WIN365</title></head><body><img class="offline-logo" src="/art/brands/WIN365.svg" alt="" /><h1>You’re offline</h1></body></html>'
const MANIFEST = JSON.stringify({ name: 'GX', start_url: '/', display: 'standalone' })
const SERVICE_WORKER = 'self.addEventListener("fetch", () => {})'

describe('brandedPageHtml', () => {
  it('puts the brand on the page, its title, logo, icon and web app manifest', () => {
    const html = brandedPageHtml(INDEX_HTML, 'GX')
    expect(html).toContain('<html lang="en" data-brand="GX">')
    expect(html).toContain('<title>GX</title>')
    expect(html).toContain('href="/art/brands/GX.svg"')
    expect(html).toContain('<link rel="manifest" href="/web-app/GX/manifest.webmanifest">')
    expect(html).toContain('<link rel="apple-touch-icon" href="/web-app/GX/apple-touch-icon.png">')
    expect(html).not.toContain('WIN365')
  })

  it('brands every logo of the offline page', () => {
    expect(brandedPageHtml(OFFLINE_HTML, 'only-bets')).toContain('src="/art/brands/only-bets.svg"')
  })
})

describe('the installable app’s files', () => {
  let webDist: string
  let test: TestApp
  beforeAll(async () => {
    webDist = await mkdtemp(join(tmpdir(), 'venue-web-app-'))
    await mkdir(join(webDist, 'web-app', 'GX'), { recursive: true })
    await writeFile(join(webDist, 'index.html'), INDEX_HTML)
    await writeFile(join(webDist, 'offline.html'), OFFLINE_HTML)
    await writeFile(join(webDist, 'offline.html.br'), brotliCompressSync(OFFLINE_HTML))
    await writeFile(join(webDist, 'sw.js'), SERVICE_WORKER)
    await writeFile(join(webDist, 'web-app', 'GX', 'manifest.webmanifest'), MANIFEST)
    test = await startTestApp({ WEB_DIST_DIR: webDist, BRAND: 'GX' })
  })
  afterAll(async () => {
    await test.close()
    await rm(webDist, { recursive: true, force: true })
  })

  it('links the brand’s manifest from the player’s page', async () => {
    const response = await test.app.inject({ url: '/sport/soccer' })
    expect(response.body).toContain('<link rel="manifest" href="/web-app/GX/manifest.webmanifest">')
  })

  it('serves the manifest as application/manifest+json', async () => {
    const response = await test.app.inject({ url: '/web-app/GX/manifest.webmanifest' })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toContain('application/manifest+json')
    expect(response.json()).toMatchObject({ name: 'GX', display: 'standalone' })
  })

  it('serves the service worker as JavaScript that the browser revalidates on every visit', async () => {
    const response = await test.app.inject({ url: '/sw.js' })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toContain('javascript')
    expect(response.headers['cache-control']).toBe('no-cache')
    expect(response.body).toBe(SERVICE_WORKER)
  })

  it.each([['/offline.html'], ['/offline.html?__WB_REVISION__=1a2b'], ['/offline.html.br']])(
    'serves the offline page branded, never the build’s copy, for %s',
    async (url) => {
      const response = await test.app.inject({ url, headers: { 'accept-encoding': 'br' } })
      expect(response.statusCode).toBe(200)
      expect(response.headers['content-type']).toContain('text/html')
      expect(response.headers['content-encoding']).toBeUndefined()
      expect(response.headers['cache-control']).toBe('no-cache')
      expect(response.body).toBe(brandedPageHtml(OFFLINE_HTML, 'GX'))
    },
  )

  it('allows the page’s own service worker and manifest in its content security policy', async () => {
    const policy = String((await test.app.inject({ url: '/' })).headers['content-security-policy'])
    expect(policy).toContain("worker-src 'self'")
    expect(policy).toContain("manifest-src 'self'")
  })
})
