import { type Kysely, sql } from 'kysely'

export async function up(db: Kysely<unknown>): Promise<void> {
  // The marquee, the carousel and the banners become operator-edited rows with a publication
  // window: shown from publish_at until expires_at (null: until changed). Rows already there keep
  // showing: they count as published when they were made, or now.
  await db.schema
    .alterTable('notices')
    .addColumn('publish_at', 'timestamptz')
    .addColumn('expires_at', 'timestamptz')
    .addColumn('updated_at', 'timestamptz')
    .execute()
  await sql`update notices set publish_at = created_at, updated_at = created_at`.execute(db)
  for (const table of ['slides', 'ads']) {
    await db.schema
      .alterTable(table)
      .addColumn('publish_at', 'timestamptz')
      .addColumn('expires_at', 'timestamptz')
      .addColumn('created_at', 'timestamptz')
      .addColumn('updated_at', 'timestamptz')
      .execute()
    await sql`update ${sql.table(table)} set publish_at = now(), created_at = now(), updated_at = now()`.execute(
      db,
    )
    await sql`alter table ${sql.table(table)} alter column created_at set not null, alter column created_at set default now()`.execute(
      db,
    )
  }
  // A row written without a window (a script, a seed) is shown from the moment it is written.
  for (const table of ['notices', 'slides', 'ads']) {
    await sql`alter table ${sql.table(table)}
      alter column publish_at set not null,
      alter column publish_at set default now(),
      alter column updated_at set not null,
      alter column updated_at set default now(),
      add constraint ${sql.id(`${table}_window`)} check (expires_at is null or expires_at > publish_at)`.execute(
      db,
    )
  }

  // A brand's footer text (its legal and licensing line) becomes a list of versions: the brand
  // shows the latest one whose publish_at has come, so a new text can be scheduled ahead.
  await db.schema
    .createTable('footer_texts')
    .addColumn('id', 'serial', (column) => column.primaryKey())
    .addColumn('brand', 'text', (column) => column.notNull())
    .addColumn('footer', 'jsonb', (column) => column.notNull())
    .addColumn('publish_at', 'timestamptz', (column) => column.notNull())
    .addColumn('created_at', 'timestamptz', (column) => column.notNull())
    .addColumn('updated_at', 'timestamptz', (column) => column.notNull())
    .addUniqueConstraint('footer_texts_brand_publish_at', ['brand', 'publish_at'])
    .execute()
  await sql`insert into footer_texts (brand, footer, publish_at, created_at, updated_at)
    select brand, footer, now(), now(), now() from brand_footers`.execute(db)
  await db.schema.dropTable('brand_footers').execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('brand_footers')
    .addColumn('brand', 'text', (column) => column.primaryKey())
    .addColumn('footer', 'jsonb', (column) => column.notNull())
    .execute()
  await sql`insert into brand_footers (brand, footer)
    select distinct on (brand) brand, footer from footer_texts
    where publish_at <= now() order by brand, publish_at desc`.execute(db)
  await db.schema.dropTable('footer_texts').execute()
  for (const table of ['notices', 'slides', 'ads']) {
    await sql`alter table ${sql.table(table)} drop constraint ${sql.id(`${table}_window`)}`.execute(db)
  }
  await db.schema
    .alterTable('notices')
    .dropColumn('publish_at')
    .dropColumn('expires_at')
    .dropColumn('updated_at')
    .execute()
  for (const table of ['slides', 'ads']) {
    await db.schema
      .alterTable(table)
      .dropColumn('publish_at')
      .dropColumn('expires_at')
      .dropColumn('created_at')
      .dropColumn('updated_at')
      .execute()
  }
}
