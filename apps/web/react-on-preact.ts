import type { Alias } from 'vite'

const inWeb = (path: string) => decodeURIComponent(new URL(path, import.meta.url).pathname)

/**
 * The app is written against React's API and rendered by Preact through `preact/compat`, which
 * is about 60 KiB lighter gzipped: the home page has to load in the first seconds on a phone.
 * Every import of React resolves here, in the build, the dev server and the tests alike.
 */
export const reactOnPreact: Alias[] = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  // The shim for React before 18, which Preact's own hook replaces.
  { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: 'preact/compat' },
  {
    find: /^use-sync-external-store\/(shim\/)?with-selector(\.js)?$/,
    replacement: inWeb('./src/shared/preact/use-sync-external-store-with-selector.ts'),
  },
]

/**
 * The tests resolve packages as Node does, which picks CommonJS builds whose `require('react')`
 * no alias reaches; these point such packages at their module builds instead.
 */
export const moduleBuildsForTests: Alias[] = [
  {
    find: /^react-router$/,
    replacement: inWeb('../../node_modules/react-router/dist/development/index.mjs'),
  },
  { find: /^lucide-react$/, replacement: inWeb('../../node_modules/lucide-react/dist/esm/lucide-react.mjs') },
]
