import { resolve } from 'node:path'
import {
  PRELOADED_SCREENS,
  type PreloadedScreen,
  SCREEN_PRELOADS_FILE,
  type ScreenPreloads,
} from '@app/contract'
import type { Plugin, Rolldown } from 'vite'

type Chunk = Rolldown.OutputChunk

/** A chunk and every chunk it imports statically, directly or through others. */
function withStaticImports(chunk: Chunk, chunks: Map<string, Chunk>, into = new Set<Chunk>()) {
  if (into.has(chunk)) return into
  into.add(chunk)
  for (const file of chunk.imports) {
    const imported = chunks.get(file)
    if (imported) withStaticImports(imported, chunks, into)
  }
  return into
}

/**
 * The modules every page needs right after its first paint: the data layer (RTK Query and the
 * endpoints of the frame's data parts). The first paint does not wait for them, but the page names
 * them so the browser fetches them beside the app's own code instead of after running it.
 */
const EVERY_PAGE_MODULES = ['src/shared/api/api.ts']

/** The chunks holding these modules, with what they import, less the chunks the page loads anyway. */
function chunksOf(
  modules: readonly string[],
  root: string,
  chunks: Map<string, Chunk>,
  loadedAnyway: Set<Chunk>,
) {
  const ids = new Set(modules.map((module) => resolve(root, module)))
  const owners = [...chunks.values()].filter((chunk) => chunk.moduleIds.some((id) => ids.has(id)))
  const needed = new Set<Chunk>()
  for (const owner of owners) withStaticImports(owner, chunks, needed)
  return [...needed].filter((chunk) => !loadedAnyway.has(chunk))
}

/** The back office's page and the offline page: entries of their own, which load none of the player's pages' files. */
const OTHER_PAGES = /[\\/](backoffice|offline)\.html$/

/**
 * The bundle's chunks by file name, and those every player page loads: the player entry's, and
 * the data layer.
 */
function bundleChunks(bundle: Rolldown.OutputBundle, root: string) {
  const chunks = new Map(
    Object.values(bundle)
      .filter((output): output is Chunk => output.type === 'chunk')
      .map((chunk) => [chunk.fileName, chunk]),
  )
  const entries = [...chunks.values()].filter(
    (chunk) => chunk.isEntry && !OTHER_PAGES.test(chunk.facadeModuleId ?? ''),
  )
  const firstPaint = new Set(entries.flatMap((entry) => [...withStaticImports(entry, chunks)]))
  const everyPage = chunksOf(EVERY_PAGE_MODULES, root, chunks, firstPaint)
  return { chunks, firstPaint, everyPage }
}

const cssOf = (chunks: Chunk[]) =>
  chunks.flatMap((chunk) => [...(chunk.viteMetadata?.importedCss ?? [])].map((css) => `/${css}`))

/**
 * Names the data layer in index.html for every player page (not in the back office's page), and
 * lists the built files of each screen in PRELOADED_SCREENS for the server, which names them in the
 * page it serves at that screen's path. Without them the browser finds that code only after it has
 * run the app's own, a round trip later. Files the page loads or names anyway are left out of a
 * screen's list.
 */
export function screenPreloads(): Plugin {
  let root = ''
  return {
    name: 'screen-preloads',
    apply: 'build',
    configResolved(config) {
      root = config.root
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle, filename }) {
        if (!bundle || OTHER_PAGES.test(filename)) return []
        return bundleChunks(bundle, root).everyPage.map((chunk) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `/${chunk.fileName}` },
          injectTo: 'head' as const,
        }))
      },
    },
    generateBundle(_options, bundle) {
      const { chunks, firstPaint, everyPage } = bundleChunks(bundle, root)
      const loadedAnyway = new Set([...firstPaint, ...everyPage])
      // A bundle without the screens' modules (the stack hello of the benchmark) lists nothing.
      const preloads: ScreenPreloads = {}
      for (const screen of Object.keys(PRELOADED_SCREENS) as PreloadedScreen[]) {
        const files = chunksOf(PRELOADED_SCREENS[screen], root, chunks, loadedAnyway)
        if (files.length === 0) continue
        preloads[screen] = { scripts: files.map((chunk) => `/${chunk.fileName}`), styles: cssOf(files) }
      }
      this.emitFile({ type: 'asset', fileName: SCREEN_PRELOADS_FILE, source: JSON.stringify(preloads) })
    },
  }
}
