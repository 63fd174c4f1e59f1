import { type Kysely, sql } from 'kysely'

export async function up(db: Kysely<unknown>): Promise<void> {
  // A private message can go to a segment of players (segment: its definition, e.g.
  // {"kind":"vip","min_level":3}); user_id stays for one player, and both null still mean every
  // player. A segment is resolved once, when the message is sent, into recipient rows.
  // delivered_at: when the message went out (a scheduled one waits with null until its
  // publish_at); recipients: how many players a segment reached.
  await db.schema
    .alterTable('player_messages')
    .addColumn('segment', 'jsonb')
    .addColumn('recipients', 'integer')
    .addColumn('delivered_at', 'timestamptz')
    .execute()
  await sql`update player_messages set delivered_at = publish_at where publish_at <= now()`.execute(db)
  // The sender looks for messages whose send time has come and that have not gone out yet.
  await sql`create index player_messages_undelivered on player_messages (publish_at)
    where delivered_at is null`.execute(db)

  await db.schema
    .createTable('player_message_recipients')
    .addColumn('message_id', 'bigint', (column) => column.notNull().references('player_messages.id'))
    .addColumn('user_id', 'bigint', (column) => column.notNull().references('users.id'))
    .addPrimaryKeyConstraint('player_message_recipients_pk', ['user_id', 'message_id'])
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('player_message_recipients').execute()
  await sql`drop index player_messages_undelivered`.execute(db)
  await db.schema
    .alterTable('player_messages')
    .dropColumn('delivered_at')
    .dropColumn('recipients')
    .dropColumn('segment')
    .execute()
}
