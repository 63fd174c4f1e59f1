import { randomUUID } from 'node:crypto'
import { moneyOf } from '@app/domain'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { TransferGameProvider } from '../../adapters/game-providers/game-provider'
import { createKyProvider } from '../../adapters/game-providers/ky/ky-provider'
import { startListeningTestApp, type TestApp } from '../../test/test-app'
import { caller, fundedPlayer, operatorToken } from '../../test/wallet-helpers'
import { plainTransaction } from '../idempotency/idempotency.service'
import { playerCash, verifyLedger } from '../ledger/ledger.service'
import { RECONCILE_PENDING_AFTER_MS, reconcileTransfers, transferWithProvider } from './transfers.service'

type Transfer = { order_id: string; status: string; amount: string; direction: string }

describe('transfers to and from ky', () => {
  let test: TestApp
  let operator: string
  let base: string
  let ky: TransferGameProvider
  beforeAll(async () => {
    const started = await startListeningTestApp()
    test = started
    base = started.base
    operator = await operatorToken(test)
    ky = createKyProvider({
      baseUrl: () => `${base}/studio`,
      agent: 'house-ky',
      cipherKey: 'house-ky-cipher!',
      md5Key: 'house-studio-demo-ky-md5-key',
      timeoutMs: 2000,
      now: () => test.clock.now(),
    })
  })
  afterAll(() => test.close())
  afterEach(async () => {
    await setFaults({})
    expect(await verifyLedger(test.database.db)).toEqual([])
  })

  const setFaults = async (faults: Record<string, boolean>) => {
    const response = await fetch(`${base}/studio/dev/faults`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(faults),
    })
    expect(response.status).toBe(200)
  }
  const playcard = (token: string) => caller(test, token, '/playcard')
  const transfer = async (token: string, direction: 'in' | 'out', money: string, key = randomUUID()) => {
    const response = await playcard(token)(
      'POST',
      `/ky/transfer_${direction}`,
      { game_id: 'ky-baccarat', money },
      {
        'idempotency-key': key,
      },
    )
    return { status: response.statusCode, body: response.json() as { msg: string; data: Transfer } }
  }
  const kyBalance = async (token: string) =>
    (await playcard(token)('GET', '/ky/balance')).json().data as {
      balance: string | null
      in_transit: string
    }

  it('moves 50 USDT to ky and back, each order ending ok', async () => {
    const { session } = await fundedPlayer(test, '100', operator)
    const sent = await transfer(session.token, 'in', '50')
    expect(sent.status).toBe(200)
    expect(sent.body.data).toMatchObject({ direction: 'in', amount: '50', status: 'ok' })
    expect(await playerCash(test.database.db, session.user_id)).toBe(moneyOf('50'))
    expect(await kyBalance(session.token)).toEqual({ balance: '50', in_transit: '0', currency: 'USDT' })

    const back = await transfer(session.token, 'out', '50')
    expect(back.body.data).toMatchObject({ direction: 'out', status: 'ok' })
    expect(await playerCash(test.database.db, session.user_id)).toBe(moneyOf('100'))
    expect((await kyBalance(session.token)).balance).toBe('0')
    const orders = (await playcard(session.token)('GET', '/ky/transfers')).json().data as { total: number }
    expect(orders.total).toBe(2)
  })

  it('moves money once for a repeated request, answering with the order as it stands', async () => {
    const { session } = await fundedPlayer(test, '100', operator)
    const key = randomUUID()
    const first = await transfer(session.token, 'in', '30', key)
    const again = await transfer(session.token, 'in', '30', key)
    expect(again.body.data).toEqual(first.body.data)
    expect(await playerCash(test.database.db, session.user_id)).toBe(moneyOf('70'))
  })

  it('refuses what the balance cannot cover, and an amount that is not one, writing nothing', async () => {
    const { session } = await fundedPlayer(test, '10', operator)
    expect((await transfer(session.token, 'in', '10.5')).body.msg).toBe('INSUFFICIENT_BALANCE')
    expect((await transfer(session.token, 'in', '0')).body.msg).toBe('AMOUNT_NOT_POSITIVE')
    expect((await transfer(session.token, 'in', '1.1234567')).body.msg).toBe('INVALID_AMOUNT')
    expect(await playerCash(test.database.db, session.user_id)).toBe(moneyOf('10'))
    expect(
      ((await playcard(session.token)('GET', '/ky/transfers')).json().data as { total: number }).total,
    ).toBe(0)
  })

  it('ends a transfer out that ky refuses as failed, leaving the money at ky', async () => {
    const { session } = await fundedPlayer(test, '100', operator)
    await transfer(session.token, 'in', '20')
    const refused = await transfer(session.token, 'out', '25')
    expect(refused.body.data.status).toBe('failed')
    expect(await playerCash(test.database.db, session.user_id)).toBe(moneyOf('80'))
    expect((await kyBalance(session.token)).balance).toBe('20')
  })

  it('asks ky about a transfer whose reply was lost, and ends it ok without refunding it', async () => {
    const { session } = await fundedPlayer(test, '100', operator)
    await setFaults({ loseTransferReply: true })
    const lost = await transfer(session.token, 'in', '40')
    expect(lost.body.data.status).toBe('unknown')
    expect(await playerCash(test.database.db, session.user_id)).toBe(moneyOf('60'))
    expect(await kyBalance(session.token)).toMatchObject({ balance: '40', in_transit: '40' })
    await setFaults({})

    await test.app.transferWorker.tick()
    const order = (await playcard(session.token)('GET', `/ky/transfers/${lost.body.data.order_id}`)).json()
      .data
    expect(order.status).toBe('ok')
    expect(await kyBalance(session.token)).toMatchObject({ balance: '40', in_transit: '0' })
    expect(await playerCash(test.database.db, session.user_id)).toBe(moneyOf('60'))
  })

  it('loses nothing when the server stops between its order and ky’s answer', async () => {
    const { session } = await fundedPlayer(test, '100', operator)
    const db = test.database.db
    const dies = (forwardFirst: boolean): TransferGameProvider => ({
      ...ky,
      async transfer(order) {
        if (forwardFirst) await ky.transfer(order)
        throw new Error('the server stopped')
      },
    })
    const open = (provider: TransferGameProvider, money: string) =>
      transferWithProvider(
        { db, provider },
        { userId: session.user_id, direction: 'in', platform: null, request: { money } },
        plainTransaction(db),
        () => test.clock.now(),
      ).catch(() => undefined)
    // Stopped before ky heard of it, then stopped after ky took it: both orders stay pending.
    await open(dies(false), '10')
    await open(dies(true), '15')
    expect(await playerCash(db, session.user_id)).toBe(moneyOf('75'))
    expect(await reconcileTransfers(db, [ky], test.clock.now())).toBe(0)

    test.clock.advanceBy(RECONCILE_PENDING_AFTER_MS + 1000)
    expect(await reconcileTransfers(db, [ky], test.clock.now())).toBe(2)
    // The order ky never saw came back; the one it took stayed there.
    expect(await playerCash(db, session.user_id)).toBe(moneyOf('85'))
    expect((await kyBalance(session.token)).balance).toBe('15')
  })

  it('plays a ky card table with the money transferred to ky', async () => {
    const { session } = await fundedPlayer(test, '100', operator)
    await transfer(session.token, 'in', '20')
    const launched = (await playcard(session.token)('GET', '/ky/login?game_id=ky-baccarat')).json().data as {
      type: string
      url: string
      name: string
    }
    expect(launched).toMatchObject({ type: 'url', name: 'Card Room Baccarat' })
    const page = await (await fetch(`${base}${launched.url}`)).text()
    const boot = JSON.parse(/id="game-boot">(.*?)<\/script>/.exec(page)?.[1] ?? '{}') as { session: string }
    const round = await fetch(`${base}/studio/api/rounds`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ session: boot.session, bet: { engine: 'baccarat', bets: { player: '5' } } }),
    }).then((response) => response.json() as Promise<{ status: string; win: string; balance: string }>)
    expect(round.status).toBe('settled')
    expect(round.balance).toBe(String(15 + Number(round.win)))
    expect((await kyBalance(session.token)).balance).toBe(round.balance)
    const tooMuch = await fetch(`${base}/studio/api/rounds`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ session: boot.session, bet: { engine: 'baccarat', bets: { player: '500' } } }),
    })
    expect(tooMuch.status).toBe(409)
    const bull = (await playcard(session.token)('GET', '/ky/login?game_id=ky-bull-bull')).json().data as {
      url: string
    }
    const bullPage = await (await fetch(`${base}${bull.url}`)).text()
    const bullBoot = JSON.parse(/id="game-boot">(.*?)<\/script>/.exec(bullPage)?.[1] ?? '{}') as {
      session: string
      engine: string
    }
    expect(bullBoot.engine).toBe('bullBull')
    const bullRound = await fetch(`${base}/studio/api/rounds`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ session: bullBoot.session, bet: { engine: 'bullBull', bets: { player: '2' } } }),
    }).then((response) => response.json() as Promise<{ status: string; outcome: { player: unknown[] } }>)
    expect(bullRound.status).toBe('settled')
    expect(bullRound.outcome.player).toHaveLength(5)
    expect(await playerCash(test.database.db, session.user_id)).toBe(moneyOf('80'))
  })

  it('moves money to one of ng’s platforms and back, and plays a table there', async () => {
    const { session } = await fundedPlayer(test, '100', operator)
    const ng = caller(test, session.token, '/nggame')
    const move = async (direction: 'in' | 'out', body: Record<string, string>) =>
      (await ng('POST', `/ng/transfer_${direction}`, body)).json() as { msg: string; data: Transfer }
    expect((await move('in', { plat_type: 'studio', money: '40', currency: 'USDT' })).data.status).toBe('ok')
    const balance = (await ng('GET', '/ng/balance?plat_type=studio')).json().data
    expect(balance).toEqual({ balance: '40', in_transit: '0', currency: 'USDT' })
    expect((await move('in', { plat_type: 'elsewhere', money: '1' })).msg).toBe('UNKNOWN_GAME_KIND')
    expect((await move('in', { money: '1' })).msg).toBe('UNKNOWN_GAME_KIND')

    const launched = (await ng('POST', '/ng/login', { plat_type: 'studio', game_code: 'ng-baccarat' })).json()
    expect(launched.data).toMatchObject({ type: 'url', name: 'Live Baccarat' })
    const page = await (await fetch(`${base}${launched.data.url}`)).text()
    const boot = JSON.parse(/id="game-boot">(.*?)<\/script>/.exec(page)?.[1] ?? '{}') as { session: string }
    const round = await fetch(`${base}/studio/api/rounds`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ session: boot.session, bet: { engine: 'baccarat', bets: { banker: '10' } } }),
    }).then((response) => response.json() as Promise<{ balance: string }>)
    const left = (await ng('GET', '/ng/balance?plat_type=studio')).json().data.balance
    expect(left).toBe(round.balance)

    expect((await move('out', { plat_type: 'studio', money: left })).data.status).toBe('ok')
    expect(await playerCash(test.database.db, session.user_id)).toBe(moneyOf('60') + moneyOf(left))
    const orders = (await ng('GET', '/ng/transfers?plat_type=studio')).json().data as { total: number }
    expect(orders.total).toBe(2)
  })

  it('asks ng about a transfer whose reply was lost', async () => {
    const { session } = await fundedPlayer(test, '100', operator)
    const ng = caller(test, session.token, '/nggame')
    await setFaults({ loseTransferReply: true })
    const lost = (await ng('POST', '/ng/transfer_in', { plat_type: 'studio', money: '25' })).json()
      .data as Transfer
    expect(lost.status).toBe('unknown')
    await setFaults({})
    await test.app.transferWorker.tick()
    const order = (await ng('GET', `/ng/transfers/${lost.order_id}`)).json().data as Transfer
    expect(order.status).toBe('ok')
    expect(await playerCash(test.database.db, session.user_id)).toBe(moneyOf('75'))
  })
})
