import { chromium } from 'playwright-core'

const [, , url, out, width, height, lang] = process.argv
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
})
const page = await browser.newPage({ viewport: { width: Number(width), height: Number(height) } })
const errors = []
page.on('console', (m) => {
  if (m.type() === 'error') errors.push(m.text())
})
page.on('pageerror', (e) => errors.push(String(e)))
if (lang) await page.addInitScript((l) => localStorage.setItem('language', l), lang)
await page.goto(url)
await page.waitForTimeout(2500)
await page.screenshot({ path: out, fullPage: true })
console.log(JSON.stringify(errors))
await browser.close()
