import { readFile } from 'node:fs/promises'
import type { Plugin, Rolldown } from 'vite'

type ModuleGraph = { getModuleInfo(id: string): Rolldown.ModuleInfo | null }

/** The libraries every page runs before its first paint. */
const FIRST_PAINT_LIBRARIES =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|@reduxjs[\\/]toolkit|immer|reselect|redux|redux-thunk|react-redux|use-sync-external-store|i18next|react-i18next|i18next-browser-languagedetector|i18next-resources-to-backend)[\\/]/
const APP_SOURCE = /[\\/]apps[\\/]web[\\/]src[\\/]/
const TEXTS = /[\\/]locales[\\/]/
const SPORTS_LOBBY = /[\\/]features[\\/]sports[\\/]sports-lobby-page\.tsx$/
/** RTK Query: the data layer's library, which loads beside the first paint. */
const DATA_LAYER_LIBRARY = /[\\/]node_modules[\\/]@reduxjs[\\/]toolkit[\\/]dist[\\/]query[\\/]/
/** The frame's parts that show data: they load with the data layer, beside the first paint. */
const FRAME_DATA_PARTS =
  /[\\/]features[\\/](navigation[\\/](nav-games|account-controls)|home[\\/]home-content)\.tsx$/
/** The sports feature's screens and its rules in the domain package. */
const SPORTS_SOURCE = /[\\/](apps[\\/]web[\\/]src[\\/]features|packages[\\/]domain[\\/]src)[\\/]sports[\\/]/
/** The back office: its page and its own source, a second entry beside the player's app. */
const BACKOFFICE = /[\\/]apps[\\/]web[\\/](backoffice\.html$|src[\\/]backoffice[\\/])/
/** The offline page the service worker shows: an entry of its own, which imports nothing of the app. */
const OFFLINE_PAGE = /[\\/]apps[\\/]web[\\/]offline\.html$/

/**
 * Whether a module is imported statically, directly or through others, by a module that `isImporter`
 * accepts, following only the importers `mayPass` accepts.
 */
function importedBy(
  isImporter: (id: string, info: Rolldown.ModuleInfo) => boolean,
  mayPass: (importer: string, graph: ModuleGraph) => boolean = () => true,
) {
  const known = new Map<string, boolean>()
  function isImported(id: string, graph: ModuleGraph, visiting = new Set<string>()): boolean {
    const cached = known.get(id)
    if (cached !== undefined) return cached
    const info = graph.getModuleInfo(id)
    if (!info) return false
    if (isImporter(id, info)) return true
    if (visiting.has(id)) return false
    visiting.add(id)
    const result = info.importers.some(
      (importer) => mayPass(importer, graph) && isImported(importer, graph, visiting),
    )
    visiting.delete(id)
    // A "no" found inside an import cycle may only mean the way round was cut: kept only when final.
    if (result || visiting.size === 0) known.set(id, result)
    return result
  }
  return isImported
}

/**
 * Whether the player app's entry imports a module statically, through the app's own modules and
 * the first-paint libraries (react-dom reaches the scheduler). The back office's and the offline
 * page's entries are not the player's first paint: what only they import stays out of the player's
 * chunks.
 */
const firstPaintModules = () =>
  importedBy(
    (id, info) => info.isEntry && !BACKOFFICE.test(id) && !OFFLINE_PAGE.test(id),
    (importer, graph) =>
      APP_SOURCE.test(importer) ||
      FIRST_PAINT_LIBRARIES.test(importer) ||
      graph.getModuleInfo(importer)?.isEntry === true,
  )

/** Whether the frame's data parts import a module, directly or through others. */
const frameDataModules = () => importedBy((id) => FRAME_DATA_PARTS.test(id))

/** Whether the sports lobby imports a module, directly or through others. */
const sportsLobbyModules = () => importedBy((id) => SPORTS_LOBBY.test(id))

/**
 * Rolldown's code splitting for the first paint: the libraries every page runs first in one chunk,
 * and the app's own first-paint modules in another. The bundler would otherwise split both into
 * many small chunks shared with the lazy screens (18 requests for the home page); two compress
 * better, by about 3 KiB gzipped. A lazy screen then loads only what these lack.
 */
export function firstPaintChunk() {
  const isImportedFirst = firstPaintModules()
  const isFrameDataModule = frameDataModules()
  const isLobbyModule = sportsLobbyModules()
  return {
    groups: [
      {
        // Only the parts the first paint imports: a lazy screen's library (recharts) brings its own
        // reselect and use-sync-external-store's shim, which stay in that screen's chunks.
        name: (id: string, graph: ModuleGraph) =>
          FIRST_PAINT_LIBRARIES.test(id) && isImportedFirst(id, graph) ? 'libraries' : null,
        debugName: 'libraries',
        priority: 2,
      },
      {
        name: (id: string, graph: ModuleGraph) =>
          APP_SOURCE.test(id) && !TEXTS.test(id) && isImportedFirst(id, graph) ? 'app-shell' : null,
        debugName: 'app-shell',
        priority: 1,
      },
      {
        // The data layer (RTK Query, the base query, the API slice) and the endpoints and hooks the
        // frame's data parts use (game lists, the player, currencies, the home page's content) are
        // needed by every page right after its first paint: one request, preloaded by the page.
        // Only the app's own modules and RTK Query: the domain package is one barrel that every
        // module would seem to import.
        name: (id: string, graph: ModuleGraph) =>
          (DATA_LAYER_LIBRARY.test(id) || (APP_SOURCE.test(id) && !TEXTS.test(id))) &&
          !isImportedFirst(id, graph) &&
          isFrameDataModule(id, graph)
            ? 'data-layer'
            : null,
        priority: 1,
      },
      {
        // The sports lobby, the most visited page after home, is some twenty small modules of the
        // feature and its rules. Split by which screens share each one, they took 14 requests
        // besides the lobby's own; a phone on a slow network waits on each. They load as one.
        // What the lobby shares with other features (the game tabs, odds, icons) stays apart, so
        // the lottery screens never load the lobby.
        name: (id: string, graph: ModuleGraph) =>
          SPORTS_SOURCE.test(id) && !isImportedFirst(id, graph) && isLobbyModule(id, graph)
            ? 'sports-lobby'
            : null,
        includeDependenciesRecursively: false,
        priority: 0,
      },
    ],
  }
}

const RECHARTS = /[\\/]node_modules[\\/]recharts[\\/]/
/** The state libraries recharts shares with the first paint, and what they import in turn. */
const STATE_LIBRARIES = new Set([
  '@reduxjs/toolkit',
  'immer',
  'react-redux',
  'redux',
  'redux-thunk',
  'reselect',
])
const RECHARTS_COPY = '?recharts'

/**
 * Gives recharts (the reports screen's charts) its own instances of Redux Toolkit and the state
 * libraries under it. Each is one module, so the parts only recharts uses (the toolkit's listener
 * middleware, among others) would otherwise join the first-paint libraries chunk and weigh on
 * every page, ~1.8 KiB gzipped. Recharts keeps its chart state in a store and a React context of
 * its own, so the two instances never meet.
 */
export function rechartsOwnStateLibraries(): Plugin {
  return {
    name: 'recharts-own-state-libraries',
    // Only the build splits chunks; the dev server keeps one instance of each library.
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!importer || !STATE_LIBRARIES.has(source)) return null
      if (!RECHARTS.test(importer) && !importer.endsWith(RECHARTS_COPY)) return null
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true })
      return resolved ? `${resolved.id}${RECHARTS_COPY}` : null
    },
  }
}

const BACKOFFICE_COPY = '?backoffice'
const MODULE_PRELOAD_POLYFILL = 'vite/modulepreload-polyfill'
const NO_MODULE_PRELOAD_POLYFILL = '\0backoffice-without-modulepreload-polyfill'
/** The helper every lazy import goes through (the back office's lazily loaded languages use it). */
const PRELOAD_HELPER = '\0vite/preload-helper.js'

/**
 * Gives the back office its own instance of every module it shares with the player's app: the UI
 * kit and its styles, formatting, the domain and contract packages, and the libraries (React, the
 * router, i18next, icons). A module has one chunk: shared, the player's app-shell chunk would hold
 * it and the back office would load (and run) the player's app to reach it, and a library export
 * only the back office uses would join the player's first-paint libraries. As copies they go into
 * the back office's own chunks, and the player's build is the same as without the back office.
 */
export function backofficeOwnModules(): Plugin {
  return {
    name: 'backoffice-own-modules',
    // Only the build splits chunks; the dev server serves each module once.
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!importer || (!BACKOFFICE.test(importer) && !importer.endsWith(BACKOFFICE_COPY))) return null
      // Shared with the back office, the polyfill would move out of the player's entry into a chunk
      // of its own: one more request on every page. The back office goes without it: it only starts
      // the preloads sooner, and the desktop browsers operators use preload modules themselves.
      if (source === MODULE_PRELOAD_POLYFILL) return NO_MODULE_PRELOAD_POLYFILL
      if (source === PRELOAD_HELPER) return `${PRELOAD_HELPER}${BACKOFFICE_COPY}`
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true })
      if (!resolved || resolved.external) return resolved
      const { id } = resolved
      // The bundler's runtime and modules with a query of their own stay as they are.
      if (id.startsWith('\0') || id.includes('?')) return resolved
      if (BACKOFFICE.test(id)) return resolved
      return { ...resolved, id: `${id}${BACKOFFICE_COPY}` }
    },
    async load(id) {
      if (id === NO_MODULE_PRELOAD_POLYFILL) return ''
      // The helper is the bundler's own module: its copy is its code.
      if (id === `${PRELOAD_HELPER}${BACKOFFICE_COPY}`) return (await this.load({ id: PRELOAD_HELPER })).code
      // A JSON file's copy (texts the player app also reads) is its data as a module's default
      // export: with the query, the bundler no longer knows it for JSON.
      if (id.endsWith(`.json${BACKOFFICE_COPY}`)) {
        return `export default ${await readFile(id.slice(0, -BACKOFFICE_COPY.length), 'utf8')}`
      }
      return null
    },
  }
}
