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

export interface Database {
  games: GamesTable
  game_limits: GameLimitsTable
  currencies: CurrenciesTable
  notices: NoticesTable
  slides: SlidesTable
  ads: AdsTable
  brand_footers: BrandFootersTable
}
