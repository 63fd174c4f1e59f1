import { sha256 } from '@noble/hashes/sha2.js'
import { createBase58check, hex } from '@scure/base'
import { accountBytesOf } from '../evm/evm-address'

/** TRON's mainnet address prefix byte: every base58 address starts with T. */
const TRON_PREFIX = 0x41
const base58check = createBase58check(sha256)

/** A TRON address from its 20 account bytes: base58check of 0x41 and the bytes, e.g. `TUEZSdKs…`. */
export function tronAddressFromBytes(bytes: Uint8Array): string {
  if (bytes.length !== 20) throw new Error(`A TRON account has 20 bytes, not ${bytes.length}`)
  return base58check.encode(Uint8Array.from([TRON_PREFIX, ...bytes]))
}

/**
 * A TRON address of a public key: TRON hashes the key as Ethereum does (the last 20 bytes of
 * keccak-256 over the uncompressed key) and writes 0x41 and those bytes in base58check.
 */
export function tronAddressOf(publicKey: Uint8Array): string {
  return tronAddressFromBytes(accountBytesOf(publicKey))
}

/** A TRON address from hex as nodes write it: 20 bytes, or 21 starting 41, with or without 0x. */
export function tronAddressFromHex(text: string): string {
  const bare = text.replace(/^0x/, '').toLowerCase()
  if (bare.length === 42 && bare.startsWith('41')) return tronAddressFromBytes(hex.decode(bare.slice(2)))
  if (bare.length === 40) return tronAddressFromBytes(hex.decode(bare))
  throw new Error(`Not a TRON address in hex: ${text}`)
}

/** Whether text is a valid base58check TRON address (right prefix and checksum). */
export function isTronAddress(text: string): boolean {
  try {
    const bytes = base58check.decode(text)
    return bytes.length === 21 && bytes[0] === TRON_PREFIX
  } catch {
    return false
  }
}
