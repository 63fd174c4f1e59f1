import { moneyOf } from '@app/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { registerPlayer } from '../../test/accounts-helpers'
import { newOperator } from '../../test/chat-helpers'
import { startTestApp, type TestApp } from '../../test/test-app'
import { caller, DEMO_OPERATORS, operatorToken } from '../../test/wallet-helpers'

/*
 * Messages to segments of players: the count before sending, who gets one (exactly the segment
 * as it stood when it went out), scheduled sending by the sender worker, and who may send what.
 * Tokens live an hour, so the clock moves less than that in this file.
 */

let test: TestApp
let content: ReturnType<typeof caller>
let support: ReturnType<typeof caller>

beforeAll(async () => {
  test = await startTestApp()
  content = caller(test, (await newOperator(test, ['content'], 'Content Desk')).token)
  support = caller(test, await operatorToken(test, DEMO_OPERATORS.support))
})
afterAll(() => test.close())

const MINUTE = 60_000
const at = (offsetMs: number) => new Date(test.clock.now().getTime() + offsetMs).toISOString()

type Player = { userId: number; call: ReturnType<typeof caller> }

async function newPlayer(overrides: Record<string, unknown> = {}): Promise<Player> {
  const { session } = await registerPlayer(test, overrides)
  return { userId: session.user_id, call: caller(test, session.token) }
}

/** A credited deposit of `usdt`, as the wallet records one that went through. */
async function creditDeposit(player: Player, usdt: string) {
  const channel = await test.database.db
    .selectFrom('payment_channels')
    .select('id')
    .orderBy('id')
    .executeTakeFirstOrThrow()
  const now = test.clock.now()
  await test.database.db
    .insertInto('deposits')
    .values({
      order_id: `test-${player.userId}-${now.getTime()}`,
      user_id: String(player.userId),
      channel_id: channel.id,
      type: 'crypto',
      network: 'TRC20',
      amount: moneyOf(usdt),
      status: 3,
      address: null,
      tx_hash: null,
      provider_ref: null,
      card_last4: null,
      created_at: now,
      completed_at: now,
    })
    .execute()
}

/** The titles of a player's inbox, in English. */
async function inboxTitles(player: Player): Promise<string[]> {
  const response = await player.call('GET', '/notice/private?limit=100')
  expect(response.statusCode, response.body).toBe(200)
  return (response.json().data.list as { title: string }[]).map((message) => message.title)
}

async function send(audience: object, title: string, extra: object = {}) {
  const response = await content('POST', '/operator/messages', {
    audience,
    title: { en: title },
    body: { en: 'Text' },
    ...extra,
  })
  expect(response.statusCode, response.body).toBe(200)
  return response.json().data as { id: number; state: string; recipients: number | null }
}

const recipientsOf = async (query: string) => {
  const response = await content('GET', `/operator/messages/recipients?${query}`)
  expect(response.statusCode, response.body).toBe(200)
  return response.json().data.recipients as number
}

describe('segments', () => {
  it('counts a VIP segment before sending, and the message reaches exactly the players at that level or above', async () => {
    const [bronze, silver, gold] = [await newPlayer(), await newPlayer(), await newPlayer()]
    const silverBefore = await recipientsOf('kind=vip&min_level=2')
    await creditDeposit(silver, '1500')
    await creditDeposit(gold, '12000')
    expect(await recipientsOf('kind=vip&min_level=2')).toBe(silverBefore + 2)
    expect(await recipientsOf('kind=vip&min_level=3')).toBeGreaterThanOrEqual(1)

    const sent = await send({ kind: 'vip', min_level: 2 }, 'Silver and up: cashback week')
    expect(sent).toMatchObject({ state: 'sent', recipients: silverBefore + 2 })
    expect(await inboxTitles(silver)).toContain('Silver and up: cashback week')
    expect(await inboxTitles(gold)).toContain('Silver and up: cashback week')
    expect(await inboxTitles(bronze)).not.toContain('Silver and up: cashback week')
  })

  it("reaches an inviter's invitees and nobody else, not even the inviter", async () => {
    const inviter = await newPlayer()
    const code = (await inviter.call('GET', '/share/1')).json().data.code as string
    const invitees = [await newPlayer({ invite_code: code }), await newPlayer({ invite_code: code })]
    const stranger = await newPlayer()
    expect(await recipientsOf(`kind=invitees&inviter_id=${inviter.userId}`)).toBe(2)

    await send({ kind: 'invitees', inviter_id: inviter.userId }, 'Your friend’s bonus')
    for (const invitee of invitees) expect(await inboxTitles(invitee)).toContain('Your friend’s bonus')
    expect(await inboxTitles(inviter)).not.toContain('Your friend’s bonus')
    expect(await inboxTitles(stranger)).not.toContain('Your friend’s bonus')
  })

  it('sends a scheduled segment message when its time comes, to the segment as it stands then', async () => {
    const early = await newPlayer()
    test.clock.advanceBy(MINUTE)
    const sent = await send({ kind: 'registered_since', since: at(0) }, 'Welcome week', {
      publish_at: at(10 * MINUTE),
    })
    expect(sent).toMatchObject({ state: 'scheduled', recipients: null })
    const joinedBeforeSending = await newPlayer()

    expect(await inboxTitles(joinedBeforeSending)).not.toContain('Welcome week')
    await test.app.messageWorker.tick()
    expect(await inboxTitles(joinedBeforeSending)).not.toContain('Welcome week')

    test.clock.advanceBy(11 * MINUTE)
    await test.app.messageWorker.tick()
    expect(await inboxTitles(joinedBeforeSending)).toContain('Welcome week')
    expect(await inboxTitles(early)).not.toContain('Welcome week')
    const listed = (await content('GET', '/operator/messages?limit=100')).json().data.list as {
      id: number
      state: string
      recipients: number
      audience: object
    }[]
    expect(listed.find((message) => message.id === sent.id)).toMatchObject({
      state: 'sent',
      recipients: 1,
      audience: { kind: 'registered_since' },
    })

    // Someone who joins after it went out does not get it.
    const late = await newPlayer()
    await test.app.messageWorker.tick()
    expect(await inboxTitles(late)).not.toContain('Welcome week')
  })

  it('refuses to move a message that went out back into the future, changing nothing', async () => {
    const player = await newPlayer()
    const sent = await send({ kind: 'player', user_id: player.userId }, 'Already out')
    const edit = await content('PUT', `/operator/messages/${sent.id}`, {
      title: { en: 'Moved' },
      body: { en: 'Text' },
      publish_at: at(30 * MINUTE),
    })
    expect(edit.statusCode).toBe(409)
    expect(edit.json()).toMatchObject({ msg: 'MESSAGE_ALREADY_SENT', data: { field: 'publish_at' } })
    expect(await inboxTitles(player)).toContain('Already out')
  })
})

describe('who may send what', () => {
  it('lets support write to one player but not to everyone or a segment (403), storing nothing', async () => {
    const player = await newPlayer()
    const one = await support('POST', '/operator/messages', {
      audience: { kind: 'player', user_id: player.userId },
      title: { en: 'About your withdrawal' },
      body: { en: 'It is on its way.' },
    })
    expect(one.statusCode, one.body).toBe(200)
    expect(await inboxTitles(player)).toContain('About your withdrawal')

    const count = async () =>
      Number(
        (
          await test.database.db
            .selectFrom('player_messages')
            .select((eb) => eb.fn.countAll<string>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      )
    const before = await count()
    for (const audience of [{ kind: 'everyone' }, { kind: 'vip', min_level: 2 }]) {
      const refused = await support('POST', '/operator/messages', {
        audience,
        title: { en: 'Promo' },
        body: { en: 'Text' },
      })
      expect(refused.statusCode, JSON.stringify(audience)).toBe(403)
      expect(refused.json().msg).toBe('FORBIDDEN')
    }
    expect((await support('GET', '/operator/messages/recipients?kind=everyone')).statusCode).toBe(403)
    expect(await count()).toBe(before)
  })

  it('refuses audiences naming nobody, with the field at fault, storing nothing', async () => {
    const cases: [string, object, number, string, string][] = [
      [
        'an unknown VIP level',
        { kind: 'vip', min_level: 99 },
        400,
        'VALIDATION_FAILED',
        'audience.min_level',
      ],
      [
        'an unknown inviter',
        { kind: 'invitees', inviter_id: 999_999_999 },
        404,
        'UNKNOWN_PLAYER',
        'audience.inviter_id',
      ],
      ['an unknown player', { kind: 'player', user_id: 999_999_999 }, 404, 'UNKNOWN_PLAYER', 'user_id'],
      ['an unknown kind', { kind: 'lucky' }, 400, 'VALIDATION_FAILED', 'audience.kind'],
      [
        'a bad date',
        { kind: 'registered_since', since: 'yesterday' },
        400,
        'VALIDATION_FAILED',
        'audience.since',
      ],
    ]
    const total = async () => (await content('GET', '/operator/messages?limit=1')).json().data.total as number
    const before = await total()
    for (const [rule, audience, status, msg, field] of cases) {
      const response = await content('POST', '/operator/messages', {
        audience,
        title: { en: 'x' },
        body: { en: 'y' },
      })
      expect(response.statusCode, rule).toBe(status)
      expect(response.json().msg, rule).toBe(msg)
      expect(response.json().data.field, rule).toBe(field)
    }
    expect(await total()).toBe(before)
  })
})
