import { pbkdf2Sync } from 'node:crypto'
import { hex } from '@scure/base'
import { HDKey } from '@scure/bip32'
import { describe, expect, it } from 'vitest'
import { accountXpubProblem, createDepositKey, DEMO_DEPOSIT_XPUBS } from './deposit-key'
import { checksumAddress, evmAddressOf, normalizeEvmAddress } from './evm/evm-address'
import { isTronAddress, tronAddressFromHex, tronAddressOf } from './tron/tron-address'

/** The BIP-39 test mnemonic whose keys everyone knows; the README derives the demo xpubs from it. */
const TEST_MNEMONIC =
  'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about'

/** BIP-39's seed: PBKDF2-HMAC-SHA512 of the mnemonic with the salt "mnemonic", 2048 rounds. */
const testRoot = () =>
  HDKey.fromMasterSeed(pbkdf2Sync(TEST_MNEMONIC.normalize('NFKD'), 'mnemonic', 2048, 64, 'sha512'))

describe('the documented demo keys', () => {
  it.each([
    ['TRC20', "m/44'/195'/0'"],
    ['ERC20', "m/44'/60'/0'"],
    ['BEP20', "m/44'/60'/0'"],
  ] as const)('the %s xpub is the test mnemonic’s account key at %s', (network, path) => {
    expect(DEMO_DEPOSIT_XPUBS[network]).toBe(testRoot().derive(path).publicExtendedKey)
  })
})

describe('deposit addresses derived from an account xpub', () => {
  // Published vectors of the test mnemonic:
  // - TRON m/44'/195'/0'/0/0: TUEZSdKsoDHQMeZwihtdoBiN46zxhGWYdH, hex 41c8599111f29c1e1e061265b4af93ea1f274ad78a,
  //   public key 04ff21f8…31dc83, in the "Test Case" section of the TRON Ledger app's README
  //   (github.com/klever-io/trx-ledger, README.md; the app's examples/getPublicKey.py checks the same address).
  // - Ethereum m/44'/60'/0'/0/0: 0x9858EfFD232B4033E47d90003D41EC34EcaEda94
  //   (github.com/ethereum-optimism/optimism, packages/optimism-provider/test/common.ts).
  it('index 0 of the TRON key is the published m/44’/195’/0’/0/0 address', () => {
    expect(createDepositKey('TRC20', DEMO_DEPOSIT_XPUBS.TRC20).addressAt(0)).toBe(
      'TUEZSdKsoDHQMeZwihtdoBiN46zxhGWYdH',
    )
  })

  it('index 0 of the Ethereum key is the published m/44’/60’/0’/0/0 address, on BNB Smart Chain too', () => {
    expect(createDepositKey('ERC20', DEMO_DEPOSIT_XPUBS.ERC20).addressAt(0)).toBe(
      '0x9858EfFD232B4033E47d90003D41EC34EcaEda94',
    )
    expect(createDepositKey('BEP20', DEMO_DEPOSIT_XPUBS.BEP20).addressAt(0)).toBe(
      '0x9858EfFD232B4033E47d90003D41EC34EcaEda94',
    )
  })

  it('each index is the private key’s address at m/…/0/index, so the operator’s wallet holds it', () => {
    const account = testRoot().derive("m/44'/195'/0'")
    const key = createDepositKey('TRC20', account.publicExtendedKey)
    for (const index of [1, 7, 2_147_483_647]) {
      const child = account.deriveChild(0).deriveChild(index)
      expect(child.privateKey).not.toBeNull()
      expect(key.addressAt(index)).toBe(tronAddressOf(child.publicKey as Uint8Array))
    }
  })

  it('networks sharing an xpub share its id, so they share its indexes', () => {
    const erc20 = createDepositKey('ERC20', DEMO_DEPOSIT_XPUBS.ERC20)
    expect(createDepositKey('BEP20', DEMO_DEPOSIT_XPUBS.BEP20).keyId).toBe(erc20.keyId)
    expect(createDepositKey('TRC20', DEMO_DEPOSIT_XPUBS.TRC20).keyId).not.toBe(erc20.keyId)
  })

  it('refuses an index a public key cannot derive', () => {
    const key = createDepositKey('ERC20', DEMO_DEPOSIT_XPUBS.ERC20)
    expect(() => key.addressAt(-1)).toThrow(RangeError)
    expect(() => key.addressAt(2 ** 31)).toThrow(RangeError)
    expect(() => key.addressAt(1.5)).toThrow(RangeError)
  })
})

describe('the keys an operator may give', () => {
  it.each([
    [
      'a private key: the server never holds one',
      () => testRoot().derive("m/44'/60'/0'").privateExtendedKey,
      /never a private key/,
    ],
    ['the root key instead of the account key', () => testRoot().publicExtendedKey, /depth 0/],
    [
      'an address key instead of the account key',
      () => testRoot().derive("m/44'/60'/0'/0/0").publicExtendedKey,
      /depth 5/,
    ],
    ['text that is no key', () => 'xpub-of-nothing', /extended public key/],
  ])('refuses %s', (_rule, text, problem) => {
    expect(accountXpubProblem(text())).toMatch(problem)
  })

  it('takes an account-level xpub', () => {
    expect(accountXpubProblem(DEMO_DEPOSIT_XPUBS.TRC20)).toBeUndefined()
  })
})

describe('address formats', () => {
  it('a TRON address is base58check of 0x41 and the last 20 bytes of keccak-256 of the uncompressed key', () => {
    const publicKey = hex.decode(
      '04ff21f8e64d3a3c0198edfbb7afdc79be959432e92e2f8a1984bb436a414b8edcec0345aad0c1bf7da04fd036dd7f9f617e30669224283d950fab9dd84831dc83',
    )
    expect(tronAddressOf(publicKey)).toBe('TUEZSdKsoDHQMeZwihtdoBiN46zxhGWYdH')
    expect(tronAddressFromHex('41c8599111f29c1e1e061265b4af93ea1f274ad78a')).toBe(
      'TUEZSdKsoDHQMeZwihtdoBiN46zxhGWYdH',
    )
    expect(tronAddressFromHex('c8599111f29c1e1e061265b4af93ea1f274ad78a')).toBe(
      'TUEZSdKsoDHQMeZwihtdoBiN46zxhGWYdH',
    )
  })

  it('a TRON address with a wrong checksum is not one', () => {
    expect(isTronAddress('TUEZSdKsoDHQMeZwihtdoBiN46zxhGWYdH')).toBe(true)
    expect(isTronAddress('TUEZSdKsoDHQMeZwihtdoBiN46zxhGWYdJ')).toBe(false)
    expect(isTronAddress('0x9858EfFD232B4033E47d90003D41EC34EcaEda94')).toBe(false)
  })

  it('an Ethereum address is written in EIP-55 mixed case', () => {
    // EIP-55's own examples.
    for (const address of [
      '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
      '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
      '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB',
      '0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb',
    ]) {
      expect(normalizeEvmAddress(address.toLowerCase())).toBe(address)
      expect(checksumAddress(hex.decode(address.slice(2).toLowerCase()))).toBe(address)
    }
  })

  it('an Ethereum address of a compressed or uncompressed key is the same', () => {
    const child = testRoot().derive("m/44'/60'/0'/0/0")
    expect(evmAddressOf(child.publicKey as Uint8Array)).toBe('0x9858EfFD232B4033E47d90003D41EC34EcaEda94')
  })
})
