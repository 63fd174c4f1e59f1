import { type Kysely, sql } from 'kysely'

const BET_TABLES = ['sports_bets', 'lottery_bets', 'cricket_bets'] as const

export async function up(db: Kysely<unknown>): Promise<void> {
  // Why each settled bet ended as it did: the settlement's reason codes, outcome first, e.g.
  // ["WON", "BONUS_CAPPED"]. Empty while pending, and for bets settled before the codes existed.
  for (const table of BET_TABLES) {
    await db.schema
      .alterTable(table)
      .addColumn('settle_reasons', 'jsonb', (column) => column.notNull().defaultTo(sql`'[]'::jsonb`))
      .execute()
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of BET_TABLES) await db.schema.alterTable(table).dropColumn('settle_reasons').execute()
}
