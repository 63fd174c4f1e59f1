// The placement bench's baseline: the least a bet placement must do, on the same PostgreSQL, pool
// size, Node and Fastify as the server. Each POST debits the caller's wallet with a conditional
// UPDATE and writes the bet with one INSERT, in one transaction and one commit.
import Fastify from 'fastify'
import pg from 'pg'

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: Number(process.env.POOL_SIZE) })
await pool.query(`
  create table if not exists baseline_wallets (id int primary key, balance bigint not null check (balance >= 0));
  create table if not exists baseline_bets (
    id bigserial primary key, wallet_id int not null, stake bigint not null, created_at timestamptz not null
  )`)

const app = Fastify({ logger: false })
app.post('/bet', async (request, reply) => {
  const walletId = Number(request.headers.authorization)
  const { stake } = request.body
  const client = await pool.connect()
  try {
    await client.query('begin')
    const debited = await client.query(
      'update baseline_wallets set balance = balance - $2 where id = $1 and balance >= $2 returning balance',
      [walletId, stake],
    )
    if (debited.rowCount === 0) {
      await client.query('rollback')
      return reply.code(422).send({ msg: 'INSUFFICIENT_BALANCE' })
    }
    const bet = await client.query(
      'insert into baseline_bets (wallet_id, stake, created_at) values ($1, $2, now()) returning id',
      [walletId, stake],
    )
    await client.query('commit')
    return { id: bet.rows[0].id, balance: debited.rows[0].balance }
  } catch (error) {
    await client.query('rollback').catch(() => {})
    throw error
  } finally {
    client.release()
  }
})
app.get('/', async () => ({ ready: true }))
app.post('/wallets', async (request) => {
  const { count, balance } = request.body
  await pool.query(
    `insert into baseline_wallets (id, balance) select id, $2 from generate_series(1, $1) as id
     on conflict (id) do update set balance = excluded.balance`,
    [count, balance],
  )
  return { count }
})
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) })
console.log('listening')
