// Measures the gzipped JavaScript the browser loads before the home page's first paint (the
// entry, its static imports, and the home route's lazy chunk with its imports) next to a "stack
// hello": the same libraries (React, ReactDOM, React Router, Redux Toolkit with react-redux,
// i18next with react-i18next) rendering one translated line, built in the same run by the web
// app's own Vite config. The ratio is what the product adds on top of its libraries. The scripts
// the page names for preloading but runs only after its first paint (the data layer) are printed
// apart, so nothing the browser fetches at the start goes unseen. Run after `npm run build`.
import { readFileSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { build } from 'vite'

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const WEB_DIST = join(ROOT, 'apps/web/dist')
const HOME_MODULE = 'src/features/home/home-page.tsx'
const TARGET_RATIO = 1.35

const gzipBytes = (file) => gzipSync(readFileSync(file)).length

/** Every chunk a manifest entry pulls in through static imports, the entry included. */
function withStaticImports(manifest, key, into = new Set()) {
  if (into.has(key)) return into
  into.add(key)
  for (const imported of manifest[key]?.imports ?? []) withStaticImports(manifest, imported, into)
  return into
}

/** Gzipped bytes of the JavaScript a build's page loads first, with these lazy modules. */
function initialJavaScript(dist, lazyModules = []) {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'))
  const chunks = withStaticImports(manifest, 'index.html')
  for (const module of lazyModules) if (manifest[module]) withStaticImports(manifest, module, chunks)
  const files = [...chunks].map((key) => manifest[key].file).filter((file) => file.endsWith('.js'))
  return files.reduce((total, file) => total + gzipBytes(join(dist, file)), 0)
}

/**
 * Gzipped bytes of the scripts the page names for preloading that its first paint does not run
 * (the data layer): fetched beside the first paint, so shown apart from it.
 */
function preloadedBeside(dist) {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'))
  const firstPaint = new Set([...withStaticImports(manifest, 'index.html')].map((key) => manifest[key].file))
  const html = readFileSync(join(dist, 'index.html'), 'utf8')
  const preloaded = [...html.matchAll(/<link rel="modulepreload"[^>]*href="\/([^"]+)"/g)].map(
    (match) => match[1],
  )
  return preloaded
    .filter((file) => !firstPaint.has(file))
    .reduce((total, file) => total + gzipBytes(join(dist, file)), 0)
}

/**
 * Leaves the app's service worker out of the stack hello's build: it precaches the app's own
 * pages (the offline page), which the stack hello does not have.
 */
const withoutTheAppsWorker = {
  name: 'stack-hello-without-the-apps-worker',
  configResolved(config) {
    const kept = config.plugins.filter((plugin) => !plugin.name.startsWith('vite-plugin-pwa'))
    config.plugins.splice(0, config.plugins.length, ...kept)
  },
}

async function stackHelloJavaScript() {
  const outDir = await mkdtemp(join(tmpdir(), 'stack-hello-'))
  try {
    await build({
      configFile: join(ROOT, 'apps/web/vite.config.ts'),
      configLoader: 'runner',
      root: join(ROOT, 'bench/stack-hello'),
      logLevel: 'silent',
      plugins: [withoutTheAppsWorker],
      // The stack hello is one page: the app's other pages (the back office, the offline page)
      // are not its inputs.
      build: {
        outDir,
        emptyOutDir: true,
        sourcemap: false,
        rolldownOptions: { input: join(ROOT, 'bench/stack-hello/index.html') },
      },
    })
    return initialJavaScript(outDir)
  } finally {
    await rm(outDir, { recursive: true, force: true })
  }
}

/**
 * The back office's own modules among the chunks the home page loads first: none, so the console
 * never adds to a player's download. A chunk made of back-office modules alone is keyed by its
 * source path; a shared chunk holding them would carry their path in the manifest's `src`.
 */
function backofficeChunksOfHome(dist) {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'))
  const chunks = withStaticImports(manifest, 'index.html')
  if (manifest[HOME_MODULE]) withStaticImports(manifest, HOME_MODULE, chunks)
  return [...chunks].filter(
    (key) =>
      key === 'backoffice.html' ||
      key.startsWith('src/backoffice/') ||
      manifest[key].src?.startsWith('src/backoffice/'),
  )
}

const home = initialJavaScript(WEB_DIST, [HOME_MODULE])
const hello = await stackHelloJavaScript()
const ratio = home / hello
const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`
console.log('\nJavaScript before the home page’s first paint, gzipped')
console.log(`  stack hello (same libraries, one translated route) ${kib(hello).padStart(10)}`)
console.log(`  home page (entry + home route)                     ${kib(home).padStart(10)}`)
console.log(
  `  named by the page, run after the first paint       ${kib(preloadedBeside(WEB_DIST)).padStart(10)}`,
)
const isMet = ratio <= TARGET_RATIO
console.log(
  `  ratio ${ratio.toFixed(2)}x the stack hello (budget at most ${TARGET_RATIO}x): ${isMet ? 'met' : 'MISSED'}`,
)
const backofficeChunks = backofficeChunksOfHome(WEB_DIST)
const isConsoleApart = backofficeChunks.length === 0
console.log(
  `  back-office chunks among them: ${backofficeChunks.length ? backofficeChunks.join(', ') : 'none'}: ${isConsoleApart ? 'met' : 'MISSED'}`,
)
process.exitCode = isMet && isConsoleApart ? 0 : 1
