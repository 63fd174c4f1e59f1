import { type Kysely, sql } from 'kysely'

export async function up(db: Kysely<unknown>): Promise<void> {
  // What each back-office operator may do; admin may do everything.
  await db.schema
    .createTable('operator_roles')
    .addColumn('user_id', 'bigint', (column) => column.notNull().references('users.id'))
    .addColumn('role', 'text', (column) =>
      column.notNull().check(sql`role in ('support', 'finance', 'trading', 'content', 'admin')`),
    )
    .addPrimaryKeyConstraint('operator_roles_pk', ['user_id', 'role'])
    .execute()
  // Operators who held the only operator role so far keep doing everything.
  await sql`insert into operator_roles (user_id, role) select id, 'admin' from users where role = 1`.execute(
    db,
  )

  // One support conversation per player, or per guest until the guest signs in and it moves to
  // the account. `last_seq` numbers its messages 1, 2, 3 … without gaps, so a client that saw up
  // to n asks for what came after n and misses nothing.
  await db.schema
    .createTable('chat_conversations')
    .addColumn('id', 'bigserial', (column) => column.primaryKey())
    .addColumn('user_id', 'bigint', (column) => column.unique().references('users.id'))
    .addColumn('guest_id', 'text', (column) => column.unique())
    .addColumn('language', 'text', (column) => column.notNull())
    .addColumn('status', 'text', (column) => column.notNull().check(sql`status in ('open', 'resolved')`))
    .addColumn('assigned_operator_id', 'bigint', (column) => column.references('users.id'))
    .addColumn('last_seq', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('player_read_seq', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('agent_read_seq', 'integer', (column) => column.notNull().defaultTo(0))
    // The last seq written by the player, so the desk counts what the agents have not read.
    .addColumn('last_player_seq', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('last_message', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('contact_email', 'text')
    .addColumn('rating', 'smallint', (column) => column.check(sql`rating between 1 and 5`))
    .addColumn('rating_comment', 'text')
    .addColumn('created_at', 'timestamptz', (column) => column.notNull())
    .addColumn('updated_at', 'timestamptz', (column) => column.notNull())
    .addCheckConstraint('chat_conversations_owner', sql`(user_id is null) <> (guest_id is null)`)
    .execute()
  await db.schema
    .createIndex('chat_conversations_by_status')
    .on('chat_conversations')
    .columns(['status', 'updated_at'])
    .execute()
  await db.schema
    .createIndex('chat_conversations_by_agent')
    .on('chat_conversations')
    .columns(['assigned_operator_id', 'status'])
    .execute()

  await db.schema
    .createTable('chat_messages')
    .addColumn('id', 'bigserial', (column) => column.primaryKey())
    .addColumn('conversation_id', 'bigint', (column) =>
      column.notNull().references('chat_conversations.id').onDelete('cascade'),
    )
    .addColumn('seq', 'integer', (column) => column.notNull())
    .addColumn('sender', 'text', (column) =>
      column.notNull().check(sql`sender in ('player', 'agent', 'system')`),
    )
    .addColumn('operator_id', 'bigint', (column) => column.references('users.id'))
    .addColumn('system', 'text')
    .addColumn('body', 'text', (column) => column.notNull())
    .addColumn('image_id', 'text')
    .addColumn('client_msg_id', 'text')
    .addColumn('created_at', 'timestamptz', (column) => column.notNull())
    .addUniqueConstraint('chat_messages_seq', ['conversation_id', 'seq'])
    .addUniqueConstraint('chat_messages_client_id', ['conversation_id', 'client_msg_id'])
    .execute()

  // Images a conversation's player sent, checked by their first bytes and kept in the database,
  // so no upload ever becomes a file the web server might run or serve as something else.
  await db.schema
    .createTable('chat_images')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('conversation_id', 'bigint', (column) =>
      column.notNull().references('chat_conversations.id').onDelete('cascade'),
    )
    .addColumn('content_type', 'text', (column) => column.notNull())
    .addColumn('bytes', 'bytea', (column) => column.notNull())
    .addColumn('created_at', 'timestamptz', (column) => column.notNull())
    .execute()

  // Operators answering support: whether they take chats now, and how many at once.
  await db.schema
    .createTable('support_agents')
    .addColumn('operator_id', 'bigint', (column) => column.primaryKey().references('users.id'))
    .addColumn('available', 'boolean', (column) => column.notNull().defaultTo(false))
    .addColumn('max_open_chats', 'integer', (column) => column.notNull().defaultTo(5))
    .addColumn('last_seen_at', 'timestamptz', (column) => column.notNull())
    .addColumn('last_assigned_at', 'timestamptz')
    .execute()

  // The public web chat: one room per language.
  await db.schema
    .createTable('chat_rooms')
    .addColumn('room', 'text', (column) => column.primaryKey())
    .addColumn('slow_mode_seconds', 'integer', (column) =>
      column.notNull().defaultTo(0).check(sql`slow_mode_seconds between 0 and 120`),
    )
    .execute()
  await db.schema
    .createTable('chat_room_messages')
    .addColumn('id', 'bigserial', (column) => column.primaryKey())
    .addColumn('room', 'text', (column) => column.notNull())
    .addColumn('user_id', 'bigint', (column) => column.notNull().references('users.id'))
    .addColumn('body', 'text', (column) => column.notNull())
    .addColumn('client_msg_id', 'text', (column) => column.notNull())
    .addColumn('created_at', 'timestamptz', (column) => column.notNull())
    .addColumn('deleted_at', 'timestamptz')
    .addColumn('deleted_by', 'bigint', (column) => column.references('users.id'))
    .addUniqueConstraint('chat_room_messages_client_id', ['user_id', 'client_msg_id'])
    .execute()
  await db.schema
    .createIndex('chat_room_messages_by_room')
    .on('chat_room_messages')
    .columns(['room', 'id'])
    .execute()
  await db.schema
    .createIndex('chat_room_messages_by_user')
    .on('chat_room_messages')
    .columns(['user_id', 'created_at'])
    .execute()
  // A player's standing in the public chat: muted until a time, or banned.
  await db.schema
    .createTable('chat_sanctions')
    .addColumn('user_id', 'bigint', (column) => column.primaryKey().references('users.id'))
    .addColumn('muted_until', 'timestamptz')
    .addColumn('banned', 'boolean', (column) => column.notNull().defaultTo(false))
    .addColumn('updated_at', 'timestamptz', (column) => column.notNull())
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'chat_sanctions',
    'chat_room_messages',
    'chat_rooms',
    'support_agents',
    'chat_images',
    'chat_messages',
    'chat_conversations',
    'operator_roles',
  ]) {
    await db.schema.dropTable(table).execute()
  }
}
