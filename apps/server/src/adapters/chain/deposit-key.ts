import type { CryptoNetwork } from '@app/domain'
import { hex } from '@scure/base'
import { HDKey } from '@scure/bip32'
import { evmAddressOf } from './evm/evm-address'
import { tronAddressOf } from './tron/tron-address'

/** The account level of a BIP-44 path: m / 44' / coin' / account'. */
const ACCOUNT_DEPTH = 3
/** BIP-44's external chain: the addresses given out to be paid (0), not change (1). */
const EXTERNAL_CHAIN = 0
/** The largest non-hardened child index; a public key cannot derive hardened children. */
export const MAX_DERIVATION_INDEX = 0x7fffffff

/**
 * The documented test key: the account keys of the BIP-39 test mnemonic "abandon abandon abandon
 * abandon abandon abandon abandon abandon abandon abandon abandon about" (no passphrase) at
 * m/44'/195'/0' (TRON) and m/44'/60'/0' (Ethereum and BNB Smart Chain). Its private keys are
 * public knowledge: for demo and test use only; production refuses them.
 */
export const DEMO_DEPOSIT_XPUBS: Readonly<Record<CryptoNetwork, string>> = {
  TRC20:
    'xpub6D1AabNHCupeiLM65ZR9UStMhJ1vCpyV4XbZdyhMZBiJXALQtmn9p42VTQckoHVn8WNqS7dqnJokZHAHcHGoaQgmv8D45oNUKx6DZMNZBCd',
  ERC20:
    'xpub6DCoCpSuQZB2jawqnGMEPS63ePKWkwWPH4TU45Q7LPXWuNd8TMtVxRrgjtEshuqpK3mdhaWHPFsBngh5GFZaM6si3yZdUsT8ddYM3PwnATt',
  BEP20:
    'xpub6DCoCpSuQZB2jawqnGMEPS63ePKWkwWPH4TU45Q7LPXWuNd8TMtVxRrgjtEshuqpK3mdhaWHPFsBngh5GFZaM6si3yZdUsT8ddYM3PwnATt',
}

/**
 * One network's source of deposit addresses: the operator's account-level extended public key.
 * `keyId` names the key (its BIP-32 identifier), so networks sharing a key share its indexes.
 */
export type DepositKey = {
  readonly network: CryptoNetwork
  readonly keyId: string
  /** The address at m/…/0/index, in the network's own format. */
  addressAt(index: number): string
}

/** The networks whose deposit addresses come from the operator's keys; the others use the payment provider's. */
export type DepositKeys = Readonly<Partial<Record<CryptoNetwork, DepositKey>>>

/**
 * Why a text is not an account-level extended public key, or undefined when it is one, e.g. an
 * xprv is refused: the server never holds a private key.
 */
export function accountXpubProblem(text: string): string | undefined {
  let key: HDKey
  try {
    key = HDKey.fromExtendedKey(text)
  } catch {
    return 'must be a BIP-32 extended public key (xpub…)'
  }
  if (key.privateKey) return 'must be an extended public key (xpub…), never a private key'
  if (key.depth !== ACCOUNT_DEPTH) {
    return `must be the account-level key (m/44'/coin'/account', depth 3), not depth ${key.depth}`
  }
  return undefined
}

/** The network's address of a public key: base58check T… on TRON, EIP-55 0x… on Ethereum and BSC. */
function addressOf(network: CryptoNetwork, publicKey: Uint8Array): string {
  return network === 'TRC20' ? tronAddressOf(publicKey) : evmAddressOf(publicKey)
}

/**
 * Deposit addresses from an account xpub, e.g. the demo TRON key's index 0 is
 * TUEZSdKsoDHQMeZwihtdoBiN46zxhGWYdH. Throws on a text that `accountXpubProblem` refuses.
 */
export function createDepositKey(network: CryptoNetwork, xpub: string): DepositKey {
  const problem = accountXpubProblem(xpub)
  if (problem) throw new Error(`The ${network} deposit key ${problem}`)
  const external = HDKey.fromExtendedKey(xpub).deriveChild(EXTERNAL_CHAIN)
  const identifier = HDKey.fromExtendedKey(xpub).identifier
  if (!identifier) throw new Error(`The ${network} deposit key has no identifier`)
  return {
    network,
    keyId: hex.encode(identifier),
    addressAt(index) {
      if (!Number.isInteger(index) || index < 0 || index > MAX_DERIVATION_INDEX) {
        throw new RangeError(
          `A derivation index is an integer from 0 to ${MAX_DERIVATION_INDEX}, not ${index}`,
        )
      }
      const child = external.deriveChild(index)
      if (!child.publicKey) throw new Error('A derived key has no public key')
      return addressOf(network, child.publicKey)
    },
  }
}
