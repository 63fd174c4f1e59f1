import { type Kysely, sql } from 'kysely'

export async function up(db: Kysely<unknown>): Promise<void> {
  // recharge: total deposits (micro-USDT) that reach the level.
  await db.schema
    .createTable('vip_levels')
    .addColumn('level', 'integer', (column) => column.primaryKey())
    .addColumn('name', 'text', (column) => column.notNull().unique())
    .addColumn('img', 'text', (column) => column.notNull())
    .addColumn('recharge', 'bigint', (column) => column.notNull().check(sql`recharge >= 0`))
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('vip_levels').execute()
}
