import { readFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { BRANDS, DEFAULT_BRAND } from '@app/domain'
import { Resvg } from '@resvg/resvg-js'
import type { Plugin } from 'vite'
import { VitePWA, type VitePWAOptions } from 'vite-plugin-pwa'
import { SERVICE_WORKER_URL } from './src/app/service-worker'
import { OFFLINE_PAGE, runtimeRoutes } from './src/app/service-worker-routes'
import {
  APP_ICONS,
  APPLE_TOUCH_ICON,
  appIconSvg,
  brandAccents,
  MANIFEST_FILE,
  webAppFolder,
  webAppManifest,
} from './src/features/brand/web-app-manifest'

type ManifestTransform = NonNullable<NonNullable<VitePWAOptions['workbox']>['manifestTransforms']>[number]

const WEB_ROOT = fileURLToPath(new URL('.', import.meta.url))
const STYLESHEET = join(WEB_ROOT, 'src/app/styles.css')
const logoOf = (brand: string) => join(WEB_ROOT, 'public/art/brands', `${brand}.svg`)
/** The player's page; the back office and the offline page are not installed and link no manifest. */
const PLAYER_PAGE = /[\\/]index\.html$/

const rasterise = (svg: string, size: number) =>
  new Resvg(svg, { fitTo: { mode: 'width', value: size } }).render().asPng()

/**
 * Writes every brand's web app manifest and icons (SVG, and PNG drawn from it at 192, 512, a
 * maskable 512 and the 180 px iOS icon) under `web-app/<brand>/`, and links the default brand's in
 * the player's page; the server swaps the brand in the link as it does the page's title and icon.
 * The manifests take each brand's accent from the app's stylesheet, the one place it is written.
 */
export function webAppFiles(): Plugin {
  return {
    name: 'web-app-files',
    apply: 'build',
    transformIndexHtml(_html, { filename }) {
      if (!PLAYER_PAGE.test(filename)) return []
      const folder = webAppFolder(DEFAULT_BRAND)
      return [
        { tag: 'link', attrs: { rel: 'manifest', href: `${folder}${MANIFEST_FILE}` }, injectTo: 'head' },
        {
          tag: 'link',
          attrs: { rel: 'apple-touch-icon', href: `${folder}${APPLE_TOUCH_ICON}` },
          injectTo: 'head',
        },
      ]
    },
    async generateBundle() {
      const accents = brandAccents(await readFile(STYLESHEET, 'utf8'))
      for (const brand of BRANDS) {
        const folder = webAppFolder(brand).slice(1)
        const logo = await readFile(logoOf(brand), 'utf8')
        const manifest = webAppManifest(brand, accents[brand])
        this.emitFile({
          type: 'asset',
          fileName: `${folder}${MANIFEST_FILE}`,
          source: JSON.stringify(manifest, null, 2),
        })
        for (const icon of APP_ICONS) {
          const svg = appIconSvg(logo, icon.shape)
          this.emitFile({
            type: 'asset',
            fileName: `${folder}${icon.file}`,
            source: icon.size === undefined ? svg : rasterise(svg, icon.size),
          })
        }
      }
    },
  }
}

const MODULE_PRELOAD_POLYFILL = 'vite/modulepreload-polyfill'
const NO_MODULE_PRELOAD_POLYFILL = '\0offline-page-without-modulepreload-polyfill'
const OFFLINE_PAGE_ENTRY = /[\\/]offline\.html$/

/**
 * Keeps the offline page from sharing the module-preload polyfill with the player's page: shared,
 * the polyfill leaves the player's entry for a chunk of its own, one more request on every page.
 * The offline page has one script and nothing to preload.
 */
export function offlinePageWithoutPreloadPolyfill(): Plugin {
  return {
    name: 'offline-page-without-preload-polyfill',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      return source === MODULE_PRELOAD_POLYFILL && importer && OFFLINE_PAGE_ENTRY.test(importer)
        ? NO_MODULE_PRELOAD_POLYFILL
        : null
    },
    load(id) {
      return id === NO_MODULE_PRELOAD_POLYFILL ? '' : null
    },
  }
}

/** The site's own files a built page names (`src="/…"`, `href="/…"`), without the leading slash. */
async function filesNamedBy(pages: readonly string[]): Promise<Set<string>> {
  const named = new Set<string>()
  for (const page of pages) {
    const html = await readFile(page, 'utf8')
    for (const match of html.matchAll(/\b(?:src|href)="\/([^"?#]+)"/g)) if (match[1]) named.add(match[1])
  }
  return named
}

/**
 * The player's service worker (Workbox through vite-plugin-pwa), registered by the app after load:
 * - It precaches the shell: the scripts and styles the player's page loads first, the offline
 *   page with its own, fonts and the drawn SVG art. Each screen's code loads when first opened and
 *   stays in the HTTP cache as it did; precaching all of it would cost every first visit megabytes.
 *   The page itself is not precached: it always comes from the network (see runtimeRoutes).
 * - Its only other routes send requests to the network: the server's paths (API answers are never
 *   stored) and navigations, which fall back to the offline page (runtimeRoutes).
 * - The back office is neither precached nor answered: its navigations and files pass through.
 */
export function serviceWorker(): Plugin[] {
  let outDir = ''
  const shellOnly: ManifestTransform = async (entries) => {
    const shell = await filesNamedBy([join(outDir, 'index.html'), join(outDir, OFFLINE_PAGE)])
    return { manifest: entries.filter((entry) => !/\.(js|css)$/.test(entry.url) || shell.has(entry.url)) }
  }
  return [
    {
      name: 'service-worker-out-dir',
      apply: 'build',
      configResolved(config) {
        outDir = resolve(config.root, config.build.outDir)
      },
    },
    ...VitePWA({
      strategies: 'generateSW',
      filename: SERVICE_WORKER_URL.slice(1),
      // The app registers the worker itself, after load (src/app/service-worker.ts), and each brand
      // has its own manifest (webAppFiles): the plugin adds neither to the pages.
      injectRegister: false,
      manifest: false,
      workbox: {
        globPatterns: [OFFLINE_PAGE, 'assets/*.{js,css,woff2}', 'art/**/*.svg'],
        manifestTransforms: [shellOnly],
        navigateFallback: null,
        runtimeCaching: runtimeRoutes(),
        // A new build's worker takes over open pages at once: pages always come from the network,
        // so no page is ever paired with a shell the worker kept from an older build.
        skipWaiting: true,
        clientsClaim: true,
        cleanupOutdatedCaches: true,
        inlineWorkboxRuntime: true,
        sourcemap: false,
        disableDevLogs: true,
      },
    }),
  ]
}
