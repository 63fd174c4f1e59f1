import { readdir, readFile, stat, writeFile } from 'node:fs/promises'
import { extname, join } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import type { Plugin } from 'vite'

const COMPRESSIBLE = new Set(['.js', '.css', '.json', '.svg', '.html'])
// Below about one network packet compression saves nothing worth a second file.
const MIN_BYTES = 1024

const brotli = promisify(brotliCompress)
const gzipped = promisify(gzip)

async function compressFile(path: string): Promise<void> {
  const original = await readFile(path)
  const copies = [
    {
      extension: '.br',
      bytes: await brotli(original, {
        params: {
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: original.length,
        },
      }),
    },
    { extension: '.gz', bytes: await gzipped(original, { level: constants.Z_BEST_COMPRESSION }) },
  ]
  // A copy no smaller than the original is left out: the server then sends the original.
  for (const { extension, bytes } of copies) {
    if (bytes.length < original.length) await writeFile(`${path}${extension}`, bytes)
  }
}

/**
 * Writes a brotli (.br) and a gzip (.gz) copy at maximum compression beside every text file of the
 * build above 1 KB, public files included, so the server sends them without compressing per
 * request, e.g. `assets/index-abc123.js` gains `assets/index-abc123.js.br` and `.js.gz`.
 */
export function precompress(): Plugin {
  return {
    name: 'precompress',
    apply: 'build',
    async writeBundle({ dir }) {
      if (!dir) return
      const files = await readdir(dir, { recursive: true })
      const compressible = await Promise.all(
        files
          .filter((file) => COMPRESSIBLE.has(extname(file)))
          .map(async (file) => {
            const path = join(dir, file)
            return (await stat(path)).size > MIN_BYTES ? path : undefined
          }),
      )
      await Promise.all(compressible.filter((path) => path !== undefined).map(compressFile))
    },
  }
}
