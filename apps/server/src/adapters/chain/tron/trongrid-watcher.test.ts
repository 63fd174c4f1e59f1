import { readFileSync } from 'node:fs'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createTronGridWatcher } from './trongrid-watcher'

// TronGrid's answers in their documented shape: the account's TRC-20 list (data[].transaction_id,
// token_info.address, block_timestamp, from, to, type, value; meta.fingerprint for the next page)
// as developers.tron.network/docs/get-trc20-transaction-history describes it, and the node's
// /wallet/getnowblock, /wallet/getblockbynum and /wallet/gettransactioninfobyid (blockNumber,
// receipt.result, log[] of {address, topics, data} in hex without 0x) as in
// tronprotocol.github.io/documentation-en/api/http/. Addresses are the demo key's.
const fixture = (name: string) =>
  JSON.parse(readFileSync(new URL(`fixtures/${name}.json`, import.meta.url), 'utf8'))

const ADDRESS = 'TUEZSdKsoDHQMeZwihtdoBiN46zxhGWYdH'
const USDT = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t'
const TX_USDT = '7c2d9f0e5b1a4c3d8e6f7a9b0c1d2e3f405162738495a6b7c8d9e0f1a2b3c4d5'
const TX_USDC = '1f2e3d4c5b6a79880716253443526170f9e8d7c6b5a4938271605f4e3d2c1b0a'

type Call = { url: URL; body: unknown; headers: Headers }

/** Answers the watcher's calls from the fixtures, and keeps them for the test to read. */
function stubTronGrid() {
  const calls: Call[] = []
  vi.stubGlobal('fetch', async (input: string, init: RequestInit) => {
    const url = new URL(input)
    const body = init.body ? JSON.parse(String(init.body)) : undefined
    calls.push({ url, body, headers: new Headers(init.headers) })
    const answer = (() => {
      if (url.pathname === '/wallet/getnowblock') return fixture('getnowblock')
      if (url.pathname === '/wallet/getblockbynum')
        return body.num === 70000000 ? fixture('getblockbynum-70000000') : {}
      if (url.pathname === `/v1/accounts/${ADDRESS}/transactions/trc20`) {
        return url.searchParams.get('fingerprint') ? fixture('trc20-page-2') : fixture('trc20-page-1')
      }
      if (url.pathname === '/wallet/gettransactioninfobyid') {
        if (body.value === TX_USDT) return fixture('txinfo-usdt')
        if (body.value === TX_USDC) return fixture('txinfo-usdc')
        return fixture('txinfo-not-in-a-block')
      }
      return undefined
    })()
    return answer === undefined ? new Response('not found', { status: 404 }) : Response.json(answer)
  })
  return calls
}

const watcher = (apiKey?: string) =>
  createTronGridWatcher({
    baseUrl: 'https://api.trongrid.example',
    apiKey,
    usdtContract: USDT,
    usdtDecimals: 6,
    timeoutMs: 1000,
  })

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('the TronGrid watcher', () => {
  it('reads the head block from /wallet/getnowblock', async () => {
    stubTronGrid()
    expect(await watcher().headBlock()).toBe(70000020)
  })

  it('finds every incoming TRC-20 transfer since the window’s first block, with its block and log index', async () => {
    const calls = stubTronGrid()
    const scan = await watcher('grid-key-123').scan({ addresses: [ADDRESS], fromBlock: 70000000 })
    expect(scan.head).toBe(70000020)
    expect(scan.transfers).toEqual([
      {
        txHash: TX_USDT,
        // The transaction's first log pays someone else: ours is the second.
        logIndex: 1,
        blockNumber: 70000001,
        blockHash: null,
        tokenContract: USDT,
        from: 'TRpn2AWwXLfYSVtRaxKGm5oMCPvrRyvBJv',
        to: ADDRESS,
        value: 150_500_000n,
      },
      {
        txHash: TX_USDC,
        logIndex: 0,
        blockNumber: 70000010,
        blockHash: null,
        tokenContract: 'TEkxiTehnzSmSe2XqrBj4w32RUN966rdz8',
        from: 'TRpn2AWwXLfYSVtRaxKGm5oMCPvrRyvBJv',
        to: ADDRESS,
        value: 4_900_000n,
      },
    ])
    const lists = calls.filter((call) => call.url.pathname.endsWith('/transactions/trc20'))
    // Both pages, every token (no contract filter), incoming only, from the first block's time.
    expect(lists).toHaveLength(2)
    expect(Object.fromEntries(lists[0]?.url.searchParams ?? [])).toEqual({
      only_to: 'true',
      min_timestamp: '1741000000000',
      limit: '200',
      order_by: 'block_timestamp,asc',
    })
    expect(lists[1]?.url.searchParams.get('fingerprint')).toBe(
      '8Jm5VvB9QpkiXbQ2cWcCEjwwAt4vyiACA3EBbN7bBiGQVLWQZ1Fs',
    )
    expect(calls.every((call) => call.headers.get('TRON-PRO-API-KEY') === 'grid-key-123')).toBe(true)
  })

  it('leaves out a transfer still in no block, and an approval', async () => {
    stubTronGrid()
    const scan = await watcher().scan({ addresses: [ADDRESS], fromBlock: 70000000 })
    expect(scan.transfers.map((transfer) => transfer.txHash)).not.toContain('aa55'.repeat(16))
    expect(scan.transfers).toHaveLength(2)
  })

  it('asks nothing about accounts when no address is watched or the window has not begun', async () => {
    const calls = stubTronGrid()
    expect((await watcher().scan({ addresses: [], fromBlock: 70000000 })).transfers).toEqual([])
    expect((await watcher().scan({ addresses: [ADDRESS], fromBlock: 70000021 })).transfers).toEqual([])
    expect(calls.map((call) => call.url.pathname)).toEqual(['/wallet/getnowblock', '/wallet/getnowblock'])
  })

  it('fails the pass when the node does not answer, rather than reporting nothing', async () => {
    vi.stubGlobal('fetch', async () => new Response('busy', { status: 503 }))
    await expect(watcher().scan({ addresses: [ADDRESS], fromBlock: 70000000 })).rejects.toThrow(/HTTP 503/)
  })
})
