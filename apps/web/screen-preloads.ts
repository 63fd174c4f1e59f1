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
 * Lists the built files of each screen in PRELOADED_SCREENS for the server, which names them in
 * the page it serves at that screen's path. Without it the browser finds a screen's code only
 * after it has run the app's own, a round trip later. Files the page loads anyway are left out.
 */
export function screenPreloads(): Plugin {
  let root = ''
  return {
    name: 'screen-preloads',
    apply: 'build',
    configResolved(config) {
      root = config.root
    },
    generateBundle(_options, bundle) {
      const chunks = new Map(
        Object.values(bundle)
          .filter((output): output is Chunk => output.type === 'chunk')
          .map((chunk) => [chunk.fileName, chunk]),
      )
      const entries = [...chunks.values()].filter((chunk) => chunk.isEntry)
      const loadedAnyway = new Set(entries.flatMap((entry) => [...withStaticImports(entry, chunks)]))
      // A bundle without the screens' modules (the stack hello of the benchmark) lists nothing.
      const preloads: ScreenPreloads = {}
      for (const screen of Object.keys(PRELOADED_SCREENS) as PreloadedScreen[]) {
        const modules = PRELOADED_SCREENS[screen]
        const ids = new Set(modules.map((module) => resolve(root, module)))
        const owners = [...chunks.values()].filter((chunk) => chunk.moduleIds.some((id) => ids.has(id)))
        if (owners.length === 0) continue
        const needed = new Set<Chunk>()
        for (const owner of owners) withStaticImports(owner, chunks, needed)
        const files = [...needed].filter((chunk) => !loadedAnyway.has(chunk))
        preloads[screen] = {
          scripts: files.map((chunk) => `/${chunk.fileName}`),
          styles: files.flatMap((chunk) =>
            [...(chunk.viteMetadata?.importedCss ?? [])].map((css) => `/${css}`),
          ),
        }
      }
      this.emitFile({ type: 'asset', fileName: SCREEN_PRELOADS_FILE, source: JSON.stringify(preloads) })
    },
  }
}
