import { constants } from 'node:zlib'
import fastifyCompress from '@fastify/compress'
import type { App } from './types'

/**
 * Compresses an API group's answers above 1 KiB for browsers that accept it: a sports list of 50
 * matches with every market is about 450 KB of JSON and a tenth of that in brotli. Brotli runs at
 * quality 4, which keeps most of the saving at a small part of the maximum's CPU time. The web's
 * built files are not compressed here: the build compresses them once.
 */
export async function registerCompression(app: App): Promise<void> {
  await app.register(fastifyCompress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
  })
}
