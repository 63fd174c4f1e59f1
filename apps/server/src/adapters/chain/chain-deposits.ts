import type { CryptoNetwork } from '@app/domain'
import type { Config } from '../../config'
import type { ChainWatcher } from './chain-watcher'
import { createDepositKey, DEMO_DEPOSIT_XPUBS, type DepositKeys } from './deposit-key'
import { createJsonRpcWatcher } from './evm/json-rpc-watcher'
import { createTronGridWatcher } from './tron/trongrid-watcher'

export type ChainDeposits = {
  /** The watched networks' deposit keys; empty while the chain is not watched. */
  depositKeys: DepositKeys
  watchers: readonly { watcher: ChainWatcher; confirmations: number }[]
  /** The watched networks whose key is the public demo key. */
  demoKeyNetworks: readonly CryptoNetwork[]
}

/** The chain edges the settings ask for: a key and a watcher per watched network, or none. */
export function createChainDeposits(chain: Config['chain']): ChainDeposits {
  if (!chain.isWatching) return { depositKeys: {}, watchers: [], demoKeyNetworks: [] }
  const depositKeys: Partial<Record<CryptoNetwork, ReturnType<typeof createDepositKey>>> = {}
  const watchers = chain.networks.map((network) => {
    const settings = chain[network]
    depositKeys[network] = createDepositKey(network, settings.xpub)
    const watcher =
      network === 'TRC20'
        ? createTronGridWatcher({
            baseUrl: settings.url,
            apiKey: chain.tronApiKey,
            usdtContract: settings.usdtContract,
            usdtDecimals: settings.usdtDecimals,
            timeoutMs: chain.timeoutMs,
          })
        : createJsonRpcWatcher({
            network,
            rpcUrl: settings.url,
            usdtContract: settings.usdtContract,
            usdtDecimals: settings.usdtDecimals,
            timeoutMs: chain.timeoutMs,
          })
    return { watcher, confirmations: settings.confirmations }
  })
  return {
    depositKeys,
    watchers,
    demoKeyNetworks: chain.networks.filter((network) => chain[network].xpub === DEMO_DEPOSIT_XPUBS[network]),
  }
}
