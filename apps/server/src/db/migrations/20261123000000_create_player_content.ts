import { type Kysely, sql } from 'kysely'

export async function up(db: Kysely<unknown>): Promise<void> {
  // Texts players read: announcements, help articles, FAQ entries and legal pages. Every text is a
  // jsonb map from language code to text (English required, the others fall back to it field by
  // field). brand null means every brand; a brand's own row with the same kind and key takes its
  // place. A row shows from publish_at until expires_at (null: never expires).
  await db.schema
    .createTable('content_entries')
    .addColumn('id', 'serial', (column) => column.primaryKey())
    .addColumn('kind', 'text', (column) =>
      column.notNull().check(sql`kind in ('announcement', 'help', 'faq', 'legal')`),
    )
    .addColumn('key', 'text', (column) => column.notNull())
    .addColumn('brand', 'text')
    .addColumn('category', 'text')
    .addColumn('title', 'jsonb', (column) => column.notNull())
    .addColumn('body', 'jsonb', (column) => column.notNull())
    .addColumn('sort', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('publish_at', 'timestamptz', (column) => column.notNull())
    .addColumn('expires_at', 'timestamptz', (column) =>
      column.check(sql`expires_at is null or expires_at > publish_at`),
    )
    .addColumn('created_at', 'timestamptz', (column) => column.notNull())
    .addColumn('updated_at', 'timestamptz', (column) => column.notNull())
    .execute()
  // One row per kind, key and brand; coalesce so that two all-brands rows also collide.
  await sql`create unique index content_entries_key on content_entries (kind, key, coalesce(brand, ''))`.execute(
    db,
  )
  await db.schema
    .createIndex('content_entries_listing')
    .on('content_entries')
    .columns(['kind', 'publish_at'])
    .execute()

  // Promotions: the picture the home page shows, the offer, its period and its terms.
  await db.schema
    .createTable('promotions')
    .addColumn('id', 'serial', (column) => column.primaryKey())
    .addColumn('key', 'text', (column) => column.notNull())
    .addColumn('brand', 'text')
    .addColumn('image_url', 'text', (column) => column.notNull())
    .addColumn('title', 'jsonb', (column) => column.notNull())
    .addColumn('body', 'jsonb', (column) => column.notNull())
    .addColumn('terms', 'jsonb', (column) => column.notNull())
    .addColumn('starts_at', 'timestamptz', (column) => column.notNull())
    .addColumn('ends_at', 'timestamptz', (column) =>
      column.check(sql`ends_at is null or ends_at > starts_at`),
    )
    .addColumn('sort', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('publish_at', 'timestamptz', (column) => column.notNull())
    .addColumn('expires_at', 'timestamptz', (column) =>
      column.check(sql`expires_at is null or expires_at > publish_at`),
    )
    .addColumn('created_at', 'timestamptz', (column) => column.notNull())
    .addColumn('updated_at', 'timestamptz', (column) => column.notNull())
    .execute()
  await sql`create unique index promotions_key on promotions (key, coalesce(brand, ''))`.execute(db)

  // Private messages: to one player (user_id), or to every player (user_id null). A player's
  // read state is a row of its own, so a broadcast is read or unread per player.
  await db.schema
    .createTable('player_messages')
    .addColumn('id', 'bigserial', (column) => column.primaryKey())
    .addColumn('user_id', 'bigint', (column) => column.references('users.id'))
    .addColumn('brand', 'text')
    .addColumn('title', 'jsonb', (column) => column.notNull())
    .addColumn('body', 'jsonb', (column) => column.notNull())
    .addColumn('publish_at', 'timestamptz', (column) => column.notNull())
    .addColumn('expires_at', 'timestamptz', (column) =>
      column.check(sql`expires_at is null or expires_at > publish_at`),
    )
    .addColumn('created_by', 'bigint', (column) => column.references('users.id'))
    .addColumn('created_at', 'timestamptz', (column) => column.notNull())
    .addColumn('updated_at', 'timestamptz', (column) => column.notNull())
    .execute()
  await db.schema
    .createIndex('player_messages_inbox')
    .on('player_messages')
    .columns(['user_id', 'publish_at'])
    .execute()
  await db.schema
    .createTable('player_message_reads')
    .addColumn('message_id', 'bigint', (column) => column.notNull().references('player_messages.id'))
    .addColumn('user_id', 'bigint', (column) => column.notNull().references('users.id'))
    .addColumn('read_at', 'timestamptz', (column) => column.notNull())
    .addPrimaryKeyConstraint('player_message_reads_pk', ['user_id', 'message_id'])
    .execute()

  // Where players reach support: live chat, messaging channels, email; per brand like the texts.
  await db.schema
    .createTable('support_channels')
    .addColumn('id', 'serial', (column) => column.primaryKey())
    .addColumn('kind', 'text', (column) => column.notNull())
    .addColumn('brand', 'text')
    .addColumn('name', 'jsonb', (column) => column.notNull())
    .addColumn('url', 'text', (column) => column.notNull())
    .addColumn('hours', 'jsonb', (column) => column.notNull())
    .addColumn('sort', 'integer', (column) => column.notNull().defaultTo(0))
    .execute()
  await sql`create unique index support_channels_kind on support_channels (kind, coalesce(brand, ''))`.execute(
    db,
  )
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'support_channels',
    'player_message_reads',
    'player_messages',
    'promotions',
    'content_entries',
  ]) {
    await db.schema.dropTable(table).execute()
  }
}
