import type {
  ChangeLog,
  OperatorAction,
  PlayerBetPage,
  PlayerDetail,
  PlayerNote,
  PlayerPage,
  SportsMatch,
} from '@app/contract'
import { MATCH_STATUS, money, moneyOf, type OperatorRole } from '@app/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { latestCode, PLATFORM, registerPlayer, registrationBody } from '../../test/accounts-helpers'
import { newOperator } from '../../test/chat-helpers'
import { startTestApp, type TestApp } from '../../test/test-app'
import { caller, DEMO_OPERATORS, operatorToken } from '../../test/wallet-helpers'
import { postEntry, verifyLedger } from '../ledger/ledger.service'

let test: TestApp
let admin: ReturnType<typeof caller>
let support: ReturnType<typeof caller>
beforeAll(async () => {
  test = await startTestApp()
  admin = caller(test, await operatorToken(test))
  support = caller(test, await operatorToken(test, DEMO_OPERATORS.support))
})
afterAll(async () => {
  expect(await verifyLedger(test.database.db)).toEqual([])
  await test.close()
})

const db = () => test.database.db

/** An operator holding only the given roles, signed in to the back office. */
async function operatorWithRoles(roles: OperatorRole[]) {
  return caller(test, (await newOperator(test, roles, 'Finance Desk')).token)
}

/** Credits a player through the ledger, as a promotion would. */
async function credit(userId: number, amount: string) {
  const micro = moneyOf(amount)
  await postEntry(
    db(),
    {
      kind: 'bonus',
      reference: `players-test:${userId}:${Date.now()}:${Math.random()}`,
      postings: [
        { account: { kind: 'player_cash', userId }, amount: micro },
        { account: { kind: 'house_promotions' }, amount: money(-micro) },
      ],
    },
    test.clock.now(),
  )
}

async function data<T>(response: Promise<{ statusCode: number; body: string; json(): unknown }>) {
  const answer = await response
  expect(answer.statusCode, answer.body).toBe(200)
  return (answer.json() as { data: T }).data
}

const search = (query: string) => data<PlayerPage>(support('GET', `/operator/players?${query}`))
const detail = (userId: number) => data<PlayerDetail>(support('GET', `/operator/players/${userId}`))
const idsOf = (page: PlayerPage) => page.list.map((player) => player.user_id)

async function inviteCodeOf(token: string): Promise<string> {
  const info = await data<{ invite_code: string }>(caller(test, token)('GET', '/member/info'))
  return info.invite_code
}

/** Registers a player by mobile number (area 86). */
async function registerByPhone(nickname: string) {
  const phone = String(13_000_000_000 + Math.floor(Math.random() * 999_999_999))
  await test.app.inject({ url: `/sports/api/v1/verify/reg/phone?phone=${phone}&area=86` })
  const code = await latestCode(test, `+86${phone}`)
  const response = await test.app.inject({
    method: 'POST',
    url: '/sports/api/v1/reg/phone',
    headers: PLATFORM,
    payload: registrationBody({ area_code: 86, phone }, code, { nickname }),
  })
  expect(response.statusCode, response.body).toBe(200)
  return { phone, session: response.json().data as { token: string; user_id: number } }
}

const signIn = (account: string, password = 'winning42') =>
  test.app.inject({
    method: 'POST',
    url: '/sports/api/v1/sign_in/',
    headers: PLATFORM,
    payload: { account, password },
  })

async function actionsOn(userId: number): Promise<Omit<OperatorAction, 'operator_email'>[]> {
  const rows = await db()
    .selectFrom('operator_actions')
    .selectAll()
    .where('target', '=', `user:${userId}`)
    .orderBy('id')
    .execute()
  const snapshot = (value: unknown) => value as Record<string, unknown> | null
  return rows.map((row) => ({
    id: Number(row.id),
    operator_id: Number(row.operator_id),
    operator_roles: row.operator_roles,
    client_address: row.client_address,
    action: row.action,
    target: row.target,
    reason: row.reason,
    details: row.details as Record<string, unknown>,
    before: snapshot(row.before),
    after: snapshot(row.after),
    created_at: row.created_at.toISOString(),
  }))
}

describe('searching players', () => {
  it('finds a player by exact id, nickname (start or middle, any case), email, mobile number and invite code', async () => {
    const tag = `${Date.now() % 1_000_000}`
    const { email, session } = await registerPlayer(test, { nickname: `Zephyr${tag}Lucky` })
    const mobile = await registerByPhone(`mobile ${tag}`)
    const code = await inviteCodeOf(session.token)

    expect(idsOf(await search(`q=${session.user_id}`))).toContain(session.user_id)
    expect(idsOf(await search(`q=zephyr${tag}`))).toEqual([session.user_id])
    expect(idsOf(await search(`q=${tag}LUCKY`))).toEqual([session.user_id])
    expect(idsOf(await search(`q=${encodeURIComponent(email.toUpperCase())}`))).toEqual([session.user_id])
    expect(idsOf(await search(`q=${code.toLowerCase()}`))).toEqual([session.user_id])
    expect(idsOf(await search(`q=${mobile.phone}`))).toEqual([mobile.session.user_id])
    expect(idsOf(await search(`q=${encodeURIComponent(`+86 ${mobile.phone.slice(0, 7)}`)}`))).toContain(
      mobile.session.user_id,
    )
    const found = await search(`q=zephyr${tag}`)
    expect(found).toEqual({
      total: 1,
      list: [
        {
          user_id: session.user_id,
          nickname: `Zephyr${tag}Lucky`,
          email,
          phone: null,
          role: 'user',
          balance: '0',
          is_locked: false,
          created_at: expect.any(String),
          last_sign_in_at: expect.any(String),
        },
      ],
    })
  })

  it('takes the search text literally and never lists operators', async () => {
    expect((await search('q=%25')).total).toBe(0)
    expect((await search('q=_')).total).toBe(0)
    expect((await search('q=Demo%20Operator')).total).toBe(0)
    expect((await search(`q=${'9'.repeat(30)}`)).total).toBe(0)
    const everyone = await search('limit=100')
    expect(everyone.list.some((player) => player.email === 'support@example.com')).toBe(false)
  })

  it('pages and sorts on the server', async () => {
    const tag = `pager${Date.now() % 1_000_000}`
    const registered: number[] = []
    for (const balance of ['5', '50', '0.5']) {
      const { session } = await registerPlayer(test, { nickname: `${tag} player` })
      await credit(session.user_id, balance)
      registered.push(session.user_id)
    }
    const [first, second, third] = registered as [number, number, number]
    const newestFirst = await search(`q=${tag}&limit=2`)
    expect(newestFirst.total).toBe(3)
    expect(idsOf(newestFirst)).toEqual([third, second])
    expect(idsOf(await search(`q=${tag}&limit=2&start=2`))).toEqual([first])
    expect(idsOf(await search(`q=${tag}&sort=id`))).toEqual([first, second, third])
    expect(idsOf(await search(`q=${tag}&sort=-balance`))).toEqual([second, first, third])
    expect((await search(`q=${tag}&sort=balance`)).list.map((player) => player.balance)).toEqual([
      '0.5',
      '5',
      '50',
    ])
    const refused = await support('GET', '/operator/players?sort=password_hash')
    expect(refused.statusCode).toBe(400)
    expect(refused.json()).toMatchObject({ msg: 'VALIDATION_FAILED', data: { field: 'sort' } })
  })
})

describe("a player's page", () => {
  it('shows the profile, balances, VIP level, lock state, inviter and invitees', async () => {
    const agentToken = (await signIn('agent@example.com', 'agent4242')).json().data.token as string
    const agent = await data<{ user_id: number }>(caller(test, agentToken)('GET', '/member/info'))
    const invited = await registerPlayer(test, { invite_code: 'DEMOAGNT', nickname: 'invited player' })
    await credit(invited.session.user_id, '12.5')

    const page = await detail(invited.session.user_id)
    const ownView = await data<{ vip: { level: number } }>(
      caller(test, invited.session.token)('GET', '/member/account'),
    )
    expect(page).toMatchObject({
      user_id: invited.session.user_id,
      nickname: 'invited player',
      email: invited.email,
      role: 'user',
      currency: 'USDT',
      balance: '12.5',
      balances: { cash: '12.5', held: '0', in_transit: '0' },
      vip_level: ownView.vip.level,
      lock: null,
      is_locked: false,
      inviter: { user_id: agent.user_id, nickname: 'Demo Agent', role: 'agent' },
      invitee_count: 0,
      invite_code: await inviteCodeOf(invited.session.token),
      agent_invite_code: null,
    })
    expect(Date.parse(page.last_sign_in_at ?? '')).not.toBeNaN()

    const agentPage = await detail(agent.user_id)
    expect(agentPage).toMatchObject({ role: 'agent', agent_invite_code: 'DEMOAGT2', inviter: null })
    expect(agentPage.invitee_count).toBeGreaterThanOrEqual(1)
    const invitees = await data<PlayerPage>(
      support('GET', `/operator/players/${agent.user_id}/invitees?limit=1`),
    )
    expect(invitees.total).toBe(agentPage.invitee_count)
    expect(idsOf(invitees)).toEqual([invited.session.user_id])
  })

  it('is 404 for an unknown player or an operator', async () => {
    for (const path of ['/operator/players/999999999', '/operator/players/999999999/notes']) {
      const response = await support('GET', path)
      expect(response.statusCode).toBe(404)
      expect(response.json()).toMatchObject({ msg: 'UNKNOWN_PLAYER' })
    }
    const operatorRow = await db()
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'support@example.com')
      .executeTakeFirstOrThrow()
    expect((await support('GET', `/operator/players/${operatorRow.id}`)).statusCode).toBe(404)
  })

  it("lists the player's balance changes a page at a time", async () => {
    const { session } = await registerPlayer(test)
    for (const amount of ['1', '2', '3']) await credit(session.user_id, amount)
    const log = await data<ChangeLog>(
      support('GET', `/operator/players/${session.user_id}/transactions?limit=2`),
    )
    expect(log.total).toBe(3)
    expect(log.list.map((entry) => [entry.amount, entry.balance])).toEqual([
      ['3', '6'],
      ['2', '3'],
    ])
    const rest = await data<ChangeLog>(
      support('GET', `/operator/players/${session.user_id}/transactions?limit=2&start=2`),
    )
    expect(rest.list.map((entry) => entry.amount)).toEqual(['1'])
  })

  it('lists bets of every kind in the same columns', async () => {
    const { session } = await registerPlayer(test)
    await credit(session.user_id, '100')
    await test.app.sportsWorker.tick()
    const soon = test.clock.now().getTime() + 5 * 60_000
    const matches = (await caller(test, '')('GET', '/soccer?limit=40')).json().data.list as SportsMatch[]
    const match = matches.find(
      (entry) => entry.status === MATCH_STATUS.open && Date.parse(entry.match_start_time) > soon,
    )
    if (!match) throw new Error('no open soccer match')
    const price = match.odds.find((entry) => entry.kind === 'wl' && entry.name === 'H')
    if (!price) throw new Error('no home win price')
    const placed = await caller(test, session.token)('POST', '/soccer/bet', {
      picks: [
        {
          match_id: match.match_id,
          kind: 'wl',
          name: 'H',
          handicap_val: price.handicap_val,
          odds: price.odds,
        },
      ],
      folds: [1],
      cast_value: '10',
      multiple: 1,
    })
    expect(placed.statusCode, placed.body).toBe(200)

    const sports = await data<PlayerBetPage>(
      support('GET', `/operator/players/${session.user_id}/bets?kind=sports`),
    )
    expect(sports).toEqual({
      total: 1,
      list: [
        {
          id: String(placed.json().data.bet_id),
          game: 'soccer',
          detail: `${match.home_name} v ${match.away_name}`,
          stake: '10',
          payout: null,
          status: 'pending',
          placed_at: expect.any(String),
          settled_at: null,
        },
      ],
    })
    for (const query of ['kind=lottery', 'kind=cricket', 'kind=casino&provider=tada', 'kind=casino']) {
      expect(
        await data<PlayerBetPage>(support('GET', `/operator/players/${session.user_id}/bets?${query}`)),
      ).toEqual({
        list: [],
        total: 0,
      })
    }
    expect((await support('GET', `/operator/players/${session.user_id}/bets?kind=poker`)).statusCode).toBe(
      400,
    )
  })
})

describe('notes', () => {
  it('keeps every note with its operator and time, newest first, and logs each in the audit log', async () => {
    const { session } = await registerPlayer(test)
    const first = await data<PlayerNote>(
      support('POST', `/operator/players/${session.user_id}/notes`, {
        body: '  Asked about a late deposit.  ',
      }),
    )
    expect(first).toEqual({
      id: expect.any(Number),
      operator_id: expect.any(Number),
      operator_name: 'Demo Support',
      body: 'Asked about a late deposit.',
      created_at: expect.any(String),
    })
    expect(Math.abs(Date.parse(first.created_at) - test.clock.now().getTime())).toBeLessThan(60_000)
    await data<PlayerNote>(
      admin('POST', `/operator/players/${session.user_id}/notes`, { body: 'Deposit found.' }),
    )
    const notes = await data<{ list: PlayerNote[]; total: number }>(
      support('GET', `/operator/players/${session.user_id}/notes`),
    )
    expect(notes.total).toBe(2)
    expect(notes.list.map((note) => [note.body, note.operator_name])).toEqual([
      ['Deposit found.', 'Demo Operator'],
      ['Asked about a late deposit.', 'Demo Support'],
    ])
    expect(await actionsOn(session.user_id)).toEqual([
      expect.objectContaining({
        action: 'player.note',
        operator_id: first.operator_id,
        details: { note_id: first.id },
        operator_roles: ['support'],
        client_address: '127.0.0.1',
        before: null,
        after: { note_id: first.id, body: 'Asked about a late deposit.' },
      }),
      expect.objectContaining({ action: 'player.note', operator_roles: ['admin'] }),
    ])
    const empty = await support('POST', `/operator/players/${session.user_id}/notes`, { body: '   ' })
    expect(empty.statusCode).toBe(400)
    expect(empty.json()).toMatchObject({ msg: 'VALIDATION_FAILED', data: { field: 'body' } })
  })

  it('can never be edited or deleted, not even in the database', async () => {
    const { session } = await registerPlayer(test)
    await data<PlayerNote>(
      support('POST', `/operator/players/${session.user_id}/notes`, { body: 'First call.' }),
    )
    await expect(
      db()
        .updateTable('player_notes')
        .set({ body: 'rewritten' })
        .where('user_id', '=', String(session.user_id))
        .execute(),
    ).rejects.toThrow(/append-only/)
    await expect(
      db().deleteFrom('player_notes').where('user_id', '=', String(session.user_id)).execute(),
    ).rejects.toThrow(/append-only/)
  })
})

describe('locking a player', () => {
  it('ends their sessions and refuses every sign-in with ACCOUNT_LOCKED, leaves the money alone, and unlocking lets them in again', async () => {
    const { email, session } = await registerPlayer(test)
    await credit(session.user_id, '40')
    const player = caller(test, session.token)
    expect((await player('GET', '/member/info')).statusCode).toBe(200)

    const locked = await data<PlayerDetail>(
      support('POST', `/operator/players/${session.user_id}/lock`, { reason: 'Chargeback under review' }),
    )
    expect(locked).toMatchObject({
      is_locked: true,
      lock: { locked_at: expect.any(String), reason: 'Chargeback under review' },
      balances: { cash: '40', held: '0', in_transit: '0' },
    })
    expect((await player('GET', '/member/info')).statusCode).toBe(401)
    const refresh = await test.app.inject({
      url: '/sports/api/v1/refresh/token',
      headers: { authorization: session.fresh_token },
    })
    expect(refresh.statusCode).toBe(401)

    const refused = await signIn(email)
    expect(refused.statusCode).toBe(403)
    expect(refused.json()).toMatchObject({ code: 403, msg: 'ACCOUNT_LOCKED' })
    // A wrong password is still just a wrong password: the lock is told only to the account's owner.
    const wrong = await test.app.inject({
      method: 'POST',
      url: '/sports/api/v1/sign_in/',
      headers: PLATFORM,
      payload: { account: email, password: 'not-the-password1' },
    })
    expect(wrong.json()).toMatchObject({ msg: 'INVALID_CREDENTIALS' })
    await test.app.inject({ url: `/sports/api/v1/verify/email?email=${encodeURIComponent(email)}&kind=1` })
    const byCode = await test.app.inject({
      method: 'POST',
      url: '/sports/api/v1/sign/email',
      headers: PLATFORM,
      payload: { email, code: await latestCode(test, email) },
    })
    expect(byCode.json()).toMatchObject({ code: 403, msg: 'ACCOUNT_LOCKED' })
    expect((await search(`q=${session.user_id}`)).list[0]).toMatchObject({ is_locked: true, balance: '40' })

    const unlocked = await data<PlayerDetail>(
      admin('POST', `/operator/players/${session.user_id}/unlock`, { reason: 'Chargeback withdrawn' }),
    )
    expect(unlocked).toMatchObject({ is_locked: false, lock: null, balance: '40' })
    const again = await signIn(email)
    expect(again.statusCode, again.body).toBe(200)
    expect((await caller(test, again.json().data.token)('GET', '/member/account')).json().data).toMatchObject(
      {
        score: '40',
      },
    )

    const [lockAction, unlockAction] = await actionsOn(session.user_id)
    expect(lockAction).toMatchObject({
      action: 'player.lock',
      reason: 'Chargeback under review',
      before: { locked_at: null, locked_by: null, lock_reason: null },
      after: { locked_at: locked.lock?.locked_at, lock_reason: 'Chargeback under review' },
      operator_roles: ['support'],
      client_address: '127.0.0.1',
    })
    expect(unlockAction).toMatchObject({
      action: 'player.unlock',
      reason: 'Chargeback withdrawn',
      before: { lock_reason: 'Chargeback under review' },
      after: { locked_at: null, locked_by: null, lock_reason: null },
      operator_roles: ['admin'],
    })
  })

  it('changes nothing and logs nothing when the account is already in that state, and wants a reason', async () => {
    const { session } = await registerPlayer(test)
    await data(support('POST', `/operator/players/${session.user_id}/unlock`, { reason: 'Nothing to lift' }))
    await data(support('POST', `/operator/players/${session.user_id}/lock`, { reason: 'Fraud check' }))
    await data(support('POST', `/operator/players/${session.user_id}/lock`, { reason: 'Fraud check again' }))
    expect((await actionsOn(session.user_id)).map((action) => action.action)).toEqual(['player.lock'])
    expect((await detail(session.user_id)).lock?.reason).toBe('Fraud check')
    const noReason = await support('POST', `/operator/players/${session.user_id}/unlock`, { reason: ' ' })
    expect(noReason.statusCode).toBe(400)
    expect(noReason.json()).toMatchObject({ msg: 'VALIDATION_FAILED', data: { field: 'reason' } })
    expect((await support('POST', '/operator/players/999999999/lock', { reason: 'Nobody' })).statusCode).toBe(
      404,
    )
  })
})

describe('who may see players', () => {
  it('refuses an operator without the support role (403), a player token and no token (401)', async () => {
    const { session } = await registerPlayer(test)
    const finance = await operatorWithRoles(['finance'])
    const player = caller(test, session.token)
    const anonymous = caller(test, '')
    const calls: [string, string, object?][] = [
      ['GET', '/operator/players'],
      ['GET', `/operator/players/${session.user_id}`],
      ['GET', `/operator/players/${session.user_id}/transactions`],
      ['GET', `/operator/players/${session.user_id}/bets?kind=lottery`],
      ['GET', `/operator/players/${session.user_id}/invitees`],
      ['GET', `/operator/players/${session.user_id}/notes`],
      ['POST', `/operator/players/${session.user_id}/notes`, { body: 'Not mine to write' }],
      ['POST', `/operator/players/${session.user_id}/lock`, { reason: 'Not mine to lock' }],
      ['POST', `/operator/players/${session.user_id}/unlock`, { reason: 'Not mine to unlock' }],
    ]
    for (const [method, path, body] of calls) {
      const refused = await finance(method as 'GET' | 'POST', path, body)
      expect(refused.statusCode, `${method} ${path}`).toBe(403)
      expect(refused.json()).toMatchObject({ msg: 'FORBIDDEN' })
      expect((await player(method as 'GET' | 'POST', path, body)).statusCode, `${method} ${path}`).toBe(401)
      expect((await anonymous(method as 'GET' | 'POST', path, body)).statusCode, `${method} ${path}`).toBe(
        401,
      )
    }
    expect(await actionsOn(session.user_id)).toEqual([])
    expect((await detail(session.user_id)).is_locked).toBe(false)
  })
})
