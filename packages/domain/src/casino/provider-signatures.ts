import { ecb } from '@noble/ciphers/aes.js'
import { bytesToUtf8 } from '@noble/ciphers/utils.js'
import { hmac } from '@noble/hashes/hmac.js'
import { md5 } from '@noble/hashes/legacy.js'
import { sha256 } from '@noble/hashes/sha2.js'
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js'

/**
 * The signatures of the game providers' dialects, one rule for both sides: our adapters sign
 * what they send and check what they receive, and the house studio does the same from the
 * provider's side.
 */

const md5Hex = (text: string) => bytesToHex(md5(utf8ToBytes(text)))

/** tada's daily key: MD5(yyMMd of the day in UTC-4 + agent id + agent key); the day has no leading zero. */
export function tadaKeyG(agentId: string, agentKey: string, at: Date): string {
  const day = new Date(at.getTime() - 4 * 60 * 60 * 1000)
  const yyMMd = `${String(day.getUTCFullYear() % 100).padStart(2, '0')}${String(day.getUTCMonth() + 1).padStart(2, '0')}${day.getUTCDate()}`
  return md5Hex(`${yyMMd}${agentId}${agentKey}`)
}

/**
 * tada's request key: 6 characters, MD5(query string + KeyG), 6 characters. The padding is
 * random, so the same call signs differently each time.
 */
export function tadaRequestKey(query: string, keyG: string, padding: string): string {
  if (!/^\w{12}$/.test(padding)) throw new Error('tada keys are padded with 12 word characters')
  return `${padding.slice(0, 6)}${md5Hex(`${query}${keyG}`)}${padding.slice(6)}`
}

/** Whether a request key signs a query string with one of the keys of the day (or the day before). */
export function isTadaRequestKey(key: string, query: string, keysG: readonly string[]): boolean {
  if (!/^\w{6}[0-9a-f]{32}\w{6}$/.test(key)) return false
  const digest = key.slice(6, 38)
  return keysG.some((keyG) => md5Hex(`${query}${keyG}`) === digest)
}

/** The signature of a wallet callback's body: HMAC-SHA256 with the shared secret, in hex. */
export function callbackSignature(body: string, secret: string): string {
  return bytesToHex(hmac(sha256, utf8ToBytes(secret), utf8ToBytes(body)))
}

/**
 * ky's request: the call's parameters as a query string, AES-128-ECB encrypted with the agent's
 * 16-character cipher key and sent as base64; the request key is MD5(agent + timestamp + md5 key).
 */
export function kySealParam(query: string, cipherKey: string): string {
  return bytesToBase64(ecb(kyKey(cipherKey)).encrypt(utf8ToBytes(query)))
}

/** The query string of a sealed ky parameter, or undefined when it does not open with the key. */
export function kyOpenParam(sealed: string, cipherKey: string): string | undefined {
  try {
    return bytesToUtf8(ecb(kyKey(cipherKey)).decrypt(base64ToBytes(sealed)))
  } catch {
    return undefined
  }
}

export function kyRequestKey(agent: string, timestamp: string, md5Key: string): string {
  return md5Hex(`${agent}${timestamp}${md5Key}`)
}

function kyKey(cipherKey: string): Uint8Array {
  const key = utf8ToBytes(cipherKey)
  if (key.length !== 16) throw new Error('A ky cipher key is 16 bytes')
  return key
}

// Both exist in every runtime the product runs on (Node 20 and the browsers); the domain's types
// leave out the DOM's, where they are declared.
declare const btoa: (binary: string) => string
declare const atob: (base64: string) => string

const bytesToBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes))
const base64ToBytes = (text: string) => Uint8Array.from(atob(text), (char) => char.charCodeAt(0))
