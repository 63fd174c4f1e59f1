import { randomBytes } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import {
  HOUSE_SLOT,
  HOUSE_SLOT_STATED_RTP,
  isTadaRequestKey,
  money,
  tadaKeyG,
  toDecimalString,
} from '@app/domain'
import type { FastifyInstance, FastifyReply, FastifySchema } from 'fastify'
import type { Kysely } from 'kysely'
import { z } from 'zod'
import { familyGames, studioGame } from './catalogue'
import { MAX_ROUND_STAKE, MIN_LINE_BET, MIN_TABLE_BET, playRound, stakeOf, ZRoundBet } from './engines'
import { type KyAgent, kyRoutes } from './ky-dialect'
import { type NgMerchant, ngRoutes } from './ng-dialect'
import type { OperatorWallet, RoundToSettle, Settlement, StudioSession } from './operator-wallet'
import { renderGamePage } from './page'
import { type PgOperator, pgWallet, verifySession } from './pg-operator'
import type { StudioDatabase } from './schema'
import { activeSeed, rotateSeed, takeNonce } from './seeds'
import { payFromWallet, type TransferReplyFault, walletBalance } from './studio-wallets'
import { cancelRound, type TadaOperator, tadaAuth, tadaWallet } from './tada-operator'
import { textsFor } from './texts'

export type GameStudioOptions = {
  db: Kysely<StudioDatabase>
  /** The operator's pg wallet, read when first needed (its address may be known only after listen). */
  pgOperator: () => PgOperator
  /** The same for pg's second operator account (pg2, through the third-party aggregator). */
  pg2Operator: () => PgOperator
  /** The operator's tada wallet and the agent credentials it gave the studio. */
  tadaOperator: () => TadaOperator
  /** The same for noah, which speaks tada's dialect under its own name and agent. */
  noahOperator: () => TadaOperator
  /** The agent credentials of the ky dialect (a transfer wallet: the money is held here). */
  kyAgent: () => KyAgent
  /** The merchant credentials of the ng dialect (a transfer wallet on several platforms). */
  ngMerchant: () => NgMerchant
  /** Whether faults may be staged through PUT /dev/faults: never in production. */
  allowsFaults: boolean
  /** Where the client's bundle (game.js, game.css) was built. */
  assetsDir: string
  /** The path the studio is served under, e.g. "/studio". */
  base: string
  now: () => Date
  sessionTtlMs?: number
}

const SESSION_TTL_MS = 4 * 60 * 60 * 1000
/** Round calls the operator does not answer are sent again, this often and this many times. */
const RESEND_EVERY_MS = 10_000
const INLINE_ATTEMPTS = 3

const ZLaunchForm = z.object({
  operator_token: z.string(),
  path: z.string().regex(/^\/[a-z0-9-]{1,64}\/index\.html$/),
  extra_args: z.string().max(2000).default(''),
})
const ZSessionToken = z.string().regex(/^[0-9a-f]{48}$/)
const ZCursor = z.string().regex(/^\d{1,18}$/)
const ZSignedForm = z.object({ operator_token: z.string(), secret_key: z.string() })
const ZAgentForm = z.object({ AgentId: z.string(), Key: z.string() })
const ZHistoryForm = ZSignedForm.extend({
  count: z.coerce.number().int().min(1).max(500),
  row_version: ZCursor,
})
const ZBetRecordForm = z.object({
  LastId: ZCursor,
  PageLimit: z.coerce.number().int().min(1).max(500),
  AgentId: z.string(),
  Key: z.string(),
})
const ZRoundRequest = z.object({ session: ZSessionToken, bet: ZRoundBet })
/** Faults the studio can stage outside production, so the operator's side of each can be seen. */
const ZFaults = z.object({
  /** The operator's wallet takes a round, and its answer is thrown away: the round is sent again. */
  loseRoundReply: z.boolean().default(false),
  /** Every round is sent to the operator's wallet twice at once. */
  duplicateRounds: z.boolean().default(false),
  /** A tada round's cancel is sent before the round itself. */
  cancelBeforeBet: z.boolean().default(false),
  /** A ky or ng transfer is made here and never answered, as if the line dropped. */
  loseTransferReply: z.boolean().default(false),
  /** A ky or ng transfer is made here and its answer held back, the line left open. */
  holdTransferReply: z.boolean().default(false),
})
export type StudioFaults = z.infer<typeof ZFaults>

/** What the staged faults do to a transfer's answer, once the transfer is made. */
const transferReplyFault = (faults: StudioFaults): TransferReplyFault =>
  faults.loseTransferReply ? 'lose' : faults.holdTransferReply ? 'hold' : 'none'

/** The families whose players' money sits at the studio between transfers. */
const TRANSFER_FAMILIES = new Set(['ky', 'ng'])

const ZSeedRequest = z.object({
  session: ZSessionToken,
  client_seed: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/)
    .optional(),
})

const ZTadaLogin = z.object({
  Token: z.string().min(1).max(200),
  GameId: z.string().regex(/^[a-z0-9-]{1,64}$/),
  Lang: z.string().max(10).default('en'),
  AgentId: z.string(),
  Key: z.string(),
})

/** Whether a pg call carries the operator's token and secret key. */
const isOperator = (form: z.infer<typeof ZSignedForm>, operator: PgOperator) =>
  form.operator_token === operator.operatorToken && form.secret_key === operator.secretKey

/** A pg-style error answer: always HTTP 200, as the dialect does. */
const pgError = (code: string, message: string) => ({ data: null, error: { code, message } })

/**
 * The house game studio: the provider's side of the pg dialect (a launch that answers with the
 * game's HTML, the seamless wallet calls per round), the game client's own calls, and the seeds
 * that make each round provably fair. It keeps its books in its own tables.
 */
export async function gameStudio(app: FastifyInstance, options: GameStudioOptions): Promise<void> {
  const { db, now, base } = options
  let faults: StudioFaults = ZFaults.parse({})
  const sessionTtlMs = options.sessionTtlMs ?? SESSION_TTL_MS
  const wallets: Record<string, OperatorWallet> = {
    pg: pgWallet(options.pgOperator),
    pg2: pgWallet(options.pg2Operator),
    tada: tadaWallet(options.tadaOperator),
    noah: tadaWallet(options.noahOperator),
  }
  const walletOf = (session: StudioSession) => {
    const wallet = wallets[session.family]
    if (!wallet) throw new Error(`No wallet for the ${session.family} family`)
    return wallet
  }
  const openSession = async (
    session: Omit<StudioSession, 'token' | 'created_at' | 'expires_at'>,
  ): Promise<StudioSession> => {
    const opened = {
      ...session,
      token: randomBytes(24).toString('hex'),
      created_at: now(),
      expires_at: new Date(now().getTime() + sessionTtlMs),
    }
    await db.insertInto('studio_sessions').values(opened).execute()
    return opened
  }
  /** tada's keys of today and yesterday (UTC-4), so a call signed around midnight still verifies. */
  const keysOfDay = (operator: TadaOperator) => {
    const today = now()
    return [today, new Date(today.getTime() - 24 * 60 * 60 * 1000)].map((day) =>
      tadaKeyG(operator.agentId, operator.agentKey, day),
    )
  }
  /** A family's settled rounds after a round id, oldest first. */
  const settledRounds = (family: string, after: string, count: number) =>
    db
      .selectFrom('studio_rounds')
      .select(['id', 'player', 'game_code', 'stake', 'win', 'created_at'])
      .where('family', '=', family)
      .where('status', '=', 'settled')
      .where('id', '>', after)
      .orderBy('id')
      .limit(count)
      .execute()
  const page = (session: StudioSession) => {
    const game = studioGame(session.game_code)
    if (!game) throw new Error(`No game ${session.game_code}`)
    return renderGamePage({
      base,
      session: session.token,
      engine: game.engine,
      hue: game.hue,
      language: session.language,
      texts: textsFor(session.language),
    })
  }

  // The studio is a provider of its own: its endpoints are not the operator's API, so they stay
  // out of the operator's API documentation.
  app.addHook('onRoute', (route) => {
    const hidden: FastifySchema & { hide: boolean } = { ...route.schema, hide: true }
    route.schema = hidden
  })
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 16_384 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  )
  // The game runs in a frame of the operator's page, often sandboxed (an opaque origin): its
  // calls and files are open to any origin, and carry no cookies, only the session token.
  app.addHook('onSend', async (request, reply) => {
    reply.header('access-control-allow-origin', '*')
    reply.header('cross-origin-resource-policy', 'cross-origin')
    const isPage = String(reply.getHeader('content-type') ?? '').startsWith('text/html')
    reply.header(
      'content-security-policy',
      isPage
        ? "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; base-uri 'none'; form-action 'none'"
        : "default-src 'none'",
    )
    if (request.method === 'OPTIONS') {
      reply.header('access-control-allow-methods', 'GET, POST')
      reply.header('access-control-allow-headers', 'content-type')
      reply.header('access-control-max-age', '600')
    }
  })
  app.options('/api/*', async (_request, reply) => reply.code(204).send())

  const loadSession = async (token: string): Promise<StudioSession | undefined> =>
    db
      .selectFrom('studio_sessions')
      .selectAll()
      .where('token', '=', token)
      .where('expires_at', '>', now())
      .executeTakeFirst()

  /** pg (and its second operator account, pg2): the operator asks for a game's HTML for one of its player sessions. */
  for (const [family, operatorOf] of [
    ['pg', options.pgOperator],
    ['pg2', options.pg2Operator],
  ] as const) {
    app.post(`/${family}/external-game-launcher/api/v1/GetLaunchURLHTML`, async (request, reply) => {
      const form = ZLaunchForm.safeParse(request.body)
      if (!form.success) return pgError('1034', 'Invalid request')
      const operator = operatorOf()
      if (form.data.operator_token !== operator.operatorToken) return pgError('1204', 'Invalid operator')
      const code = form.data.path.split('/')[1] ?? ''
      if (!studioGame(code, family)) return pgError('1035', 'Game not found')
      const args = new URLSearchParams(form.data.extra_args)
      const operatorSession = args.get('ops') ?? ''
      const verified = await verifySession(operator, operatorSession, code)
      if (verified.kind !== 'data') return pgError('1300', 'Invalid player session')
      const session = await openSession({
        family,
        game_code: code,
        player: verified.data.player_name,
        operator_session: operatorSession,
        language: args.get('l') ?? 'en',
        currency: verified.data.currency,
      })
      return reply.type('text/html; charset=utf-8').send(page(session))
    })

    /** Game/v2/Get/GameList: the games this operator account may offer, all active. */
    app.post(`/${family}/Game/v2/Get/GameList`, async (request) => {
      const form = ZSignedForm.safeParse(request.body)
      const operator = operatorOf()
      if (!form.success) return pgError('1034', 'Invalid request')
      if (!isOperator(form.data, operator)) return pgError('1204', 'Invalid operator')
      return {
        data: familyGames(family).map((code) => ({ gameCode: code, gameName: code, status: 1 })),
        error: null,
      }
    })

    /** Bet/v4/GetHistory: the settled rounds after a row version (the round id), oldest first. */
    app.post(`/${family}/Bet/v4/GetHistory`, async (request) => {
      const form = ZHistoryForm.safeParse(request.body)
      const operator = operatorOf()
      if (!form.success) return pgError('1034', 'Invalid request')
      if (!isOperator(form.data, operator)) return pgError('1204', 'Invalid operator')
      const rounds = await settledRounds(family, form.data.row_version, form.data.count)
      return {
        data: rounds.map((round) => ({
          betId: round.id,
          parentBetId: round.id,
          playerName: round.player,
          gameId: round.game_code,
          betAmount: toDecimalString(money(BigInt(round.stake))),
          winAmount: toDecimalString(money(BigInt(round.win))),
          rowVersion: round.id,
          betTime: round.created_at.getTime(),
        })),
        error: null,
      }
    })
  }

  /**
   * tada (and noah, in its dialect): the operator asks for a one-time game address for its launch
   * token. The Key signs the query string with the agent's key of the day (UTC-4); the day before
   * is accepted around midnight.
   */
  for (const [family, operatorOf] of [
    ['tada', options.tadaOperator],
    ['noah', options.noahOperator],
  ] as const) {
    app.post(`/${family}/api1/LoginWithoutRedirect`, async (request) => {
      const form = ZTadaLogin.safeParse(request.body)
      if (!form.success) return { ErrorCode: 3, Message: 'Invalid parameter', Data: null }
      const operator = operatorOf()
      const { Token, GameId, Lang, AgentId, Key } = form.data
      const query = new URLSearchParams({ Token, GameId, Lang, AgentId }).toString()
      if (AgentId !== operator.agentId || !isTadaRequestKey(Key, query, keysOfDay(operator))) {
        return { ErrorCode: 5, Message: 'Invalid key', Data: null }
      }
      if (!studioGame(GameId, family)) return { ErrorCode: 3, Message: 'Game not found', Data: null }
      const player = await tadaAuth(operator, Token)
      if (!player) return { ErrorCode: 4, Message: 'Token expired', Data: null }
      const session = await openSession({
        family,
        game_code: GameId,
        player: player.player,
        operator_session: Token,
        language: Lang,
        currency: player.currency,
      })
      return { ErrorCode: 0, Message: '', Data: `${base}/play/${session.token}` }
    })

    /** GetGameList: the games this agent may offer, Key-signed. */
    app.post(`/${family}/api1/GetGameList`, async (request) => {
      const form = ZAgentForm.safeParse(request.body)
      if (!form.success) return { ErrorCode: 3, Message: 'Invalid parameter', Data: null }
      const operator = operatorOf()
      const query = new URLSearchParams({ AgentId: form.data.AgentId }).toString()
      if (
        form.data.AgentId !== operator.agentId ||
        !isTadaRequestKey(form.data.Key, query, keysOfDay(operator))
      ) {
        return { ErrorCode: 5, Message: 'Invalid key', Data: null }
      }
      return { ErrorCode: 0, Message: '', Data: familyGames(family).map((code) => ({ GameId: code })) }
    })

    /** GetBetRecord: the settled rounds after a wager id (the round id), oldest first, Key-signed. */
    app.post(`/${family}/api1/GetBetRecord`, async (request) => {
      const form = ZBetRecordForm.safeParse(request.body)
      if (!form.success) return { ErrorCode: 3, Message: 'Invalid parameter', Data: null }
      const operator = operatorOf()
      const { LastId, PageLimit, AgentId, Key } = form.data
      const query = new URLSearchParams({ LastId, PageLimit: String(PageLimit), AgentId }).toString()
      if (AgentId !== operator.agentId || !isTadaRequestKey(Key, query, keysOfDay(operator))) {
        return { ErrorCode: 5, Message: 'Invalid key', Data: null }
      }
      const rounds = await settledRounds(family, LastId, PageLimit)
      return {
        ErrorCode: 0,
        Message: '',
        Data: {
          Result: rounds.map((round) => ({
            WagersId: round.id,
            GameId: round.game_code,
            Account: round.player,
            BetAmount: toDecimalString(money(BigInt(round.stake))),
            PayoffAmount: toDecimalString(money(BigInt(round.win))),
            WagersTime: Math.floor(round.created_at.getTime() / 1000),
          })),
        },
      }
    })
  }

  /** The game page at its own address, for the dialects that launch by URL. */
  app.get('/play/:token', async (request, reply) => {
    const token = ZSessionToken.safeParse((request.params as { token: string }).token)
    const session = token.success ? await loadSession(token.data) : undefined
    if (!session)
      return reply.code(404).type('text/plain; charset=utf-8').send('This game session has ended.')
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(page(session))
  })

  kyRoutes(app, {
    db,
    agent: options.kyAgent,
    now,
    openSession,
    base,
    transferReplyFault: () => transferReplyFault(faults),
  })

  // ng signs the bytes of its JSON body: its calls get the body as sent, in a scope of their own.
  await app.register(async (ng) => {
    ng.removeContentTypeParser('application/json')
    ng.addContentTypeParser(
      'application/json',
      { parseAs: 'string', bodyLimit: 16_384 },
      (_request, body, done) => done(null, String(body)),
    )
    ngRoutes(ng, {
      db,
      merchant: options.ngMerchant,
      now,
      openSession,
      base,
      transferReplyFault: () => transferReplyFault(faults),
    })
  })

  if (options.allowsFaults) {
    app.put('/dev/faults', async (request, reply) => {
      const parsed = ZFaults.safeParse(request.body)
      if (!parsed.success) return reply.code(400).send({ error: 'INVALID_FAULTS' })
      faults = parsed.data
      return faults
    })
  }

  /** The game client's first call: the game, the player's balance and the seeds in force. */
  app.get('/api/session/:token', async (request, reply) => {
    const token = ZSessionToken.safeParse((request.params as { token: string }).token)
    const session = token.success ? await loadSession(token.data) : undefined
    if (!session) return reply.code(401).send({ error: 'SESSION_EXPIRED' })
    const game = studioGame(session.game_code)
    if (!game) return reply.code(404).send({ error: 'SESSION_EXPIRED' })
    return {
      engine: game.engine,
      currency: session.currency,
      balance: TRANSFER_FAMILIES.has(session.family)
        ? await walletBalance(db, session.family, session.player)
        : await walletOf(session).balance(session),
      limits: { min_line_bet: MIN_LINE_BET, min_table_bet: MIN_TABLE_BET, max_round_stake: MAX_ROUND_STAKE },
      slot: { lines: HOUSE_SLOT.lines, paytable: HOUSE_SLOT.paytable, rtp: HOUSE_SLOT_STATED_RTP },
      seed: await activeSeed(db, session.player, now()),
    }
  })

  /** One round: dealt on the player's seeds, then its bet and win sent to the operator's wallet. */
  app.post('/api/rounds', async (request, reply) => {
    const parsed = ZRoundRequest.safeParse(request.body)
    if (!parsed.success) return reply.code(400).send({ error: 'NO_BET' })
    const session = await loadSession(parsed.data.session)
    if (!session) return reply.code(401).send({ error: 'SESSION_EXPIRED' })
    const game = studioGame(session.game_code)
    if (!game || game.engine !== parsed.data.bet.engine) return reply.code(400).send({ error: 'NO_BET' })
    const stake = stakeOf(parsed.data.bet)
    if (!stake.ok) return reply.code(400).send({ error: stake.problem, max: MAX_ROUND_STAKE })
    const round = await db.transaction().execute(async (trx) => {
      const fair = await takeNonce(trx, session.player, now())
      const played = playRound(parsed.data.bet, fair)
      const row = await trx
        .insertInto('studio_rounds')
        .values({
          family: session.family,
          player: session.player,
          game_code: session.game_code,
          engine: game.engine,
          stake: played.stake,
          win: played.win,
          outcome: JSON.stringify(played.outcome),
          seed_id: fair.seedId,
          nonce: fair.nonce,
          session_token: session.token,
          status: 'pending',
          attempts: 0,
          created_at: now(),
        })
        .returning(['id', 'created_at', 'stake', 'win', 'game_code'])
        .executeTakeFirstOrThrow()
      // A transfer family's round is paid here, from the money transferred in, or not dealt at all.
      const local = TRANSFER_FAMILIES.has(session.family)
        ? await payFromWallet(trx, session, played.stake, played.win)
        : undefined
      if (local?.status === 'refused')
        await trx.deleteFrom('studio_rounds').where('id', '=', row.id).execute()
      else if (local)
        await trx.updateTable('studio_rounds').set({ status: 'settled' }).where('id', '=', row.id).execute()
      return { row, played, fair, local }
    })
    let answer: Settlement = round.local ?? { status: 'pending' }
    for (let attempt = 0; attempt < INLINE_ATTEMPTS && answer.status === 'pending'; attempt += 1) {
      answer = await settle(session, round.row, attempt > 0)
    }
    const common = {
      round_id: round.row.id,
      stake: toDecimalString(round.played.stake),
      nonce: round.fair.nonce,
      seed: await activeSeed(db, session.player, now()),
    }
    if (answer.status === 'refused') return reply.code(409).send({ ...common, error: answer.reason })
    return {
      ...common,
      status: answer.status,
      outcome: round.played.outcome,
      win: toDecimalString(round.played.win),
      balance: answer.status === 'settled' ? answer.balance : null,
    }
  })

  /** Reveals the player's seed and commits a new one. */
  app.post('/api/seeds', async (request, reply) => {
    const parsed = ZSeedRequest.safeParse(request.body)
    if (!parsed.success) return reply.code(400).send({ error: 'CLIENT_SEED_INVALID' })
    const session = await loadSession(parsed.data.session)
    if (!session) return reply.code(401).send({ error: 'SESSION_EXPIRED' })
    return rotateSeed(db, session.player, parsed.data.client_seed, now())
  })

  app.get('/assets/:file', async (request, reply: FastifyReply) => {
    const file = (request.params as { file: string }).file
    const type = { 'game.js': 'text/javascript', 'game.css': 'text/css' }[file]
    if (!type) return reply.code(404).send({ error: 'NOT_FOUND' })
    const content = await readFile(join(options.assetsDir, file)).catch(() => undefined)
    if (!content) return reply.code(404).send({ error: 'NOT_FOUND' })
    return reply.type(`${type}; charset=utf-8`).header('cache-control', 'no-cache').send(content)
  })

  /**
   * Sends a round's bet and win to the operator's wallet and records what it answered. A round
   * without an answer stays pending and is sent again, as the same round, until it is answered.
   */
  async function settle(
    session: StudioSession,
    round: RoundToSettle,
    isResend: boolean,
  ): Promise<Settlement> {
    const wallet = walletOf(session)
    if (faults.cancelBeforeBet && !isResend && (session.family === 'tada' || session.family === 'noah')) {
      await cancelRound(
        session.family === 'tada' ? options.tadaOperator() : options.noahOperator(),
        session,
        round,
      )
    }
    if (faults.duplicateRounds) void wallet.settle(session, round, isResend)
    const settlement = await wallet.settle(session, round, isResend)
    // The staged fault: the wallet took the round, and its answer is lost; the round goes again.
    if (faults.loseRoundReply && !isResend && settlement.status === 'settled') return { status: 'pending' }
    await db
      .updateTable('studio_rounds')
      .set((eb) => ({
        status: settlement.status === 'pending' ? 'pending' : settlement.status,
        attempts: eb('attempts', '+', 1),
      }))
      .where('id', '=', round.id)
      .where('status', '=', 'pending')
      .execute()
    return settlement
  }

  async function resendPending() {
    const pending = await db
      .selectFrom('studio_rounds')
      .innerJoin('studio_sessions', 'studio_sessions.token', 'studio_rounds.session_token')
      .selectAll('studio_sessions')
      .select([
        'studio_rounds.id',
        'studio_rounds.created_at as round_created_at',
        'studio_rounds.stake',
        'studio_rounds.win',
        'studio_rounds.game_code as round_game',
      ])
      .where('studio_rounds.status', '=', 'pending')
      .where('studio_rounds.created_at', '<', new Date(now().getTime() - RESEND_EVERY_MS))
      .orderBy('studio_rounds.id')
      .limit(100)
      .execute()
    for (const row of pending) {
      const round = {
        id: row.id,
        created_at: row.round_created_at,
        stake: row.stake,
        win: row.win,
        game_code: row.round_game,
      }
      await settle(row, round, true)
    }
  }
  const timer = setInterval(() => {
    resendPending().catch((error: unknown) => app.log.warn({ err: error }, 'studio resend failed'))
  }, RESEND_EVERY_MS)
  timer.unref()
  app.addHook('onClose', async () => clearInterval(timer))
}
