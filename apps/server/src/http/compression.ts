import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import negotiate from '@fastify/accept-negotiator'
import fastifyCompress from '@fastify/compress'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { App } from './types'

const BROTLI_OPTIONS = { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }
const brotli = promisify(brotliCompress)
const gzipped = promisify(gzip)

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
    brotliOptions: BROTLI_OPTIONS,
  })
}

/**
 * Sends a page the server writes per request (outside the API groups) compressed the same way,
 * for a browser that accepts it.
 */
export async function sendCompressed(request: FastifyRequest, reply: FastifyReply, text: string) {
  const encoding = negotiate(request.headers['accept-encoding'] ?? '', ['br', 'gzip'])
  reply.header('vary', 'accept-encoding')
  if (!encoding) return reply.send(text)
  const bytes = encoding === 'br' ? await brotli(text, BROTLI_OPTIONS) : await gzipped(text)
  return reply.header('content-encoding', encoding).send(bytes)
}
