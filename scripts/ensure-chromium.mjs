// Makes sure Debian's Chromium, and fonts for the scripts of our 11 languages (Chinese, Japanese,
// Korean, Devanagari, Bengali), are installed for the browser tests: installs them with apt-get
// when running as root, otherwise stops with the exact command to run. Never downloads a browser.
import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'

export const CHROMIUM_PATH = '/usr/bin/chromium'
const FONTS = ['fonts-wqy-zenhei', 'fonts-lohit-deva', 'fonts-lohit-beng-bengali']
const FONT_FILES = [
  '/usr/share/fonts/truetype/wqy/wqy-zenhei.ttc',
  '/usr/share/fonts/truetype/lohit-devanagari/Lohit-Devanagari.ttf',
  '/usr/share/fonts/truetype/lohit-bengali/Lohit-Bengali.ttf',
]
const INSTALL = `apt-get update && apt-get install -y --no-install-recommends chromium ${FONTS.join(' ')}`
const isInstalled = () => existsSync(CHROMIUM_PATH) && FONT_FILES.every((file) => existsSync(file))

export function ensureChromium() {
  if (isInstalled()) return
  if (process.getuid?.() !== 0) {
    console.error(`Chromium or its fonts are missing. Install them with:\n  sudo sh -c '${INSTALL}'`)
    process.exit(1)
  }
  console.log(`Installing Debian's chromium and fonts for the browser tests…`)
  execFileSync('sh', ['-c', INSTALL], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  })
  if (!isInstalled()) {
    console.error(`apt-get finished but Chromium or a font is still missing`)
    process.exit(1)
  }
}

if (import.meta.url === `file://${process.argv[1]}`) ensureChromium()
