import { z } from 'zod'
import {
  type ChainScan,
  type ChainWatcher,
  type ObservedTransfer,
  readJson,
  TRANSFER_TOPIC,
} from '../chain-watcher'
import { isTronAddress, tronAddressFromHex } from './tron-address'

/** TronGrid's largest page of an account's TRC-20 transfers. */
const PAGE_SIZE = 200
/** A bound on the pages read for one address in one pass; more means the window is far too wide. */
const MAX_PAGES = 50

// Only the fields read are described; the rest of each answer is ignored.
const ZBlock = z.object({
  block_header: z.object({
    raw_data: z.object({ number: z.number().int().nonnegative(), timestamp: z.number().int() }),
  }),
})

const ZTrc20Page = z.object({
  data: z.array(
    z.object({
      transaction_id: z.string().regex(/^[0-9a-fA-F]{64}$/),
      token_info: z.object({ address: z.string() }),
      block_timestamp: z.number().int(),
      from: z.string(),
      to: z.string(),
      type: z.string(),
      value: z.string(),
    }),
  ),
  meta: z.object({ fingerprint: z.string().optional() }).optional(),
})

/** A transaction's execution receipt; an empty object while the transaction is in no block. */
const ZTransactionInfo = z.object({
  blockNumber: z.number().int().nonnegative().optional(),
  result: z.string().optional(),
  receipt: z.object({ result: z.string().optional() }).optional(),
  log: z
    .array(
      z.object({
        address: z.string(),
        topics: z.array(z.string()).default([]),
        data: z.string().default(''),
      }),
    )
    .optional(),
})

export type TronGridSettings = {
  /** e.g. https://api.trongrid.io, or a node serving the same /v1 and /wallet calls. */
  baseUrl: string
  /** Sent as TRON-PRO-API-KEY when set. */
  apiKey: string | undefined
  /** The USDT contract in base58, e.g. TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t on mainnet. */
  usdtContract: string
  usdtDecimals: number
  timeoutMs: number
}

/** The last 20 bytes of a 32-byte log word, as a TRON address. */
const addressInWord = (word: string) => tronAddressFromHex(word.replace(/^0x/, '').slice(-40))

/**
 * TRON through TronGrid's REST API. Each deposit address's incoming TRC-20 transfers since the
 * window's first block (`/v1/accounts/{address}/transactions/trc20?only_to=true&min_timestamp=…`,
 * every token, so other tokens are seen and set aside) name the transactions; each transaction's
 * execution receipt (`/wallet/gettransactioninfobyid`) gives its block and its Transfer logs,
 * whose position is the transfer's log index. The head comes from `/wallet/getnowblock`.
 */
export function createTronGridWatcher(settings: TronGridSettings): ChainWatcher {
  if (!isTronAddress(settings.usdtContract)) throw new Error('The TRC-20 USDT contract is not a TRON address')
  const headers: Record<string, string> = settings.apiKey ? { 'TRON-PRO-API-KEY': settings.apiKey } : {}
  const call = (path: string, method: 'GET' | 'POST', body?: unknown) =>
    readJson(`${settings.baseUrl}${path}`, {
      method,
      headers,
      timeoutMs: settings.timeoutMs,
      ...(body === undefined ? {} : { body }),
    })

  async function nowBlock() {
    return ZBlock.parse(await call('/wallet/getnowblock', 'POST', {})).block_header.raw_data
  }

  /** The time of a block, the lower bound of the accounts' transfer lists. */
  async function blockTimestamp(number: number) {
    const block = ZBlock.safeParse(await call('/wallet/getblockbynum', 'POST', { num: number }))
    if (!block.success) throw new Error(`TRON block ${number} was not found`)
    return block.data.block_header.raw_data.timestamp
  }

  /** The ids of the transactions that sent a TRC-20 token to the address at or after a time. */
  async function incomingTransactions(address: string, minTimestamp: number) {
    const ids = new Set<string>()
    let fingerprint: string | undefined
    for (let page = 0; page < MAX_PAGES; page += 1) {
      const query = new URLSearchParams({
        only_to: 'true',
        min_timestamp: String(minTimestamp),
        limit: String(PAGE_SIZE),
        order_by: 'block_timestamp,asc',
        ...(fingerprint ? { fingerprint } : {}),
      })
      const answer = ZTrc20Page.parse(
        await call(`/v1/accounts/${address}/transactions/trc20?${query}`, 'GET'),
      )
      for (const item of answer.data) {
        if (item.type === 'Transfer' && item.to === address) ids.add(item.transaction_id.toLowerCase())
      }
      fingerprint = answer.meta?.fingerprint
      if (!fingerprint || answer.data.length === 0) return ids
    }
    throw new Error(`More than ${MAX_PAGES * PAGE_SIZE} transfers to ${address} in one window`)
  }

  /** The transaction's Transfer logs to watched addresses, or none while it is in no block. */
  async function transfersIn(txHash: string, watched: ReadonlySet<string>): Promise<ObservedTransfer[]> {
    const info = ZTransactionInfo.parse(
      await call('/wallet/gettransactioninfobyid', 'POST', { value: txHash }),
    )
    if (info.blockNumber === undefined || !info.log) return []
    if (info.result === 'FAILED' || (info.receipt?.result && info.receipt.result !== 'SUCCESS')) return []
    const blockNumber = info.blockNumber
    return info.log.flatMap((log, logIndex) => {
      const [topic, fromWord, toWord] = log.topics.map((word) => word.replace(/^0x/, '').toLowerCase())
      // ERC-20-style transfers only: an NFT's Transfer carries its token id as a fourth topic.
      if (topic !== TRANSFER_TOPIC || log.topics.length !== 3 || !fromWord || !toWord) return []
      const to = addressInWord(toWord)
      if (!watched.has(to)) return []
      const data = log.data.replace(/^0x/, '')
      return [
        {
          txHash,
          logIndex,
          blockNumber,
          blockHash: null,
          tokenContract: tronAddressFromHex(log.address),
          from: addressInWord(fromWord),
          to,
          value: data === '' ? 0n : BigInt(`0x${data.slice(0, 64)}`),
        },
      ]
    })
  }

  return {
    network: 'TRC20',
    usdt: { contract: settings.usdtContract, decimals: settings.usdtDecimals },
    headBlock: async () => (await nowBlock()).number,
    async scan({ addresses, fromBlock }): Promise<ChainScan> {
      const head = (await nowBlock()).number
      if (addresses.length === 0 || fromBlock > head) return { head, transfers: [] }
      const since = await blockTimestamp(fromBlock)
      const watched = new Set(addresses)
      const ids = new Set<string>()
      for (const address of addresses) {
        for (const id of await incomingTransactions(address, since)) ids.add(id)
      }
      const transfers: ObservedTransfer[] = []
      for (const id of ids) {
        for (const transfer of await transfersIn(id, watched)) {
          if (transfer.blockNumber >= fromBlock && transfer.blockNumber <= head) transfers.push(transfer)
        }
      }
      return { head, transfers }
    },
  }
}
