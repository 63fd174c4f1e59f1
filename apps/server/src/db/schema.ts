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
  /** Moves on with every change to the lottery odds or game limits, which a bet's write checks. */
  placement_version: Generated<string>
}

/** A game in a third-party provider's catalogue, e.g. one slot of pgGames (22). */
export interface ProviderGamesTable {
  provider_id: number
  code: string
  names: LocalizedColumn
  status: number
  sort: number
}

/** A game provider's wallet call, once per its transaction id; a tombstone is a cancel that came first. */
export interface ProviderTransactionsTable {
  id: ColumnType<string, never, never>
  provider: string
  external_id: string
  kind: 'bet' | 'win' | 'cancel' | 'tombstone'
  user_id: ColumnType<string, number | string, never>
  round_id: string | null
  amount: BigIntColumn
  /** A cancel's bet. */
  cancels: string | null
  /** A bet's cancel, once it has refunded the bet. */
  cancelled_by: ColumnType<string | null, string | null | undefined, string | null>
  /** The reply the first call got, which every duplicate gets too. */
  reply: ColumnType<unknown, string | null, string>
  /** The game a bet or win was played on, as the provider names it. */
  game_code: ColumnType<string | null, string | null | undefined, never>
  created_at: Date
}

export interface ProviderTransfersTable {
  id: ColumnType<string, never, never>
  order_id: string
  provider: string
  platform: string | null
  user_id: ColumnType<string, number, never>
  direction: 'in' | 'out'
  amount: BigIntColumn
  status: 'pending' | 'ok' | 'failed' | 'unknown'
  attempts: ColumnType<number, number | undefined, number>
  created_at: ColumnType<Date, Date, never>
  updated_at: Date
}

/** A player's launch of a provider's game: the provider names the player by this session. */
export interface GameSessionsTable {
  token_hash: string
  user_id: ColumnType<string, number, never>
  provider: string
  game_code: string
  created_at: Date
  expires_at: Date
}

export interface GameLimitsTable {
  game_id: number
  bet_min: BigIntColumn
  bet_max: BigIntColumn
  multiple_min: number
  multiple_max: number
  bonus_min: BigIntColumn
  bonus_max: BigIntColumn
  disabled_regions: ColumnType<string[], string | undefined, string>
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

/** A marquee line, shown from publish_at until expires_at (null: until changed). */
export interface NoticesTable {
  id: Generated<number>
  brand: string | null
  content: LocalizedColumn
  sort: number
  publish_at: Date
  expires_at: Date | null
  created_at: CreatedAt
  updated_at: Date
}

export interface SlidesTable {
  id: Generated<number>
  brand: string | null
  pic: string
  name: LocalizedColumn
  url: string
  sort: number
  publish_at: Date
  expires_at: Date | null
  created_at: Date
  updated_at: Date
}

export interface AdsTable {
  id: Generated<number>
  brand: string | null
  kind: number
  url: string
  src: string
  alt: LocalizedColumn
  sort: number
  publish_at: Date
  expires_at: Date | null
  created_at: Date
  updated_at: Date
}

/** A version of a brand's footer text; the brand shows its latest published one. */
export interface FooterTextsTable {
  id: Generated<number>
  brand: string
  footer: LocalizedColumn
  publish_at: Date
  created_at: Date
  updated_at: Date
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
  locked_at: Date | null
  locked_by: string | null
  lock_reason: string | null
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
  balance_after: ColumnType<string | null, bigint | string | null | undefined, never>
}

export interface PaymentChannelsTable {
  id: number
  type: 'crypto' | 'bank' | 'card'
  name: string
  network: string | null
  deposit_min: BigIntColumn
  deposit_max: BigIntColumn
  withdraw_min: BigIntColumn
  withdraw_max: BigIntColumn
  fee_rate_bp: number
  network_fee: BigIntColumn
  deposit_enabled: boolean
  withdraw_enabled: boolean
  sort: number
}

export interface WalletSettingsTable {
  id: Generated<boolean>
  withdrawals_enabled: boolean
}

export interface BanksTable {
  country: string
  code: string
  name: string
}

export interface DepositAddressesTable {
  user_id: string
  network: string
  address: string
  /** 'sandbox', or the id of the operator's extended public key the address was derived from. */
  key_id: ColumnType<string, string | undefined, never>
  /** The child index under the key (m/44'/coin'/account'/0/index); null for the sandbox's. */
  derivation_index: ColumnType<number | null, number | null | undefined, never>
  created_at: Date
}

export interface DepositKeyCountersTable {
  key_id: string
  next_index: number
}

/** A token transfer the chain watcher saw reach one of our addresses. */
export interface ChainTransfersTable {
  id: ColumnType<string, never, never>
  network: string
  tx_hash: string
  log_index: number
  block_number: BigIntColumn
  block_hash: string | null
  token_contract: string
  from_address: string
  to_address: string
  /** The token's base units (NUMERIC: a uint256 can exceed a bigint). */
  value: ColumnType<string, string, string>
  user_id: string | null
  deposit_id: string | null
  status: 'seen' | 'credited' | 'dropped' | 'flagged' | 'ignored'
  flag: 'OTHER_TOKEN' | 'UNKNOWN_ADDRESS' | 'HASH_CONFIRMED_BY_OPERATOR' | 'NO_CHANNEL' | null
  first_seen_at: Date
  updated_at: Date
}

export interface ChainCursorsTable {
  network: string
  final_block: BigIntColumn
  updated_at: Date
}

export interface DepositsTable {
  id: ColumnType<string, never, never>
  order_id: string
  user_id: string
  channel_id: number
  type: 'crypto' | 'bank' | 'card'
  network: string | null
  amount: BigIntColumn
  status: number
  address: string | null
  tx_hash: string | null
  /** The transfer's position in its transaction's logs; null for an operator's confirmation without one. */
  log_index: ColumnType<number | null, number | null | undefined, number | null>
  provider_ref: string | null
  card_last4: string | null
  created_at: Date
  completed_at: Date | null
  over_limit: ColumnType<boolean, boolean | undefined, boolean>
}

export interface BankAccountsTable {
  id: ColumnType<string, never, never>
  user_id: string
  account_type: 'crypto' | 'bank' | 'pix'
  country: string | null
  bank_code: string | null
  bank_name: string | null
  account_no: string
  account_name: string
  network: string | null
  cpf: string | null
  is_default: boolean
  created_at: Date
  deleted_at: Date | null
}

export interface WithdrawalsTable {
  id: ColumnType<string, never, never>
  order_id: string
  user_id: string
  channel_id: number
  bank_account_id: string
  amount: BigIntColumn
  service_fee: BigIntColumn
  network_fee: BigIntColumn
  net_amount: BigIntColumn
  status: number
  remark: string | null
  reviewed_by: string | null
  provider_ref: string | null
  created_at: Date
  reviewed_at: Date | null
}

export interface IdempotencyKeysTable {
  user_id: string
  key: string
  request_hash: string
  status_code: number | null
  response: ColumnType<unknown, string | null, string | null>
  created_at: Date
}

export interface CheckInsTable {
  user_id: string
  day: string
  streak: number
  reward: BigIntColumn
  created_at: Date
}

export interface OperatorActionsTable {
  id: ColumnType<string, never, never>
  operator_id: string
  action: string
  target: string
  reason: string | null
  details: ColumnType<unknown, string, never>
  created_at: Date
  /** null on rows written before roles were recorded. */
  operator_roles: ColumnType<string[] | null, string, never>
  client_address: ColumnType<string | null, string | null, never>
  before: ColumnType<unknown, string | null, never>
  after: ColumnType<unknown, string | null, never>
}

export interface BalanceAdjustmentsTable {
  id: ColumnType<string, never, never>
  user_id: string
  amount: BigIntColumn
  reason_code: string
  reason: string
  status: 'pending' | 'applied' | 'rejected'
  needs_approval: boolean
  maker_id: string
  checker_id: string | null
  review_reason: string | null
  applied_action_id: string | null
  created_at: Date
  reviewed_at: Date | null
}

export interface PlayerNotesTable {
  id: ColumnType<string, never, never>
  user_id: string
  operator_id: string
  body: string
  created_at: Date
}

export interface DrawSchedulesTable {
  game_id: number
  schedule: ColumnType<unknown, string, string>
  result_source: 'house' | 'official'
  enabled: boolean
}

export interface DrawsTable {
  id: ColumnType<string, never, never>
  game_id: number
  number: string
  status: number
  closes_at: Date
  draws_at: Date
  result_source: 'house' | 'official'
  seed: string
  commitment: string
  bets_digest: string | null
  client_value: string | null
  result: ColumnType<unknown, string | null | undefined, string | null>
  settled_at: Date | null
  created_at: Date
}

/** The two-person entry of an official result (see the draw_result_entries migration). */
export interface DrawResultEntriesTable {
  id: ColumnType<string, never, never>
  draw_id: string
  status: 'pending' | 'agreed' | 'disputed' | 'withdrawn'
  first_operator_id: string
  first_result: ColumnType<unknown, string, never>
  first_entered_at: ColumnType<Date, Date, never>
  second_operator_id: string | null
  second_result: ColumnType<unknown, string | null | undefined, string | null>
  second_entered_at: Date | null
}

export interface LotteryOddsTable {
  game_id: number
  top: string
  prop: string
  odds: number
  min: BigIntColumn
  max: BigIntColumn
  sort: number
}

export interface LotterySlipsTable {
  id: ColumnType<string, never, never>
  user_id: string
  draw_id: string
  total: BigIntColumn
  created_at: Date
}

export interface LotteryBetsTable {
  id: ColumnType<string, never, never>
  slip_id: string
  user_id: string
  draw_id: string
  game_id: number
  type: string
  prop: string
  amount: BigIntColumn
  combinations: number
  cost: BigIntColumn
  odds: number
  status: number
  outcome: string | null
  payout: ColumnType<string | null, bigint | string | null | undefined, bigint | string | null>
  created_at: Date
  settled_at: Date | null
  /** The settlement's reason codes (jsonb array), outcome first; [] while pending. */
  settle_reasons: ColumnType<unknown, string | undefined, string>
}

export interface WorkerLeasesTable {
  name: string
  holder: string
  expires_at: Date
}

export interface SportsMatchesTable {
  id: string
  sport: string
  league_name: string
  home_name: string
  away_name: string
  home_pic: string
  away_pic: string
  starts_at: Date
  status: number
  model: ColumnType<unknown, string, string>
  lines: ColumnType<unknown, string, string>
  price_round: ColumnType<number, number | undefined, number>
  home_score: number | null
  away_score: number | null
  half_home_score: number | null
  half_away_score: number | null
  finished_at: Date | null
  created_at: Date
  /** Who won a finished cricket match ('home' or 'away'; a tie goes to a super over); null otherwise. */
  winner: ColumnType<string | null, string | null | undefined, string | null>
}

export interface SportsOddsTable {
  match_id: string
  kind: string
  name: string
  line: number | null
  odds: number
  previous_odds: number | null
  sort: number
  updated_at: Date
}

export interface SportsBetsTable {
  id: ColumnType<string, never, never>
  user_id: string
  sport: string
  folds: ColumnType<number[], string, string>
  unit_stake: BigIntColumn
  multiple: number
  combinations: BigIntColumn
  total_stake: BigIntColumn
  estimated_min: BigIntColumn
  estimated_max: BigIntColumn
  status: number
  gross_payout: ColumnType<string | null, bigint | string | null | undefined, bigint | string | null>
  tax: ColumnType<string | null, bigint | string | null | undefined, bigint | string | null>
  payout: ColumnType<string | null, bigint | string | null | undefined, bigint | string | null>
  created_at: Date
  settled_at: Date | null
  /** The settlement's reason codes (jsonb array), outcome first; [] while pending. */
  settle_reasons: ColumnType<unknown, string | undefined, string>
}

export interface SportsBetLegsTable {
  bet_id: string
  position: number
  match_id: string
  kind: string
  name: string
  line: number | null
  odds: number
  result: string | null
}

/** What a void or a corrected result did to one bet it settled again (see its migration). */
export interface SportsBetResettlementsTable {
  id: ColumnType<string, never, never>
  action_id: ColumnType<string, number | string, never>
  bet_id: ColumnType<string, string, never>
  match_id: ColumnType<string, string, never>
  user_id: ColumnType<string, string, never>
  old_status: ColumnType<number, number, never>
  new_status: ColumnType<number, number, never>
  old_payout: ColumnType<string | null, bigint | null, never>
  new_payout: ColumnType<string | null, bigint | null, never>
  difference: ColumnType<string, bigint, never>
  taken: ColumnType<string, bigint, never>
  receivable: ColumnType<string, bigint, never>
  created_at: ColumnType<Date, Date, never>
}

export interface CricketBetsTable {
  id: ColumnType<string, never, never>
  slip_id: ColumnType<string, bigint | string, never>
  user_id: string
  match_id: string
  selection_id: string
  category: string
  label: string
  line: number | null
  odds: number
  amount: BigIntColumn
  status: number
  outcome: string | null
  payout: ColumnType<string | null, bigint | string | null | undefined, bigint | string | null>
  created_at: Date
  settled_at: Date | null
  /** The settlement's reason codes (jsonb array), outcome first; [] while pending. */
  settle_reasons: ColumnType<unknown, string | undefined, string>
}

/** An announcement, help article, FAQ entry or legal page; brand null shows on every brand. */
export interface ContentEntriesTable {
  id: Generated<number>
  kind: 'announcement' | 'help' | 'faq' | 'legal'
  key: string
  brand: string | null
  category: string | null
  title: LocalizedColumn
  body: LocalizedColumn
  sort: Generated<number>
  publish_at: Date
  expires_at: Date | null
  created_at: Date
  updated_at: Date
}

export interface PromotionsTable {
  id: Generated<number>
  key: string
  brand: string | null
  image_url: string
  title: LocalizedColumn
  body: LocalizedColumn
  terms: LocalizedColumn
  starts_at: Date
  ends_at: Date | null
  sort: Generated<number>
  publish_at: Date
  expires_at: Date | null
  created_at: Date
  updated_at: Date
}

/** A private message to one player, or to every player when user_id is null. */
export interface PlayerMessagesTable {
  id: ColumnType<string, never, never>
  user_id: string | null
  brand: string | null
  title: LocalizedColumn
  body: LocalizedColumn
  publish_at: Date
  expires_at: Date | null
  created_by: string | null
  created_at: Date
  updated_at: Date
  /** A segment's definition (e.g. {"kind":"vip","min_level":3}); null for one player or everyone. */
  segment: ColumnType<Record<string, unknown> | null, string | null, string | null>
  /** How many players a segment reached when it was sent. */
  recipients: number | null
  /** When the message went out; null while it waits for its publish_at. */
  delivered_at: Date | null
}

/** The players a segment message went to. */
export interface PlayerMessageRecipientsTable {
  message_id: string
  user_id: string
}

export interface PlayerMessageReadsTable {
  message_id: string
  user_id: string
  read_at: Date
}

export interface SupportChannelsTable {
  id: Generated<number>
  kind: string
  brand: string | null
  name: LocalizedColumn
  url: string
  hours: LocalizedColumn
  sort: Generated<number>
}

export interface OperatorRolesTable {
  user_id: string
  role: string
}

export interface OperatorTotpTable {
  user_id: string
  /** Base32; never logged nor sent again after enrolment. */
  secret: string
  created_at: Date
  /** Null while the operator is still setting the authenticator up. */
  enrolled_at: Date | null
}

export interface ChatConversationsTable {
  id: ColumnType<string, never, never>
  user_id: string | null
  guest_id: string | null
  language: string
  status: 'open' | 'resolved'
  assigned_operator_id: string | null
  last_seq: Generated<number>
  player_read_seq: Generated<number>
  agent_read_seq: Generated<number>
  last_player_seq: Generated<number>
  last_message: Generated<string>
  contact_email: string | null
  rating: number | null
  rating_comment: string | null
  created_at: Date
  updated_at: Date
}

export interface ChatMessagesTable {
  id: ColumnType<string, never, never>
  conversation_id: string
  seq: number
  sender: 'player' | 'agent' | 'system'
  operator_id: string | null
  system: string | null
  body: string
  image_id: string | null
  client_msg_id: string | null
  created_at: Date
}

export interface ChatImagesTable {
  id: string
  conversation_id: string
  content_type: string
  bytes: Buffer
  created_at: Date
}

export interface SupportAgentsTable {
  operator_id: string
  available: Generated<boolean>
  max_open_chats: Generated<number>
  last_seen_at: Date
  last_assigned_at: Date | null
}

export interface ChatRoomsTable {
  room: string
  slow_mode_seconds: Generated<number>
}

export interface ChatRoomMessagesTable {
  id: ColumnType<string, never, never>
  room: string
  user_id: string
  body: string
  client_msg_id: string
  created_at: Date
  deleted_at: Date | null
  deleted_by: string | null
}

export interface ChatSanctionsTable {
  user_id: string
  muted_until: Date | null
  banned: Generated<boolean>
  updated_at: Date
}

export interface PlayerProtectionsTable {
  user_id: string
  block_kind: 'time_out' | 'self_exclusion' | null
  blocked_at: Date | null
  blocked_until: Date | null
  created_at: Date
  updated_at: Date
}

export interface PlayerLimitsTable {
  user_id: string
  kind: 'deposit' | 'loss' | 'wager'
  period: 'day' | 'week' | 'month'
  amount: BigIntColumn | null
  pending_amount: BigIntColumn | null
  pending_effective_at: Date | null
  updated_at: Date
}

export interface RealityChecksTable {
  user_id: string
  interval_minutes: number | null
  updated_at: Date
}

export interface ProtectionEventsTable {
  id: ColumnType<string, never, never>
  user_id: string
  operator_id: string | null
  action: string
  details: ColumnType<unknown, string, string>
  created_at: Date
}

export interface Database {
  games: GamesTable
  game_limits: GameLimitsTable
  provider_games: ProviderGamesTable
  provider_transactions: ProviderTransactionsTable
  game_sessions: GameSessionsTable
  provider_transfers: ProviderTransfersTable
  currencies: CurrenciesTable
  notices: NoticesTable
  slides: SlidesTable
  ads: AdsTable
  footer_texts: FooterTextsTable
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
  payment_channels: PaymentChannelsTable
  wallet_settings: WalletSettingsTable
  banks: BanksTable
  deposit_addresses: DepositAddressesTable
  deposit_key_counters: DepositKeyCountersTable
  chain_transfers: ChainTransfersTable
  chain_cursors: ChainCursorsTable
  deposits: DepositsTable
  bank_accounts: BankAccountsTable
  withdrawals: WithdrawalsTable
  idempotency_keys: IdempotencyKeysTable
  check_ins: CheckInsTable
  operator_actions: OperatorActionsTable
  balance_adjustments: BalanceAdjustmentsTable
  player_notes: PlayerNotesTable
  player_protections: PlayerProtectionsTable
  player_limits: PlayerLimitsTable
  reality_checks: RealityChecksTable
  protection_events: ProtectionEventsTable
  draw_schedules: DrawSchedulesTable
  draws: DrawsTable
  draw_result_entries: DrawResultEntriesTable
  lottery_odds: LotteryOddsTable
  lottery_slips: LotterySlipsTable
  lottery_bets: LotteryBetsTable
  worker_leases: WorkerLeasesTable
  sports_matches: SportsMatchesTable
  sports_odds: SportsOddsTable
  sports_bet_resettlements: SportsBetResettlementsTable
  sports_bets: SportsBetsTable
  sports_bet_legs: SportsBetLegsTable
  cricket_bets: CricketBetsTable
  content_entries: ContentEntriesTable
  promotions: PromotionsTable
  player_messages: PlayerMessagesTable
  player_message_reads: PlayerMessageReadsTable
  player_message_recipients: PlayerMessageRecipientsTable
  support_channels: SupportChannelsTable
  operator_roles: OperatorRolesTable
  operator_totp: OperatorTotpTable
  chat_conversations: ChatConversationsTable
  chat_messages: ChatMessagesTable
  chat_images: ChatImagesTable
  support_agents: SupportAgentsTable
  chat_rooms: ChatRoomsTable
  chat_room_messages: ChatRoomMessagesTable
  chat_sanctions: ChatSanctionsTable
}
