import type { CryptoNetwork } from '@app/domain'
import { z } from 'zod'
import {
  ChainReadError,
  type ChainScan,
  type ChainWatcher,
  type ObservedTransfer,
  readJson,
  TRANSFER_TOPIC,
} from '../chain-watcher'
import { isEvmAddress, normalizeEvmAddress } from './evm-address'

/** Blocks asked for in one eth_getLogs call; providers refuse wide ranges (often above 1,000 to 10,000). */
const BLOCKS_PER_CALL = 1000
/** Addresses in one call's topic list; providers bound the size of a filter. */
const ADDRESSES_PER_CALL = 200

const ZQuantity = z.string().regex(/^0x[0-9a-fA-F]+$/)

const ZLog = z.object({
  address: z.string(),
  topics: z.array(z.string()),
  data: z.string(),
  blockNumber: ZQuantity,
  blockHash: z.string(),
  transactionHash: z.string(),
  logIndex: ZQuantity,
  removed: z.boolean().optional(),
})

const ZRpcAnswer = z.union([
  z.object({ result: z.unknown() }),
  z.object({ error: z.object({ code: z.number(), message: z.string() }) }),
])

export type JsonRpcWatcherSettings = {
  network: Extract<CryptoNetwork, 'ERC20' | 'BEP20'>
  rpcUrl: string
  /** The USDT contract, e.g. 0xdAC17F958D2ee523a2206206994597C13D831ec7 on Ethereum. */
  usdtContract: string
  /** 6 on Ethereum, 18 on BNB Smart Chain. */
  usdtDecimals: number
  timeoutMs: number
}

const quantity = (value: number) => `0x${value.toString(16)}`
/** An address as a 32-byte topic: 12 zero bytes and the 20 account bytes, lower case. */
const asTopic = (address: string) => `0x${'0'.repeat(24)}${address.slice(2).toLowerCase()}`
const addressInTopic = (topic: string) => normalizeEvmAddress(`0x${topic.slice(-40)}`)

/**
 * Ethereum or BNB Smart Chain through any JSON-RPC node: `eth_blockNumber` for the head and
 * `eth_getLogs` with the Transfer topic and our addresses as the recipient topic (no contract
 * filter, so transfers of other tokens are seen and set aside), in windows of blocks.
 */
export function createJsonRpcWatcher(settings: JsonRpcWatcherSettings): ChainWatcher {
  if (!isEvmAddress(settings.usdtContract))
    throw new Error(`The ${settings.network} USDT contract is not a 0x address`)
  const usdtContract = normalizeEvmAddress(settings.usdtContract)
  let nextId = 1

  async function rpc(method: string, params: unknown[]): Promise<unknown> {
    const answer = ZRpcAnswer.parse(
      await readJson(settings.rpcUrl, {
        method: 'POST',
        body: { jsonrpc: '2.0', id: nextId++, method, params },
        timeoutMs: settings.timeoutMs,
      }),
    )
    if ('error' in answer)
      throw new ChainReadError(`${method} failed: ${answer.error.code} ${answer.error.message}`)
    return answer.result
  }

  const headBlock = async () => Number.parseInt(ZQuantity.parse(await rpc('eth_blockNumber', [])), 16)

  function toTransfer(log: z.infer<typeof ZLog>): ObservedTransfer | undefined {
    const [topic, fromTopic, toTopic] = log.topics
    // A log removed by a reorganisation, or an NFT's Transfer (its token id is a fourth topic).
    if (log.removed || log.topics.length !== 3 || !fromTopic || !toTopic) return undefined
    if (topic?.toLowerCase() !== `0x${TRANSFER_TOPIC}`) return undefined
    const data = log.data.replace(/^0x/, '')
    return {
      txHash: log.transactionHash.toLowerCase(),
      logIndex: Number.parseInt(log.logIndex, 16),
      blockNumber: Number.parseInt(log.blockNumber, 16),
      blockHash: log.blockHash.toLowerCase(),
      tokenContract: normalizeEvmAddress(log.address),
      from: addressInTopic(fromTopic),
      to: addressInTopic(toTopic),
      value: data === '' ? 0n : BigInt(`0x${data.slice(0, 64)}`),
    }
  }

  return {
    network: settings.network,
    usdt: { contract: usdtContract, decimals: settings.usdtDecimals },
    headBlock,
    async scan({ addresses, fromBlock }): Promise<ChainScan> {
      const head = await headBlock()
      const transfers: ObservedTransfer[] = []
      if (addresses.length === 0) return { head, transfers }
      const watched = new Set(addresses)
      for (let start = fromBlock; start <= head; start += BLOCKS_PER_CALL) {
        const end = Math.min(head, start + BLOCKS_PER_CALL - 1)
        for (let first = 0; first < addresses.length; first += ADDRESSES_PER_CALL) {
          const recipients = addresses.slice(first, first + ADDRESSES_PER_CALL).map(asTopic)
          const logs = z.array(ZLog).parse(
            await rpc('eth_getLogs', [
              {
                fromBlock: quantity(start),
                toBlock: quantity(end),
                topics: [`0x${TRANSFER_TOPIC}`, null, recipients],
              },
            ]),
          )
          for (const log of logs) {
            const transfer = toTransfer(log)
            // A node that ignores part of the filter is not trusted to have applied the rest.
            if (
              transfer &&
              watched.has(transfer.to) &&
              transfer.blockNumber >= start &&
              transfer.blockNumber <= end
            ) {
              transfers.push(transfer)
            }
          }
        }
      }
      return { head, transfers }
    },
  }
}
