import type { CryptoNetwork } from '@app/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTronGridWatcher } from '../../adapters/chain/tron/trongrid-watcher'
import type { DatabaseHandle } from '../../db/database'
import { FAKE_OTHER_TOKEN, type FakeChainNode, startFakeChainNode } from '../../test/fake-chain-node'
import { startTestApp, type TestApp } from '../../test/test-app'
import { createTestDatabase } from '../../test/test-database'
import { balanceOf, caller, fundedPlayer, operatorToken } from '../../test/wallet-helpers'
import { verifyLedger } from '../ledger/ledger.service'
import { runChainWatchPass } from './chain-deposits.service'

/** Blocks a transfer needs here, its own included, before it is credited. */
const CONFIRMATIONS = 3
const CHANNEL: Record<CryptoNetwork, number> = { TRC20: 1, ERC20: 2, BEP20: 3 }

let node: FakeChainNode
let database: DatabaseHandle
let test: TestApp
let operator: string

/** The real server with the chain watched, reading the fake node; a restart keeps the database. */
const startServer = () =>
  startTestApp(
    {
      CHAIN_WATCH: 'on',
      CHAIN_TRC20_API_URL: node.tronUrl,
      CHAIN_ERC20_RPC_URL: node.rpcUrl('ERC20'),
      CHAIN_BEP20_RPC_URL: node.rpcUrl('BEP20'),
      CHAIN_TRC20_CONFIRMATIONS: String(CONFIRMATIONS),
      CHAIN_ERC20_CONFIRMATIONS: String(CONFIRMATIONS),
      CHAIN_BEP20_CONFIRMATIONS: String(CONFIRMATIONS),
    },
    { database },
  )

beforeAll(async () => {
  node = await startFakeChainNode()
  database = await createTestDatabase()
  test = await startServer()
  operator = await operatorToken(test)
  // Each network's first pass starts its cursor at the node's head.
  for (const network of ['TRC20', 'ERC20', 'BEP20'] as const) await watch(network)
})

afterAll(async () => {
  expect(await verifyLedger(database.db)).toEqual([])
  await test.close()
  await database.close()
  await node.close()
})

/** One pass of a network's chain watcher, as its leased worker runs it. */
async function watch(network: CryptoNetwork) {
  const worker = test.app.chainWorkers[network]
  if (!worker) throw new Error(`no ${network} watcher`)
  await worker.tick()
}

/** A new player and their deposit order on a network; the answer carries their address. */
async function playerWithOrder(network: CryptoNetwork, amount = '150') {
  const player = await fundedPlayer(test, '0', operator)
  const order = (await player.call('POST', '/recharge', { channel_id: CHANNEL[network], amount })).json().data
  return { ...player, order: order as { order_id: string; address: string; status: number } }
}

async function depositsOf(call: ReturnType<typeof caller>) {
  return (await call('GET', '/recharge?limit=50')).json().data.list as {
    order_id: string
    amount: string
    status: number
    address: string
    tx_hash: string | null
  }[]
}

const USDT = (units: number, decimals = 6) => BigInt(Math.round(units * 1e6)) * 10n ** BigInt(decimals - 6)

describe('deposit addresses', () => {
  it('come from the operator’s key, one index per player, never given out twice', async () => {
    const first = await playerWithOrder('TRC20')
    const second = await playerWithOrder('TRC20')
    // The demo TRON key's first addresses (see deposit-key.test.ts for the published vectors).
    expect(first.order.address).toBe('TUEZSdKsoDHQMeZwihtdoBiN46zxhGWYdH')
    expect(second.order.address).toBe('TSeJkUh4Qv67VNFwY8LaAxERygNdy6NQZK')
    const again = (await first.call('POST', '/recharge', { channel_id: 1, amount: '200' })).json().data
    expect(again.address).toBe(first.order.address)
    // Ethereum and BNB Smart Chain share the demo key, and so its indexes: one player's two
    // addresses differ, and nobody else gets either.
    const erc20 = (await first.call('POST', '/recharge', { channel_id: 2, amount: '150' })).json().data
    const bep20 = (await first.call('POST', '/recharge', { channel_id: 3, amount: '150' })).json().data
    expect(erc20.address).toBe('0x9858EfFD232B4033E47d90003D41EC34EcaEda94')
    expect(bep20.address).toBe('0x6Fac4D18c912343BF86fa7049364Dd4E424Ab9C0')
    const rows = await database.db
      .selectFrom('deposit_addresses')
      .select(['network', 'derivation_index', 'address'])
      .where('key_id', '<>', 'sandbox')
      .orderBy('network')
      .orderBy('derivation_index')
      .execute()
    expect(rows).toEqual([
      { network: 'BEP20', derivation_index: 1, address: bep20.address },
      { network: 'ERC20', derivation_index: 0, address: erc20.address },
      { network: 'TRC20', derivation_index: 0, address: first.order.address },
      { network: 'TRC20', derivation_index: 1, address: second.order.address },
    ])
  })
})

describe('the chain watcher', () => {
  it('shows a transfer as pending at once and credits it once, after its confirmations, however often it is seen', async () => {
    const { call, order } = await playerWithOrder('TRC20')
    const transfer = node.send({ network: 'TRC20', to: order.address, value: USDT(150) })
    await watch('TRC20')
    await watch('TRC20')
    // The player's order of that amount is the one the transfer pays.
    expect((await depositsOf(call))[0]).toMatchObject({
      order_id: order.order_id,
      status: 0,
      tx_hash: transfer.txHash,
    })
    expect(await balanceOf(call)).toMatchObject({ score: '0' })

    node.mine('TRC20', CONFIRMATIONS - 2)
    await watch('TRC20')
    expect((await depositsOf(call))[0]?.status).toBe(0)
    node.mine('TRC20')
    await watch('TRC20')
    await watch('TRC20')
    expect((await depositsOf(call))[0]).toMatchObject({
      order_id: order.order_id,
      status: 3,
      tx_hash: transfer.txHash,
    })
    expect(await balanceOf(call)).toMatchObject({ score: '150', total_recharge: '150' })
  })

  it('records a transfer without an order as a deposit of its own, in micro-USDT cut from 18 decimals', async () => {
    const { call, order } = await playerWithOrder('BEP20')
    node.send({ network: 'BEP20', to: order.address, value: USDT(75.25, 18) + 999n })
    node.mine('BEP20', CONFIRMATIONS)
    await watch('BEP20')
    const deposits = await depositsOf(call)
    expect(deposits.map((deposit) => [deposit.amount, deposit.status])).toEqual([
      ['75.25', 3],
      ['150', 0],
    ])
    expect(await balanceOf(call)).toMatchObject({ score: '75.25' })
  })

  it('goes on from its cursor after a restart and credits nothing twice', async () => {
    const { session, call, order } = await playerWithOrder('ERC20')
    node.send({ network: 'ERC20', to: order.address, value: USDT(150) })
    node.mine('ERC20', CONFIRMATIONS)
    await watch('ERC20')
    expect(await balanceOf(call)).toMatchObject({ score: '150' })
    const cursor = await database.db
      .selectFrom('chain_cursors')
      .selectAll()
      .where('network', '=', 'ERC20')
      .executeTakeFirst()

    // A stopping server gives its leases up, so the next one takes over at once.
    for (const worker of Object.values(test.app.chainWorkers)) await worker.stop()
    await test.close()
    // Transfers made while the server is down are found after it comes back.
    const later = node.send({ network: 'ERC20', to: order.address, value: USDT(20) })
    test = await startServer()
    operator = await operatorToken(test)
    const again = caller(test, session.token)
    await watch('ERC20')
    expect(await balanceOf(again)).toMatchObject({ score: '150' })
    node.mine('ERC20', CONFIRMATIONS)
    await watch('ERC20')
    await watch('ERC20')
    expect(await balanceOf(again)).toMatchObject({ score: '170' })
    expect((await depositsOf(again)).filter((deposit) => deposit.tx_hash === later.txHash)).toHaveLength(1)
    const moved = await database.db
      .selectFrom('chain_cursors')
      .selectAll()
      .where('network', '=', 'ERC20')
      .executeTakeFirst()
    expect(Number(moved?.final_block)).toBeGreaterThan(Number(cursor?.final_block))
  })

  it('credits nothing for a transfer reorganised away before its confirmations, and fails its deposit', async () => {
    const { call, order } = await playerWithOrder('ERC20')
    const transfer = node.send({ network: 'ERC20', to: order.address, value: USDT(150) })
    await watch('ERC20')
    expect((await depositsOf(call))[0]).toMatchObject({ status: 0, tx_hash: transfer.txHash })
    node.drop(transfer.txHash)
    node.mine('ERC20', CONFIRMATIONS)
    await watch('ERC20')
    expect((await depositsOf(call))[0]).toMatchObject({ status: 2, tx_hash: transfer.txHash })
    expect(await balanceOf(call)).toMatchObject({ score: '0' })
    node.mine('ERC20', CONFIRMATIONS)
    await watch('ERC20')
    expect(await balanceOf(call)).toMatchObject({ score: '0' })
  })

  it('credits a transfer that a reorganisation moved to a later block once, at its new depth', async () => {
    const { call, order } = await playerWithOrder('TRC20')
    const transfer = node.send({ network: 'TRC20', to: order.address, value: USDT(150) })
    await watch('TRC20')
    node.move(transfer.txHash)
    // The old block would be final now; the new one is not yet.
    node.mine('TRC20', CONFIRMATIONS - 2)
    await watch('TRC20')
    expect((await depositsOf(call))[0]?.status).toBe(0)
    expect(await balanceOf(call)).toMatchObject({ score: '0' })
    node.mine('TRC20')
    await watch('TRC20')
    expect((await depositsOf(call))[0]?.status).toBe(3)
    expect(await balanceOf(call)).toMatchObject({ score: '150' })
  })

  it('credits a transfer during a break all the same, flagged for the operators as every deposit credit is', async () => {
    const { call, session, order } = await playerWithOrder('TRC20')
    expect((await call('POST', '/member/time_out', { duration: '24h' })).statusCode).toBe(200)
    node.send({ network: 'TRC20', to: order.address, value: USDT(150) })
    node.mine('TRC20', CONFIRMATIONS)
    await watch('TRC20')
    expect(await balanceOf(call)).toMatchObject({ score: '150' })
    const flagged = (await caller(test, operator)('GET', '/operator/deposits/over_limit?limit=100')).json()
      .data
    expect(flagged).toContainEqual(
      expect.objectContaining({ order_id: order.order_id, user_id: session.user_id }),
    )
  })

  it('sets other tokens and transfers on a network where the address was not given out aside for an operator', async () => {
    const { call, session, order } = await playerWithOrder('TRC20')
    const erc20 = (await call('POST', '/recharge', { channel_id: 2, amount: '150' })).json().data
      .address as string
    const otherToken = node.send({
      network: 'TRC20',
      to: order.address,
      value: USDT(50),
      token: FAKE_OTHER_TOKEN.TRC20,
    })
    // USDT sent on BNB Smart Chain to the address the player was given on Ethereum.
    const wrongNetwork = node.send({ network: 'BEP20', to: erc20, value: USDT(60, 18) })
    await watch('TRC20')
    await watch('BEP20')
    const backOffice = caller(test, operator)
    // Not final yet: nothing to act on.
    expect((await backOffice('GET', '/operator/deposits/flagged_transfers')).json().data).toEqual([])
    node.mine('TRC20', CONFIRMATIONS)
    node.mine('BEP20', CONFIRMATIONS)
    await watch('TRC20')
    await watch('BEP20')
    const flagged = (await backOffice('GET', '/operator/deposits/flagged_transfers')).json().data
    expect(flagged.slice(0, 2)).toMatchObject([
      {
        network: 'BEP20',
        tx_hash: wrongNetwork.txHash,
        to: erc20,
        flag: 'UNKNOWN_ADDRESS',
        user_id: session.user_id,
        value: USDT(60, 18).toString(),
      },
      {
        network: 'TRC20',
        tx_hash: otherToken.txHash,
        token_contract: FAKE_OTHER_TOKEN.TRC20,
        flag: 'OTHER_TOKEN',
        user_id: session.user_id,
        value: '50000000',
      },
    ])
    expect(await balanceOf(call)).toMatchObject({ score: '0' })
    expect((await depositsOf(call)).every((deposit) => deposit.tx_hash === null)).toBe(true)
    const players = await caller(test, session.token)('GET', '/operator/deposits/flagged_transfers')
    expect(players.statusCode).toBe(401)
  })
})

describe('the operator’s confirmation, kept as a fallback', () => {
  const confirm = (body: {
    network: string
    address: string
    tx_hash: string
    amount: string
    log_index?: number
  }) => caller(test, operator)('POST', '/operator/deposits/confirm', body)

  it('refuses a transfer the watcher credited or is waiting on', async () => {
    const { call, order } = await playerWithOrder('ERC20')
    const credited = node.send({ network: 'ERC20', to: order.address, value: USDT(150) })
    node.mine('ERC20', CONFIRMATIONS)
    await watch('ERC20')
    const waiting = node.send({ network: 'ERC20', to: order.address, value: USDT(30) })
    await watch('ERC20')
    for (const body of [
      { network: 'ERC20', address: order.address, tx_hash: credited.txHash, amount: '150' },
      {
        network: 'ERC20',
        address: order.address.toLowerCase(),
        tx_hash: credited.txHash.toUpperCase().replace('0X', '0x'),
        amount: '150',
      },
      {
        network: 'ERC20',
        address: order.address,
        tx_hash: credited.txHash,
        amount: '150',
        log_index: credited.logIndex,
      },
      { network: 'ERC20', address: order.address, tx_hash: waiting.txHash, amount: '30' },
    ]) {
      expect((await confirm(body)).json()).toMatchObject({ code: 409, msg: 'DEPOSIT_ALREADY_CREDITED' })
    }
    node.mine('ERC20', CONFIRMATIONS)
    await watch('ERC20')
    expect(await balanceOf(call)).toMatchObject({ score: '180' })
  })

  it('credits a transfer once when the operator confirms it before the watcher sees it', async () => {
    const { call, order } = await playerWithOrder('TRC20')
    const transfer = node.send({ network: 'TRC20', to: order.address, value: USDT(150) })
    const confirmed = await confirm({
      network: 'TRC20',
      address: order.address,
      tx_hash: transfer.txHash,
      amount: '150',
    })
    expect(confirmed.json().data).toMatchObject({ order_id: order.order_id, status: 3 })
    node.mine('TRC20', CONFIRMATIONS)
    await watch('TRC20')
    await watch('TRC20')
    expect(await balanceOf(call)).toMatchObject({ score: '150' })
    const row = await database.db
      .selectFrom('chain_transfers')
      .select(['status', 'deposit_id'])
      .where('tx_hash', '=', transfer.txHash)
      .executeTakeFirstOrThrow()
    expect(row.status).toBe('credited')
    const deposit = await database.db
      .selectFrom('deposits')
      .select(['order_id', 'log_index'])
      .where('id', '=', row.deposit_id as string)
      .executeTakeFirstOrThrow()
    // The operator's confirmation is now pinned to the transfer the chain shows.
    expect(deposit).toEqual({ order_id: order.order_id, log_index: transfer.logIndex })
  })

  it('credits a transfer once when two instances’ watchers and the operator act on it at once', async () => {
    const { call, order } = await playerWithOrder('TRC20')
    const transfer = node.send({ network: 'TRC20', to: order.address, value: USDT(150) })
    node.mine('TRC20', CONFIRMATIONS)
    const watcher = createTronGridWatcher({
      baseUrl: node.tronUrl,
      apiKey: undefined,
      usdtContract: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
      usdtDecimals: 6,
      timeoutMs: 5000,
    })
    const now = test.clock.now()
    const answers = await Promise.all([
      runChainWatchPass(database.db, watcher, CONFIRMATIONS, now),
      runChainWatchPass(database.db, watcher, CONFIRMATIONS, now),
      confirm({ network: 'TRC20', address: order.address, tx_hash: transfer.txHash, amount: '150' }),
    ])
    expect([200, 409]).toContain(answers[2].statusCode)
    expect(await balanceOf(call)).toMatchObject({ score: '150' })
    expect((await depositsOf(call)).filter((deposit) => deposit.status === 3)).toHaveLength(1)
  })

  it('sets aside a transfer whose hash the operator confirmed for another amount', async () => {
    const { call, order } = await playerWithOrder('TRC20')
    const transfer = node.send({ network: 'TRC20', to: order.address, value: USDT(150) })
    await confirm({ network: 'TRC20', address: order.address, tx_hash: transfer.txHash, amount: '140' })
    node.mine('TRC20', CONFIRMATIONS)
    await watch('TRC20')
    expect(await balanceOf(call)).toMatchObject({ score: '140' })
    const flagged = (await caller(test, operator)('GET', '/operator/deposits/flagged_transfers')).json().data
    expect(flagged[0]).toMatchObject({ tx_hash: transfer.txHash, flag: 'HASH_CONFIRMED_BY_OPERATOR' })
  })
})
