import { hmac } from '@noble/hashes/hmac.js'
import { sha256 } from '@noble/hashes/sha2.js'
import { bytesToHex, hexToBytes, utf8ToBytes } from '@noble/hashes/utils.js'

/**
 * Provably fair house draws. Before betting closes the house publishes the commitment
 * SHA-256(server seed); after the draw it reveals the seed, and anyone can recompute the result
 * from the seed and the draw's public client value with these functions, in a browser or not.
 */

/** A server seed: 32 random bytes as 64 lowercase hex characters. */
export const SEED_PATTERN = /^[0-9a-f]{64}$/

/** The published commitment of a seed: SHA-256 of its bytes, in hex. */
export function commitmentOf(seedHex: string): string {
  return bytesToHex(sha256(hexToBytes(seedHex)))
}

/** Whether a revealed seed is the one a commitment promised. */
export function isSeedCommitted(seedHex: string, commitment: string): boolean {
  return SEED_PATTERN.test(seedHex) && commitmentOf(seedHex) === commitment
}

/**
 * An endless stream of 32-bit unsigned integers from HMAC-SHA256(seed, "client:nonce:round"):
 * each round yields 8 integers (big-endian), then the next round is hashed.
 */
export function fairStream(seedHex: string, clientValue: string, nonce = 0): () => number {
  const key = hexToBytes(seedHex)
  let round = 0
  let block = new Uint8Array(0)
  let offset = 0
  return () => {
    if (offset >= block.length) {
      block = hmac(sha256, key, utf8ToBytes(`${clientValue}:${nonce}:${round}`))
      round += 1
      offset = 0
    }
    const value = new DataView(block.buffer, block.byteOffset + offset, 4).getUint32(0)
    offset += 4
    return value
  }
}

const TWO_POW_32 = 2 ** 32

/**
 * A uniform integer in [0, n) without modulo bias: values at or above the largest multiple of n
 * below 2^32 are rejected and the next is taken. `uniformBelow(49, next)`.
 */
export function uniformBelow(n: number, next: () => number): number {
  if (!Number.isInteger(n) || n < 1 || n > TWO_POW_32) throw new Error(`Cannot draw below ${n}`)
  const limit = Math.floor(TWO_POW_32 / n) * n
  for (;;) {
    const value = next()
    if (value < limit) return value % n
  }
}

/**
 * The first `count` of the numbers 1..poolSize in a random order: a partial Fisher-Yates shuffle
 * driven by the stream, e.g. 7 of 49 for Mark Six, all 10 of 10 for ten-car racing.
 */
export function fairShuffle(poolSize: number, count: number, next: () => number): number[] {
  if (count > poolSize) throw new Error(`Cannot take ${count} of ${poolSize}`)
  const pool = Array.from({ length: poolSize }, (_, index) => index + 1)
  for (let index = 0; index < count; index += 1) {
    const pick = index + uniformBelow(poolSize - index, next)
    const chosen = pool[pick] as number
    pool[pick] = pool[index] as number
    pool[index] = chosen
  }
  return pool.slice(0, count)
}

/** A Mark Six draw: 6 regular numbers in draw order and the special number, all distinct in 1..49. */
export function drawMarkSix(seedHex: string, clientValue: string): { numbers: number[]; special: number } {
  const balls = fairShuffle(49, 7, fairStream(seedHex, clientValue))
  return { numbers: balls.slice(0, 6), special: balls[6] as number }
}

/** A ten-car race: the cars 1..10 in finishing order, champion first. */
export function drawRace(seedHex: string, clientValue: string): number[] {
  return fairShuffle(10, 10, fairStream(seedHex, clientValue))
}

/**
 * The client value of a draw: its game, its number and the digest of the bets it closed with.
 * The seed is committed before betting opens, so it cannot be chosen to suit bets it had not
 * seen, and the digest is fixed only at close, e.g. 'gallopingmarksix:20261122-0042:9f2c…'.
 */
export function drawClientValue(gameKey: string, drawNumber: string, betsDigest: string): string {
  return `${gameKey}:${drawNumber}:${betsDigest}`
}

/** The digest of a draw's bets at close: SHA-256 over "id:amount" lines in id order; empty when none. */
export function betsDigestOf(bets: readonly { id: string; amount: string }[]): string {
  const lines = [...bets]
    .sort((a, b) => (BigInt(a.id) < BigInt(b.id) ? -1 : 1))
    .map((bet) => `${bet.id}:${bet.amount}`)
    .join('\n')
  return bytesToHex(sha256(utf8ToBytes(lines)))
}
