import { type Kysely, sql } from 'kysely'

export async function up(db: Kysely<unknown>): Promise<void> {
  // brand null means the row shows on every brand.
  await db.schema
    .createTable('notices')
    .addColumn('id', 'serial', (column) => column.primaryKey())
    .addColumn('brand', 'text')
    .addColumn('content', 'jsonb', (column) => column.notNull())
    .addColumn('sort', 'integer', (column) => column.notNull())
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .execute()

  await db.schema
    .createTable('slides')
    .addColumn('id', 'serial', (column) => column.primaryKey())
    .addColumn('brand', 'text')
    .addColumn('pic', 'text', (column) => column.notNull())
    .addColumn('name', 'jsonb', (column) => column.notNull())
    .addColumn('url', 'text', (column) => column.notNull())
    .addColumn('sort', 'integer', (column) => column.notNull())
    .execute()

  await db.schema
    .createTable('ads')
    .addColumn('id', 'serial', (column) => column.primaryKey())
    .addColumn('brand', 'text')
    .addColumn('kind', 'smallint', (column) => column.notNull().check(sql`kind in (0, 1)`))
    .addColumn('url', 'text', (column) => column.notNull())
    .addColumn('src', 'text', (column) => column.notNull())
    .addColumn('alt', 'jsonb', (column) => column.notNull())
    .addColumn('sort', 'integer', (column) => column.notNull())
    .execute()

  await db.schema
    .createTable('brand_footers')
    .addColumn('brand', 'text', (column) => column.primaryKey())
    .addColumn('footer', 'jsonb', (column) => column.notNull())
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('brand_footers').execute()
  await db.schema.dropTable('ads').execute()
  await db.schema.dropTable('slides').execute()
  await db.schema.dropTable('notices').execute()
}
