import type { StudioDatabase } from './schema'

/** A studio session: one launch of one game for one of the operator's players. */
export type StudioSession = StudioDatabase['studio_sessions']

/** A dealt round whose bet and win the operator's wallet has still to take. */
export type RoundToSettle = { id: string; created_at: Date; stake: string; win: string; game_code: string }

/** What the operator's wallet made of a round: taken, refused (nothing moved), or no answer yet. */
export type Settlement =
  | { status: 'settled'; balance: string }
  | { status: 'refused'; reason: 'INSUFFICIENT_BALANCE' | 'REFUSED' }
  | { status: 'pending' }

/** The operator's seamless wallet as one dialect reaches it. */
export type OperatorWallet = {
  balance(session: StudioSession): Promise<string | null>
  settle(session: StudioSession, round: RoundToSettle, isResend: boolean): Promise<Settlement>
}
