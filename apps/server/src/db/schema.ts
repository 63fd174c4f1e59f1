import type { ColumnType, Generated } from 'kysely'

/** A BIGINT as node-postgres returns it (a string); repositories turn it into Money. */
type BigIntColumn = ColumnType<string, bigint | string, bigint | string>
/** A jsonb map from language code to text. */
type LocalizedColumn = ColumnType<Record<string, string>, string, string>
type CreatedAt = ColumnType<Date, Date | string | undefined, never>

export interface GamesTable {
  id: number
  key: string
  category: string
  status: number
  sort: number
  names: LocalizedColumn
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>
}

export interface GameLimitsTable {
  game_id: number
  bet_min: BigIntColumn
  bet_max: BigIntColumn
  multiple_min: number
  multiple_max: number
  bonus_min: BigIntColumn
  bonus_max: BigIntColumn
}

export interface CurrenciesTable {
  id: Generated<number>
  currency: string
  exchange: ColumnType<string, string, string>
  sport_bet_min: BigIntColumn
  lotter_bet_min: BigIntColumn
  status: number
  flag: string
  img: string
  sort: number
}

export interface NoticesTable {
  id: Generated<number>
  brand: string | null
  content: LocalizedColumn
  sort: number
  created_at: CreatedAt
}

export interface SlidesTable {
  id: Generated<number>
  brand: string | null
  pic: string
  name: LocalizedColumn
  url: string
  sort: number
}

export interface AdsTable {
  id: Generated<number>
  brand: string | null
  kind: number
  url: string
  src: string
  alt: LocalizedColumn
  sort: number
}

export interface BrandFootersTable {
  brand: string
  footer: LocalizedColumn
}

export interface UsersTable {
  id: ColumnType<string, never, never>
  email: string | null
  email_verified: Generated<boolean>
  area_code: number | null
  phone: string | null
  phone_verified: Generated<boolean>
  nickname: string
  real_name: string | null
  password_hash: string
  payment_password_hash: string | null
  payment_password_failures: Generated<number>
  payment_password_locked_until: Date | null
  role: Generated<number>
  invited_by: string | null
  currency: Generated<string>
  created_at: CreatedAt
}

export interface InviteCodesTable {
  code: string
  user_id: string
  kind: number
}

export interface VerificationCodesTable {
  id: ColumnType<string, never, never>
  purpose: string
  address: string
  code_hash: string
  attempts: Generated<number>
  expires_at: Date
  consumed_at: Date | null
  created_at: Date
}

export interface OutboxMessagesTable {
  id: ColumnType<string, never, never>
  channel: 'email' | 'sms'
  recipient: string
  subject: string
  body: string
  created_at: Date
}

export interface SessionsTable {
  id: string
  family_id: string
  user_id: string
  refresh_hash: string
  expires_at: Date
  replaced_at: Date | null
  revoked_at: Date | null
  created_at: Date
}

export interface AuthEventsTable {
  id: ColumnType<string, never, never>
  user_id: string | null
  identifier: string
  ip: string
  action: string
  outcome: string
  created_at: Date
}

export interface VipLevelsTable {
  level: number
  name: string
  img: string
  recharge: BigIntColumn
}

export interface LedgerAccountsTable {
  id: ColumnType<string, never, never>
  kind: string
  user_id: string | null
  balance: ColumnType<string, bigint | string | undefined, bigint | string>
  created_at: Date
}

export interface JournalEntriesTable {
  id: ColumnType<string, never, never>
  kind: string
  reference: string
  created_at: Date
}

export interface PostingsTable {
  id: ColumnType<string, never, never>
  entry_id: string
  account_id: string
  amount: BigIntColumn
}

export interface Database {
  games: GamesTable
  game_limits: GameLimitsTable
  currencies: CurrenciesTable
  notices: NoticesTable
  slides: SlidesTable
  ads: AdsTable
  brand_footers: BrandFootersTable
  users: UsersTable
  invite_codes: InviteCodesTable
  verification_codes: VerificationCodesTable
  outbox_messages: OutboxMessagesTable
  sessions: SessionsTable
  auth_events: AuthEventsTable
  vip_levels: VipLevelsTable
  ledger_accounts: LedgerAccountsTable
  journal_entries: JournalEntriesTable
  postings: PostingsTable
}
