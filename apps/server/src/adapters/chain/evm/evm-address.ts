import { secp256k1 } from '@noble/curves/secp256k1.js'
import { keccak_256 } from '@noble/hashes/sha3.js'
import { hex } from '@scure/base'

const HEX_ADDRESS = /^0x[0-9a-fA-F]{40}$/

/** The 20 bytes of an account: the last 20 of keccak-256 over the uncompressed public key without its 0x04. */
export function accountBytesOf(publicKey: Uint8Array): Uint8Array {
  const uncompressed = secp256k1.Point.fromBytes(publicKey).toBytes(false)
  return keccak_256(uncompressed.subarray(1)).subarray(-20)
}

/**
 * Writes 20 account bytes in EIP-55 mixed case, e.g. `0x9858EfFD232B4033E47d90003D41EC34EcaEda94`:
 * a letter is upper case where the keccak-256 of the lower-case hex has a nibble of 8 or more.
 */
export function checksumAddress(bytes: Uint8Array): string {
  const lower = hex.encode(bytes)
  const hash = hex.encode(keccak_256(new TextEncoder().encode(lower)))
  let out = '0x'
  for (let i = 0; i < lower.length; i += 1) {
    const character = lower.charAt(i)
    out += Number.parseInt(hash.charAt(i), 16) >= 8 ? character.toUpperCase() : character
  }
  return out
}

/** An Ethereum or BNB Smart Chain address of a public key (compressed or not), checksummed. */
export function evmAddressOf(publicKey: Uint8Array): string {
  return checksumAddress(accountBytesOf(publicKey))
}

/** Any-case 0x address in its checksummed form, e.g. for a contract address from the settings. */
export function normalizeEvmAddress(address: string): string {
  if (!HEX_ADDRESS.test(address)) throw new Error(`Not a 0x address: ${address}`)
  return checksumAddress(hex.decode(address.slice(2).toLowerCase()))
}

/** Whether text is a 0x address, in any case. */
export function isEvmAddress(text: string): boolean {
  return HEX_ADDRESS.test(text)
}
