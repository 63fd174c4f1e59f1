/**
 * A chain node on loopback for tests and journeys: it answers the TronGrid REST calls and the
 * Ethereum JSON-RPC calls the chain watchers make, from a chain state the test controls (blocks,
 * token transfers, reorganisations). It imports nothing of the server, so the Playwright journeys
 * use it too.
 */
import { randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { sha256 } from '@noble/hashes/sha2.js'
import { createBase58check, hex } from '@scure/base'

export type FakeNetwork = 'TRC20' | 'ERC20' | 'BEP20'

/** Mainnet USDT on each network, as the settings default to. */
export const FAKE_USDT: Record<FakeNetwork, string> = {
  TRC20: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
  ERC20: '0xdAC17F958D2ee523a2206206994597C13D831ec7',
  BEP20: '0x55d398326f99059fF775485246999027B3197955',
}

/** Another token: USDC (TRON, Ethereum) and Binance-Peg USDC (BNB Smart Chain). */
export const FAKE_OTHER_TOKEN: Record<FakeNetwork, string> = {
  TRC20: 'TEkxiTehnzSmSe2XqrBj4w32RUN966rdz8',
  ERC20: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
  BEP20: '0x8AC76a51cc950d9822D68b83fE1Ad97B32Cd580d',
}

export type FakeTransfer = {
  network: FakeNetwork
  txHash: string
  logIndex: number
  block: number
  token: string
  from: string
  to: string
  value: bigint
}

const TRANSFER_TOPIC = '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef'
const FIRST_BLOCK: Record<FakeNetwork, number> = { TRC20: 70_000_000, ERC20: 21_000_000, BEP20: 45_000_000 }
/** TRON makes a block every 3 s; the fake's block times follow from the number. */
const TRON_GENESIS_MS = 1_700_000_000_000
const blockTime = (block: number) => TRON_GENESIS_MS + block * 3000
const SENDER: Record<FakeNetwork, string> = {
  TRC20: 'TRpn2AWwXLfYSVtRaxKGm5oMCPvrRyvBJv',
  ERC20: '0x28C6c06298d514Db089934071355E5743bf21d60',
  BEP20: '0x28C6c06298d514Db089934071355E5743bf21d60',
}

const base58check = createBase58check(sha256)
/** The 20 account bytes of an address, in lower-case hex: base58check T… or 0x…. */
const accountHex = (address: string) =>
  address.startsWith('0x')
    ? address.slice(2).toLowerCase()
    : hex.encode(base58check.decode(address).subarray(1))
const word = (text: string) => text.padStart(64, '0')

export type FakeChainNode = {
  /** The TronGrid-style base URL, for CHAIN_TRC20_API_URL. */
  readonly tronUrl: string
  /** The JSON-RPC URL of an EVM network, for CHAIN_ERC20_RPC_URL and CHAIN_BEP20_RPC_URL. */
  rpcUrl(network: 'ERC20' | 'BEP20'): string
  head(network: FakeNetwork): number
  /** Adds empty blocks; the head moves on. */
  mine(network: FakeNetwork, blocks?: number): void
  /** Puts a token transfer into a new block at the head (USDT unless `token` says otherwise). */
  send(transfer: {
    network: FakeNetwork
    to: string
    value: bigint
    token?: string
    txHash?: string
  }): FakeTransfer
  /** A reorganisation: the transfer's transaction is in no block any more. */
  drop(txHash: string): void
  /** A reorganisation that puts the transaction into a new block at the head. */
  move(txHash: string): void
  close(): Promise<void>
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = ''
    request.on('data', (chunk) => (body += chunk))
    request.on('end', () => resolve(body))
    request.on('error', reject)
  })
}

export async function startFakeChainNode(): Promise<FakeChainNode> {
  const heads: Record<FakeNetwork, number> = { ...FIRST_BLOCK }
  let transfers: FakeTransfer[] = []
  /** Blocks made again by a reorganisation get new hashes. */
  let epoch = 0

  const included = (network: FakeNetwork) =>
    transfers.filter((transfer) => transfer.network === network && transfer.block <= heads[network])
  const blockHash = (network: FakeNetwork, block: number) =>
    `0x${hex.encode(sha256(new TextEncoder().encode(`${network}:${block}:${epoch}`)))}`

  function tronBlock(number: number) {
    return {
      blockID: blockHash('TRC20', number).slice(2),
      block_header: { raw_data: { number, timestamp: blockTime(number), version: 31 } },
    }
  }

  function tron(path: string, url: URL, body: Record<string, unknown>) {
    if (path === '/wallet/getnowblock') return tronBlock(heads.TRC20)
    if (path === '/wallet/getblockbynum') {
      const number = Number(body.num)
      return number <= heads.TRC20 ? tronBlock(number) : {}
    }
    if (path === '/wallet/gettransactioninfobyid') {
      const logs = included('TRC20')
        .filter((transfer) => transfer.txHash === body.value)
        .sort((a, b) => a.logIndex - b.logIndex)
      const [first] = logs
      if (!first) return {}
      return {
        id: first.txHash,
        fee: 345000,
        blockNumber: first.block,
        blockTimeStamp: blockTime(first.block),
        contractResult: [''],
        receipt: { energy_usage_total: 14650, net_fee: 345000, result: 'SUCCESS' },
        log: logs.map((transfer) => ({
          address: accountHex(transfer.token),
          topics: [TRANSFER_TOPIC.slice(2), word(accountHex(transfer.from)), word(accountHex(transfer.to))],
          data: word(transfer.value.toString(16)),
        })),
      }
    }
    const account = /^\/v1\/accounts\/(T[1-9A-HJ-NP-Za-km-z]{33})\/transactions\/trc20$/.exec(path)
    if (account) {
      const since = Number(url.searchParams.get('min_timestamp') ?? 0)
      const data = included('TRC20')
        .filter((transfer) => transfer.to === account[1] && blockTime(transfer.block) >= since)
        .sort((a, b) => a.block - b.block)
        .map((transfer) => ({
          transaction_id: transfer.txHash,
          token_info: { symbol: 'TOKEN', address: transfer.token, decimals: 6, name: 'Token' },
          block_timestamp: blockTime(transfer.block),
          from: transfer.from,
          to: transfer.to,
          type: 'Transfer',
          value: transfer.value.toString(),
        }))
      return { data, success: true, meta: { at: Date.now(), page_size: data.length } }
    }
    return undefined
  }

  function evm(network: 'ERC20' | 'BEP20', call: { id: unknown; method: string; params: unknown[] }) {
    const answer = (result: unknown) => ({ jsonrpc: '2.0', id: call.id, result })
    if (call.method === 'eth_blockNumber') return answer(`0x${heads[network].toString(16)}`)
    if (call.method === 'eth_getLogs') {
      const [filter] = call.params as {
        fromBlock: string
        toBlock: string
        topics: (string | string[] | null)[]
      }[]
      if (!filter) return { jsonrpc: '2.0', id: call.id, error: { code: -32602, message: 'missing filter' } }
      const recipients = new Set((filter.topics[2] as string[] | null) ?? [])
      const from = Number(filter.fromBlock)
      const to = Math.min(Number(filter.toBlock), heads[network])
      return answer(
        included(network)
          .filter((transfer) => transfer.block >= from && transfer.block <= to)
          .filter((transfer) => recipients.size === 0 || recipients.has(`0x${word(accountHex(transfer.to))}`))
          .map((transfer) => ({
            address: transfer.token.toLowerCase(),
            topics: [
              TRANSFER_TOPIC,
              `0x${word(accountHex(transfer.from))}`,
              `0x${word(accountHex(transfer.to))}`,
            ],
            data: `0x${word(transfer.value.toString(16))}`,
            blockNumber: `0x${transfer.block.toString(16)}`,
            blockHash: blockHash(network, transfer.block),
            transactionHash: transfer.txHash,
            transactionIndex: '0x0',
            logIndex: `0x${transfer.logIndex.toString(16)}`,
            removed: false,
          })),
      )
    }
    return { jsonrpc: '2.0', id: call.id, error: { code: -32601, message: `${call.method} is not served` } }
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1')
    const text = request.method === 'POST' ? await readBody(request) : ''
    const body = text ? JSON.parse(text) : {}
    let answer: unknown
    if (url.pathname.startsWith('/tron/')) answer = tron(url.pathname.slice('/tron'.length), url, body)
    const network = /^\/evm\/(ERC20|BEP20)$/.exec(url.pathname)?.[1] as 'ERC20' | 'BEP20' | undefined
    if (network) answer = evm(network, body)
    response.writeHead(answer === undefined ? 404 : 200, { 'content-type': 'application/json' })
    response.end(JSON.stringify(answer ?? { error: 'not found' }))
  }

  const server = createServer((request, response) => {
    handle(request, response).catch(() => {
      response.writeHead(500)
      response.end()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`

  return {
    tronUrl: `${base}/tron`,
    rpcUrl: (network) => `${base}/evm/${network}`,
    head: (network) => heads[network],
    mine(network, blocks = 1) {
      heads[network] += blocks
    },
    send({ network, to, value, token = FAKE_USDT[network], txHash }) {
      heads[network] += 1
      const hash =
        txHash ??
        (network === 'TRC20' ? randomBytes(32).toString('hex') : `0x${randomBytes(32).toString('hex')}`)
      const inTransaction = transfers.filter((transfer) => transfer.txHash === hash).length
      // TRON numbers logs within the transaction; an EVM log index counts within the block.
      const logIndex = network === 'TRC20' ? inTransaction : 3 + inTransaction
      const transfer = {
        network,
        txHash: hash,
        logIndex,
        block: heads[network],
        token,
        from: SENDER[network],
        to,
        value,
      }
      transfers.push(transfer)
      return transfer
    },
    drop(txHash) {
      transfers = transfers.filter((transfer) => transfer.txHash !== txHash)
      epoch += 1
    },
    move(txHash) {
      epoch += 1
      const moved = transfers.filter((candidate) => candidate.txHash === txHash)
      const network = moved[0]?.network
      if (!network) return
      heads[network] += 1
      for (const transfer of moved) transfer.block = heads[network]
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        // The watchers' HTTP client keeps connections alive; they must not hold the close up.
        server.closeAllConnections()
      }),
  }
}
