import { type Kysely, sql } from 'kysely'

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('currencies')
    .addColumn('id', 'serial', (column) => column.primaryKey())
    .addColumn('currency', 'text', (column) => column.notNull().unique())
    .addColumn('exchange', sql`numeric(24, 8)`, (column) => column.notNull().check(sql`exchange > 0`))
    .addColumn('sport_bet_min', 'bigint', (column) => column.notNull().check(sql`sport_bet_min > 0`))
    .addColumn('lotter_bet_min', 'bigint', (column) => column.notNull().check(sql`lotter_bet_min > 0`))
    .addColumn('status', 'smallint', (column) => column.notNull())
    .addColumn('flag', 'text', (column) => column.notNull())
    .addColumn('img', 'text', (column) => column.notNull())
    .addColumn('sort', 'integer', (column) => column.notNull())
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('currencies').execute()
}
