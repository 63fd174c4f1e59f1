// Measures the gzipped JavaScript the browser must load to render the home page (the entry, its
// static imports and the home route's lazy chunk with its imports) next to a bare React +
// ReactDOM hello bundle built with the same toolchain in the same run. Run after `npm run build`.
import { readFileSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import react from '@vitejs/plugin-react'
import { build } from 'vite'

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const WEB_DIST = join(ROOT, 'apps/web/dist')
const HOME_MODULE = 'src/features/home/home-page.tsx'
const TARGET_RATIO = 1.5

const gzipBytes = (file) => gzipSync(readFileSync(file)).length

/** Every chunk a manifest entry pulls in through static imports, the entry included. */
function withStaticImports(manifest, key, into = new Set()) {
  if (into.has(key)) return into
  into.add(key)
  for (const imported of manifest[key]?.imports ?? []) withStaticImports(manifest, imported, into)
  return into
}

function homeJavaScript() {
  const manifest = JSON.parse(readFileSync(join(WEB_DIST, '.vite/manifest.json'), 'utf8'))
  const chunks = withStaticImports(manifest, 'index.html')
  // The home route's own chunk, when the bundler split it from the entry.
  if (manifest[HOME_MODULE]) withStaticImports(manifest, HOME_MODULE, chunks)
  const files = [...chunks].map((key) => manifest[key].file).filter((file) => file.endsWith('.js'))
  return files.reduce((total, file) => total + gzipBytes(join(WEB_DIST, file)), 0)
}

async function helloJavaScript() {
  const outDir = await mkdtemp(join(tmpdir(), 'hello-react-'))
  try {
    const output = await build({
      root: join(ROOT, 'bench/hello-react'),
      configFile: false,
      logLevel: 'silent',
      plugins: [react()],
      build: { outDir, emptyOutDir: true, write: true },
    })
    const chunks = (Array.isArray(output) ? output : [output]).flatMap((result) => result.output)
    return chunks
      .filter((chunk) => chunk.type === 'chunk')
      .reduce((total, chunk) => total + gzipBytes(join(outDir, chunk.fileName)), 0)
  } finally {
    await rm(outDir, { recursive: true, force: true })
  }
}

const home = homeJavaScript()
const hello = await helloJavaScript()
const ratio = home / hello
const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`
console.log('\nJavaScript to render the home page, gzipped')
console.log(`  bare React + ReactDOM hello   ${kib(hello).padStart(10)}`)
console.log(`  home page (entry + home route) ${kib(home).padStart(9)}`)
const isMet = ratio <= TARGET_RATIO
console.log(
  `  ratio ${ratio.toFixed(2)}x the bare bundle (target at most ${TARGET_RATIO}x): ${isMet ? 'met' : 'MISSED'}`,
)
process.exitCode = isMet ? 0 : 1
