import type { GameLaunch } from '@app/contract'
import type { Money } from '@app/domain'

/**
 * What the product asks of a game provider, whatever its dialect. A launch names the player by a
 * session token the provider later presents to our wallet; money moves either through the
 * provider's calls to our seamless wallet, or through transfers we send (transfer families).
 */
export type LaunchRequest = {
  gameCode: string
  /** Our session for this launch; the provider presents it back when it calls our wallet. */
  sessionToken: string
  language: string
  clientIp: string
}

/** The provider's part of a launch: its page or address; the game's name is ours. */
export type ProviderLaunch = DistributiveOmit<GameLaunch, 'name'>
type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never

export type LaunchResult = { ok: true; launch: ProviderLaunch } | { ok: false; reason: string }

/** One round as the provider's own records show it. */
export type ProviderRound = {
  roundId: string
  player: string
  gameCode: string
  stake: Money
  win: Money
  playedAt: Date
}

/** A page of the provider's rounds, and the cursor to ask from next (the same one when none came). */
export type ProviderRoundPage = { rounds: ProviderRound[]; next: string | null }

export type GameProvider = {
  /** The dialect's name, also the `provider` of its wallet calls, e.g. "pg". */
  readonly family: string
  readonly wallet: 'seamless' | 'transfer'
  launch(request: LaunchRequest): Promise<LaunchResult>
  /**
   * The provider's rounds after a cursor (null: from the first), oldest first, so an operator can
   * hold them against what our wallet received; undefined when the provider does not answer.
   */
  roundHistory(cursor: string | null, count: number): Promise<ProviderRoundPage | undefined>
  /** The codes of the games the provider offers now; undefined when it does not answer. */
  listGames(): Promise<string[] | undefined>
}

/** A provider's endpoint and the credentials it gave the operator. */
export type ProviderSettings = {
  /** Read per call: the house studio's address is known only once the server listens. */
  baseUrl: () => string
  operatorToken: string
  secretKey: string
  timeoutMs: number
}

/** What a transfer call came to: done, refused for good, or no answer to go by. */
export type TransferOutcome = 'ok' | 'failed' | 'unknown'

/**
 * What the provider says of one of our orders. Only `notFound` after our order was written makes a
 * refund safe: the provider never took it and, its id being ours, never will.
 */
export type OrderStatus = 'ok' | 'failed' | 'notFound' | 'processing' | 'unknown'

/** A player's wallet at a provider: the account, and the platform for an aggregator of several. */
export type ProviderWallet = { account: string; platform: string | null }

export type TransferOrder = ProviderWallet & { orderId: string; amount: Money; direction: 'in' | 'out' }

/** A provider that holds the player's money while the player plays (ky, ng). */
export type TransferGameProvider = {
  readonly family: string
  /** The platforms of an aggregator (ng's plat_type), or none for a single provider (ky). */
  readonly platforms: readonly string[]
  launch(
    request: ProviderWallet & { gameCode: string; language: string; clientIp: string },
  ): Promise<LaunchResult>
  /** The player's money at the provider, or undefined when the provider does not answer. */
  balance(wallet: ProviderWallet): Promise<Money | undefined>
  transfer(order: TransferOrder): Promise<TransferOutcome>
  orderStatus(orderId: string): Promise<OrderStatus>
}
