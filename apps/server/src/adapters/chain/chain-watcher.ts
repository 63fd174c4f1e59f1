import type { CryptoNetwork } from '@app/domain'

/** keccak-256 of `Transfer(address,address,uint256)`: the first topic of every ERC-20 and TRC-20 transfer log. */
export const TRANSFER_TOPIC = 'ddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef'

/** A token transfer as a node reports it, in the network's own address format. */
export type ObservedTransfer = {
  txHash: string
  /** The transfer's position among its transaction's logs (EVM: the block-wide log index). */
  logIndex: number
  blockNumber: number
  /** Null where the node does not report it (TRON's transaction info). */
  blockHash: string | null
  tokenContract: string
  from: string
  to: string
  /** In the token's base units. */
  value: bigint
}

/** What one look at the chain found: its head, and the transfers to the addresses from a block on. */
export type ChainScan = { head: number; transfers: ObservedTransfer[] }

/**
 * The edge to one network's node or indexer. It only reads: it reports the head block and the
 * token transfers to given addresses; what counts as final, and what is credited, is decided by
 * the wallet from the confirmations it asks for.
 */
export type ChainWatcher = {
  readonly network: CryptoNetwork
  /** The USDT contract (in the network's address format) and its decimals. */
  readonly usdt: { readonly contract: string; readonly decimals: number }
  /** The newest block number the node knows. */
  headBlock(): Promise<number>
  /** Every token transfer to one of `addresses` in blocks from `fromBlock` to the head, any token. */
  scan(request: { addresses: readonly string[]; fromBlock: number }): Promise<ChainScan>
}

/** A failure to read the node: a network error, a timeout, an error answer or an unexpected body. */
export class ChainReadError extends Error {
  override readonly name = 'ChainReadError'
}

/** Calls a node and reads its JSON answer, or throws a ChainReadError saying what went wrong. */
export async function readJson(
  url: string,
  init: { method: 'GET' | 'POST'; body?: unknown; headers?: Record<string, string>; timeoutMs: number },
): Promise<unknown> {
  let response: Response
  try {
    response = await fetch(url, {
      method: init.method,
      headers: { accept: 'application/json', 'content-type': 'application/json', ...init.headers },
      ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
      signal: AbortSignal.timeout(init.timeoutMs),
    })
  } catch (error) {
    throw new ChainReadError(`${init.method} ${new URL(url).pathname} failed: ${String(error)}`)
  }
  if (!response.ok) {
    throw new ChainReadError(`${init.method} ${new URL(url).pathname} answered HTTP ${response.status}`)
  }
  try {
    return await response.json()
  } catch {
    throw new ChainReadError(`${init.method} ${new URL(url).pathname} answered something other than JSON`)
  }
}
