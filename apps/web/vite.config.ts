import { fileURLToPath } from 'node:url'
import { API_GROUPS, SERVER_PATHS } from '@app/contract'
import react from '@vitejs/plugin-react'
import { defineConfig, type Plugin } from 'vite'
import { backofficeOwnModules, firstPaintChunk, rechartsOwnStateLibraries } from './first-paint-chunk'
import { precompress } from './precompress'
import { screenPreloads } from './screen-preloads'
import { offlinePageWithoutPreloadPolyfill, serviceWorker, webAppFiles } from './web-app'

// In development the API runs on its own port (npm run dev starts both); the dev server forwards
// every API group and the WebSocket there, so the browser sees one origin as in production.
const API_ORIGIN = process.env.API_ORIGIN ?? 'http://127.0.0.1:8080'
const proxied = [...API_GROUPS, ...SERVER_PATHS].filter((path) => path !== '/ws')

/**
 * Three pages, each its own entry: the player's app and the back office (the server picks by path),
 * and the offline page the player's service worker shows when a navigation finds no network.
 */
const PAGES = {
  index: fileURLToPath(new URL('./index.html', import.meta.url)),
  backoffice: fileURLToPath(new URL('./backoffice.html', import.meta.url)),
  offline: fileURLToPath(new URL('./offline.html', import.meta.url)),
}
const BACKOFFICE_PATH = /^\/backoffice(\/|\?|$)/

/** The dev server answers the back office's paths with its page, as the server does in production. */
function backofficePage(): Plugin {
  return {
    name: 'backoffice-page',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((request, _response, next) => {
        if (request.url && BACKOFFICE_PATH.test(request.url)) request.url = '/backoffice.html'
        next()
      })
    },
  }
}

export default defineConfig({
  plugins: [
    react(),
    rechartsOwnStateLibraries(),
    backofficeOwnModules(),
    offlinePageWithoutPreloadPolyfill(),
    backofficePage(),
    screenPreloads(),
    webAppFiles(),
    precompress(),
    ...serviceWorker(),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    manifest: true,
    modulePreload: {
      // The entry has loaded these before any lazy screen asks: listing them again in every
      // screen's preload map only adds bytes to the first paint. The page itself must still
      // preload them, or the browser finds the libraries only after running the entry.
      resolveDependencies: (_file, deps, { hostType }) =>
        hostType === 'html'
          ? deps
          : deps.filter((dep) => !/assets\/(libraries|rolldown-runtime|app-shell)-/.test(dep)),
    },
    rolldownOptions: { input: PAGES, output: { codeSplitting: firstPaintChunk() } },
  },
  server: {
    host: '127.0.0.1',
    port: 5173,
    proxy: {
      ...Object.fromEntries(proxied.map((path) => [path, { target: API_ORIGIN }])),
      '/ws': { target: API_ORIGIN, ws: true },
    },
  },
})
