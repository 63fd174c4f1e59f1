// Bundles the game client (the page a player's browser runs inside the game frame) into dist/.
import { build } from 'esbuild'

await build({
  entryPoints: { game: 'client/main.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'browser',
  target: 'es2022',
  format: 'esm',
  minify: true,
  sourcemap: true,
  loader: { '.css': 'css' },
  alias: { '@app/domain': '../../packages/domain/src/index.ts' },
})
