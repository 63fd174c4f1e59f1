// Bundles the server and its CLI into dist/: workspace packages are inlined, npm packages stay
// external and load from node_modules.
import { build } from 'esbuild'

await build({
  entryPoints: { server: 'src/server.ts', cli: 'src/cli.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  packages: 'external',
  // Workspace packages are TypeScript sources: bundle them instead of loading them at run time.
  alias: {
    '@app/domain': '../../packages/domain/src/index.ts',
    '@app/contract': '../../packages/contract/src/index.ts',
    '@app/game-studio': '../game-studio/src/index.ts',
  },
})
