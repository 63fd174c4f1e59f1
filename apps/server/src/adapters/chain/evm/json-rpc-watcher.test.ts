import { readFileSync } from 'node:fs'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createJsonRpcWatcher } from './json-rpc-watcher'

// JSON-RPC answers in the shape of the Ethereum execution API (ethereum.org/en/developers/docs/apis/json-rpc:
// eth_blockNumber, eth_getLogs with address, topics, data, blockNumber, blockHash, transactionHash,
// logIndex, removed), which BNB Smart Chain nodes answer alike. Recipients are the demo key's.
const fixture = (name: string) =>
  JSON.parse(readFileSync(new URL(`fixtures/${name}.json`, import.meta.url), 'utf8'))

const PLAYER = '0x9858EfFD232B4033E47d90003D41EC34EcaEda94'
const TRANSFER = '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef'

type Request = { method: string; params: unknown[] }

function stubNode(logs: string) {
  const requests: Request[] = []
  vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
    const request = JSON.parse(String(init.body)) as Request
    requests.push(request)
    return Response.json(request.method === 'eth_blockNumber' ? fixture('eth-blocknumber') : fixture(logs))
  })
  return requests
}

const ethereum = () =>
  createJsonRpcWatcher({
    network: 'ERC20',
    rpcUrl: 'https://rpc.example/eth',
    usdtContract: '0xdac17f958d2ee523a2206206994597c13d831ec7',
    usdtDecimals: 6,
    timeoutMs: 1000,
  })

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('the JSON-RPC watcher', () => {
  it('reads the head from eth_blockNumber', async () => {
    stubNode('eth-getlogs')
    expect(await ethereum().headBlock()).toBe(21000020)
  })

  it('asks for Transfer logs to our addresses of any token, and reads ERC-20 transfers from them', async () => {
    const requests = stubNode('eth-getlogs')
    const watcher = ethereum()
    expect(watcher.usdt.contract).toBe('0xdAC17F958D2ee523a2206206994597C13D831ec7')
    const scan = await watcher.scan({ addresses: [PLAYER], fromBlock: 21000001 })
    expect(requests[1]).toMatchObject({
      method: 'eth_getLogs',
      params: [
        {
          fromBlock: '0x1406f41',
          toBlock: '0x1406f54',
          topics: [TRANSFER, null, ['0x0000000000000000000000009858effd232b4033e47d90003d41ec34ecaeda94']],
        },
      ],
    })
    // The NFT transfer (a fourth topic) and the log removed by a reorganisation are left out.
    expect(scan).toEqual({
      head: 21000020,
      transfers: [
        {
          txHash: '0x5d2b8f1e3a7c9d4b6e0f2a1c3e5b7d9f0a2c4e6b8d1f3a5c7e9b0d2f4a6c8e1b',
          logIndex: 31,
          blockNumber: 21000001,
          blockHash: '0x8f3c1e5a7b9d2f4a6c8e0b1d3f5a7c9e2b4d6f8a0c1e3b5d7f9a2c4e6b8d0f1a',
          tokenContract: '0xdAC17F958D2ee523a2206206994597C13D831ec7',
          from: '0x28C6c06298d514Db089934071355E5743bf21d60',
          to: PLAYER,
          value: 150_500_000n,
        },
        {
          txHash: '0x9e8d7c6b5a4938271605f4e3d2c1b0a99e8d7c6b5a4938271605f4e3d2c1b0a9',
          logIndex: 7,
          blockNumber: 21000002,
          blockHash: '0x1a2b3c4d5e6f708192a3b4c5d6e7f8091a2b3c4d5e6f708192a3b4c5d6e7f809',
          tokenContract: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
          from: '0x28C6c06298d514Db089934071355E5743bf21d60',
          to: PLAYER,
          value: 4_900_000n,
        },
      ],
    })
  })

  it('keeps all 18 decimals of BEP-20 USDT for the wallet to convert', async () => {
    stubNode('bsc-getlogs')
    const watcher = createJsonRpcWatcher({
      network: 'BEP20',
      rpcUrl: 'https://rpc.example/bsc',
      usdtContract: '0x55d398326f99059fF775485246999027B3197955',
      usdtDecimals: 18,
      timeoutMs: 1000,
    })
    const [transfer] = (await watcher.scan({ addresses: [PLAYER], fromBlock: 21000001 })).transfers
    expect(transfer?.value).toBe(150_500_000n * 10n ** 12n + 999n)
    expect(transfer?.tokenContract).toBe(watcher.usdt.contract)
  })

  it('splits a long window into ranges a provider accepts', async () => {
    const requests = stubNode('eth-getlogs')
    await ethereum().scan({ addresses: [PLAYER], fromBlock: 21000020 - 2500 })
    const ranges = requests
      .filter((request) => request.method === 'eth_getLogs')
      .map((request) => {
        const [filter] = request.params as { fromBlock: string; toBlock: string }[]
        return [Number(filter?.fromBlock), Number(filter?.toBlock)]
      })
    expect(ranges).toEqual([
      [20997520, 20998519],
      [20998520, 20999519],
      [20999520, 21000020],
    ])
  })

  it('fails the pass on an error answer, rather than reporting nothing', async () => {
    stubNode('eth-getlogs-too-wide')
    await expect(ethereum().scan({ addresses: [PLAYER], fromBlock: 21000001 })).rejects.toThrow(/-32005/)
  })
})
