import type { ColumnType, Generated } from 'kysely'

type Timestamp = Date
/** Micro-units as PostgreSQL returns a bigint: a string, written as a bigint. */
type Micro = ColumnType<string, bigint, bigint>

/** The studio's own tables: a provider keeps its books apart from the operator's. */
export type StudioDatabase = {
  studio_seeds: {
    id: Generated<string>
    player: string
    server_seed: string
    commitment: string
    client_seed: string
    nonce: number
    active: boolean
    created_at: Timestamp
    revealed_at: Timestamp | null
  }
  studio_sessions: {
    token: string
    family: string
    game_code: string
    player: string
    operator_session: string
    language: string
    currency: string
    created_at: Timestamp
    expires_at: Timestamp
  }
  studio_rounds: {
    id: Generated<string>
    family: string
    player: string
    game_code: string
    engine: string
    stake: Micro
    win: Micro
    outcome: ColumnType<unknown, string, string>
    seed_id: string
    nonce: number
    session_token: string
    status: 'pending' | 'settled' | 'refused'
    attempts: number
    created_at: Timestamp
  }
  studio_wallets: {
    family: string
    player: string
    balance: Micro
  }
  studio_transfers: {
    family: string
    order_id: string
    player: string
    amount: Micro
    created_at: Timestamp
  }
}
