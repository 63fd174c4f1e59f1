import { createHmac } from 'node:crypto'
import type { ApiGroup } from '@app/contract'
import type { CryptoNetwork } from '@app/domain'
import { gameStudio, type StudioDatabase } from '@app/game-studio'
import fastifyRateLimit from '@fastify/rate-limit'
import fastifySwagger from '@fastify/swagger'
import fastifySwaggerUi from '@fastify/swagger-ui'
import fastifyWebsocket from '@fastify/websocket'
import Fastify, { type FastifyBaseLogger } from 'fastify'
import { jsonSchemaTransform, type ZodTypeProvider } from 'fastify-type-provider-zod'
import { Redis } from 'ioredis'
import { createChainDeposits } from './adapters/chain/chain-deposits'
import { createKyProvider } from './adapters/game-providers/ky/ky-provider'
import { createNgProvider } from './adapters/game-providers/ng/ng-provider'
import { createPgProvider } from './adapters/game-providers/pg/pg-provider'
import { pgWalletRoutes } from './adapters/game-providers/pg/pg-wallet.routes'
import { createTadaProvider } from './adapters/game-providers/tada/tada-provider'
import { tadaWalletRoutes } from './adapters/game-providers/tada/tada-wallet.routes'
import { sandboxMessenger } from './adapters/messaging/messenger'
import { createSmtpMessenger } from './adapters/messaging/smtp-messenger'
import { createSandboxPayments } from './adapters/payments/sandbox-payments'
import { crestRoutes } from './adapters/sports-feed/crest-routes'
import { createSimulatedFeed } from './adapters/sports-feed/simulated-feed'
import type { SportsFeed } from './adapters/sports-feed/sports-feed'
import { createSportteryFeed } from './adapters/sports-feed/sporttery/sporttery-feed'
import type { AdjustableClock, Clock } from './clock/clock'
import type { Config } from './config'
import type { DatabaseHandle } from './db/database'
import { AppError } from './errors/app-error'
import { registerCompression } from './http/compression'
import { registerErrorHandling, sendNotFound } from './http/error-handler'
import { trackRunningHandlers } from './http/in-flight'
import { registerJsonBodyParser } from './http/json-body'
import { registerMetrics } from './http/metrics-endpoint'
import { RequestLog } from './http/request-log'
import { registerSecurityHeaders } from './http/security-headers'
import { serializerCompiler } from './http/serializer'
import { registerSinglePageApp } from './http/single-page-app'
import type { App } from './http/types'
import { validatorCompiler } from './http/validation'
import { createLogger } from './logger'
import { accountsOperatorRoutes } from './modules/accounts/accounts.operator-routes'
import { accountsRoutes } from './modules/accounts/accounts.routes'
import type { AccountSettings } from './modules/accounts/accounts.service'
import { createPlayerGuard, createPlayerTokenGuard } from './modules/accounts/player-guard'
import { trackRequestAddress } from './modules/audit/request-address'
import { casinoOperatorRoutes } from './modules/casino/casino.operator-routes'
import { casinoRoutes } from './modules/casino/casino.routes'
import { transferRoutes } from './modules/casino/transfers.routes'
import { returnAllFromProviders } from './modules/casino/transfers.service'
import { chatOperatorRoutes } from './modules/chat/chat.operator-routes'
import { chatRoutes, chatTokenRoutes } from './modules/chat/chat.routes'
import { chatSocketHooks } from './modules/chat/chat-socket'
import { createChatTokens } from './modules/chat/chat-tokens'
import { currenciesRoutes } from './modules/currencies/currencies.routes'
import { devOutboxRoutes } from './modules/dev-tools/dev-outbox.routes'
import { devToolsRoutes } from './modules/dev-tools/dev-tools.routes'
import { gamesOperatorRoutes } from './modules/games/games.operator-routes'
import { gamesRoutes, providerGamesRoutes } from './modules/games/games.routes'
import { createGameCatalogue } from './modules/games/games.service'
import { healthRoutes } from './modules/health/health.routes'
import { homeContentOperatorRoutes } from './modules/home-content/home-content.operator-routes'
import { homeContentRoutes } from './modules/home-content/home-content.routes'
import { lotteryOperatorRoutes } from './modules/lottery/lottery.operator-routes'
import { lotteryRoutes } from './modules/lottery/lottery.routes'
import { operatorRoutes } from './modules/operator/operator.routes'
import { playerContentOperatorRoutes } from './modules/player-content/player-content.operator-routes'
import { playerContentRoutes } from './modules/player-content/player-content.routes'
import { playerProtectionOperatorRoutes } from './modules/player-protection/player-protection.operator-routes'
import { playerProtectionRoutes } from './modules/player-protection/player-protection.routes'
import { privateMessagesOperatorRoutes } from './modules/private-messages/private-messages.operator-routes'
import { privateMessagesRoutes } from './modules/private-messages/private-messages.routes'
import { reportsOperatorRoutes } from './modules/reports/reports.operator-routes'
import { reportsRoutes } from './modules/reports/reports.routes'
import { cricketRoutes } from './modules/sports/cricket.routes'
import { sportsOperatorRoutes } from './modules/sports/sports.operator-routes'
import { sportsRoutes } from './modules/sports/sports.routes'
import { vipRoutes } from './modules/vip/vip.routes'
import { checkInRoutes } from './modules/wallet/check-in.routes'
import { sandboxPayRoutes } from './modules/wallet/sandbox-pay.routes'
import { walletRoutes } from './modules/wallet/wallet.routes'
import type { Bus } from './realtime/bus'
import { realtimeRoutes } from './realtime/realtime.routes'
import { createChainDepositWorker } from './workers/chain-deposit-worker'
import { createDrawWorker } from './workers/draw-worker'
import type { Worker } from './workers/leased-worker'
import { createMessageWorker, MESSAGE_DELIVERY_EVERY_MS } from './workers/message-worker'
import { createSportsWorker } from './workers/sports-worker'
import { createTransferWorker, TRANSFER_RECONCILE_EVERY_MS } from './workers/transfer-worker'

export type AppDependencies = {
  config: Config
  database: DatabaseHandle
  clock: Clock | AdjustableClock
  bus: Bus
  /** The process logger; built from the config's LOG_LEVEL when absent. */
  logger?: FastifyBaseLogger
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The draw engine; tests run its passes by hand. */
    drawWorker: Worker
    /** The sports engine; tests run its passes by hand. */
    sportsWorker: Worker
    /** The reconciler of transfers without an answer; tests run its passes by hand. */
    transferWorker: Worker
    /** The sender of scheduled private messages; tests run its passes by hand. */
    messageWorker: Worker
    /** The chain watcher of each watched network (none unless CHAIN_WATCH=on); tests run their passes by hand. */
    chainWorkers: Readonly<Partial<Record<CryptoNetwork, Worker>>>
    /** Resolves once no route handler is running, even one whose caller has gone. */
    handlersSettled(): Promise<void>
  }
}

const REQUEST_ID = /^[\w.:-]{1,64}$/

const STUDIO_PREFIX = '/studio'
/** How long a call to a game provider (or from the studio to our wallet) may take. */
const PROVIDER_TIMEOUT_MS = 5000

/**
 * This server's own address as a loopback client reaches it: where it listens, or, before it
 * listens (a test that only injects requests), the configured port, where a call simply finds
 * nobody and is answered as a provider that does not answer.
 */
function ownBaseUrl(app: App, configuredPort: number): string {
  const address = app.server.address()
  if (!address || typeof address === 'string') return `http://127.0.0.1:${configuredPort}`
  const host = address.address === '0.0.0.0' || address.address === '::' ? '127.0.0.1' : address.address
  return `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`
}

const isAdjustable = (clock: Clock | AdjustableClock): clock is AdjustableClock => 'advanceBy' in clock

/**
 * Builds the whole server: plugins, every module by name under its API group, the WebSocket
 * endpoint and the web app. Listening is server.ts's job; tests call `inject` on the result.
 */
export async function buildApp({ config, database, clock, bus, logger }: AppDependencies): Promise<App> {
  const app = Fastify({
    loggerInstance: logger ?? createLogger(config.logLevel),
    logController: new RequestLog(),
    trustProxy: config.trustProxy,
    bodyLimit: 256 * 1024,
    // Keep a caller's request id (from a proxy) when it is sane, so one id follows the request.
    genReqId: (request) => {
      const incoming = request.headers['x-request-id']
      return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : crypto.randomUUID()
    },
  }).withTypeProvider<ZodTypeProvider>()

  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)
  app.decorate('handlersSettled', trackRunningHandlers(app).settled)
  trackRequestAddress(app)
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id)
    done()
  })
  registerErrorHandling(app)
  registerMetrics(app, { database, token: config.metricsToken, isProduction: config.isProduction })
  registerJsonBodyParser(app)
  registerSecurityHeaders(app, config.isProduction)

  const rateLimitRedis = config.redisUrl ? new Redis(config.redisUrl, { maxRetriesPerRequest: 1 }) : undefined
  if (rateLimitRedis) app.addHook('onClose', async () => void (await rateLimitRedis.quit()))
  await app.register(fastifyRateLimit, {
    max: config.rateLimitPerMinute,
    timeWindow: '1 minute',
    // The limit headers go out only once a client is close to or over it, not on every answer.
    addHeadersOnExceeding: {
      'x-ratelimit-limit': false,
      'x-ratelimit-remaining': false,
      'x-ratelimit-reset': false,
    },
    ...(rateLimitRedis ? { redis: rateLimitRedis, nameSpace: 'venue:rate:' } : {}),
    errorResponseBuilder: (_request, context) =>
      new AppError('RATE_LIMITED', 429, { retry_after_ms: context.ttl }),
  })

  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: `${config.brand} API`,
        description:
          'Sports betting, lottery and games. Every response is `{ code, msg, data }`; code 0 is success.',
        version: '1.0.0',
      },
    },
    transform: jsonSchemaTransform,
  })
  await app.register(fastifySwaggerUi, {
    routePrefix: '/docs',
    staticCSP: true,
    // The docs page is served over plain HTTP too: drop the upgrade and the outside validator.
    // Swagger UI sets inline styles at run time, so its pages alone allow them (a hash would
    // disable 'unsafe-inline', so hashes go too); scripts stay limited to its own files.
    transformStaticCSP: (header) =>
      header
        .replace(' upgrade-insecure-requests;', '')
        .replace(' validator.swagger.io', '')
        .replaceAll(' https:', '')
        .replace(/style-src [^;]*;/, "style-src 'self' 'unsafe-inline';"),
    uiConfig: { validatorUrl: null },
  })

  await app.register(fastifyWebsocket, { options: { maxPayload: 16 * 1024 } })

  // Lists and reports read `readDb` (a replica when DATABASE_READ_URL is set); money paths use `db`.
  const { db, readDb } = database
  const accountSettings: AccountSettings = {
    accessSecret: config.jwtAccessSecret,
    codes: {
      // Codes get a key of their own, derived so that it never equals a signing secret.
      secret: createHmac('sha256', config.jwtRefreshSecret).update('verification-codes').digest('base64url'),
      brand: config.brand,
      messenger: config.smtpUrl ? createSmtpMessenger(config.smtpUrl, config.mailFrom) : sandboxMessenger,
    },
  }
  // The built-in payment provider; its key is derived like the codes' key, never equal to a secret.
  const payments = createSandboxPayments(
    createHmac('sha256', config.jwtRefreshSecret).update('sandbox-payments').digest('base64url'),
  )
  // With CHAIN_WATCH=on, crypto deposit addresses come from the operator's extended public keys
  // and each watched network's node is read for USDT transfers to them.
  const chainDeposits = createChainDeposits(config.chain)
  if (chainDeposits.demoKeyNetworks.length > 0) {
    app.log.warn(
      { networks: chainDeposits.demoKeyNetworks },
      'deposit addresses come from the public demo key: never send real funds to them',
    )
  }
  app.decorateRequest('player', null)
  const requirePlayer = createPlayerGuard(db, accountSettings, clock)
  const requirePlayerToken = createPlayerTokenGuard(accountSettings, clock)
  const gameCatalogue = createGameCatalogue(db, bus)
  app.addHook('onClose', async () => gameCatalogue.close())
  // The providers' endpoint: configured, or the house studio this server mounts at /studio.
  const providerBaseUrl = () =>
    config.gameProviderBaseUrl ?? `${ownBaseUrl(app, config.port)}${STUDIO_PREFIX}`
  const pgProvider = createPgProvider({
    family: 'pg',
    baseUrl: providerBaseUrl,
    operatorToken: config.pgOperatorToken,
    secretKey: config.pgSecretKey,
    timeoutMs: PROVIDER_TIMEOUT_MS,
  })
  // pg's games again, through the third-party aggregator's own operator account.
  const pg2Provider = createPgProvider({
    family: 'pg2',
    baseUrl: providerBaseUrl,
    operatorToken: config.pg2OperatorToken,
    secretKey: config.pg2SecretKey,
    timeoutMs: PROVIDER_TIMEOUT_MS,
  })
  const tadaProvider = createTadaProvider({
    family: 'tada',
    baseUrl: providerBaseUrl,
    agentId: config.tadaAgentId,
    agentKey: config.tadaAgentKey,
    timeoutMs: PROVIDER_TIMEOUT_MS,
    now: () => clock.now(),
  })
  const noahProvider = createTadaProvider({
    family: 'noah',
    baseUrl: providerBaseUrl,
    agentId: config.noahAgentId,
    agentKey: config.noahAgentKey,
    timeoutMs: PROVIDER_TIMEOUT_MS,
    now: () => clock.now(),
  })
  const kyProvider = createKyProvider({
    baseUrl: providerBaseUrl,
    agent: config.kyAgent,
    cipherKey: config.kyCipherKey,
    md5Key: config.kyMd5Key,
    timeoutMs: PROVIDER_TIMEOUT_MS,
    now: () => clock.now(),
  })
  const ngProvider = createNgProvider({
    baseUrl: providerBaseUrl,
    sn: config.ngSn,
    secret: config.ngSecret,
    platforms: config.ngPlatforms,
    timeoutMs: PROVIDER_TIMEOUT_MS,
  })
  // The seamless providers, each with the catalogue provider whose games it offers.
  const seamlessProviders = [
    { provider: pgProvider, catalogueProvider: 'pgGames' },
    { provider: pg2Provider, catalogueProvider: 'pgGames' },
    { provider: tadaProvider, catalogueProvider: 'tadaGames' },
    { provider: noahProvider, catalogueProvider: 'noah' },
  ] as const
  if (config.runsGameStudio) {
    await app.register(
      async (studio) => {
        await gameStudio(studio, {
          db: db.withTables<StudioDatabase>(),
          base: STUDIO_PREFIX,
          assetsDir: config.gameStudioAssetsDir,
          now: () => clock.now(),
          pgOperator: () => ({
            walletUrl: `${ownBaseUrl(app, config.port)}/3rd-game/wallet/pg`,
            operatorToken: config.pgOperatorToken,
            secretKey: config.pgSecretKey,
            timeoutMs: PROVIDER_TIMEOUT_MS,
          }),
          pg2Operator: () => ({
            walletUrl: `${ownBaseUrl(app, config.port)}/3rd-game/wallet/pg2`,
            operatorToken: config.pg2OperatorToken,
            secretKey: config.pg2SecretKey,
            timeoutMs: PROVIDER_TIMEOUT_MS,
          }),
          tadaOperator: () => ({
            walletUrl: `${ownBaseUrl(app, config.port)}/3rd-game/wallet/tada`,
            agentId: config.tadaAgentId,
            agentKey: config.tadaAgentKey,
            timeoutMs: PROVIDER_TIMEOUT_MS,
          }),
          noahOperator: () => ({
            walletUrl: `${ownBaseUrl(app, config.port)}/3rd-game/wallet/noah`,
            agentId: config.noahAgentId,
            agentKey: config.noahAgentKey,
            timeoutMs: PROVIDER_TIMEOUT_MS,
          }),
          kyAgent: () => ({ agent: config.kyAgent, cipherKey: config.kyCipherKey, md5Key: config.kyMd5Key }),
          ngMerchant: () => ({ sn: config.ngSn, secret: config.ngSecret }),
          allowsFaults: config.hasDevTools,
        })
      },
      { prefix: STUDIO_PREFIX },
    )
  }
  // Chat tokens get a key of their own, derived like the codes' key, never equal to a secret.
  const chatTokens = createChatTokens(
    createHmac('sha256', config.jwtRefreshSecret).update('chat-tokens').digest('base64url'),
  )
  await app.register(healthRoutes, { database, bus })
  await app.register(realtimeRoutes, {
    bus,
    clock,
    jwtAccessSecret: config.jwtAccessSecret,
    chat: chatSocketHooks(db, bus, clock, chatTokens, accountSettings),
  })

  // Every API group of the spec, each with the modules it serves; a group's unknown paths answer
  // the 404 envelope. Groups without modules yet are mounted so their paths never reach the SPA.
  const modulesByGroup: Record<ApiGroup, (api: App) => Promise<void>> = {
    '/sports': async (api) => {
      await api.register(accountsRoutes, {
        db,
        settings: accountSettings,
        clock,
        requirePlayer,
        strictLimitPerMinute: config.authRateLimitPerMinute,
      })
      await api.register(gamesRoutes, { db, catalogue: gameCatalogue })
      await api.register(currenciesRoutes, { db: readDb })
      await api.register(homeContentRoutes, { db: readDb, brand: config.brand, clock })
      await api.register(playerContentRoutes, { db, brand: config.brand, clock })
      await api.register(privateMessagesRoutes, { db, bus, brand: config.brand, clock, requirePlayer })
      await api.register(chatRoutes, { db, bus, clock, tokens: chatTokens, requirePlayer })
      await api.register(vipRoutes, { db: readDb })
      await api.register(walletRoutes, {
        db,
        clock,
        payments,
        depositKeys: chainDeposits.depositKeys,
        requirePlayer,
        strictLimitPerMinute: config.authRateLimitPerMinute,
      })
      await api.register(lotteryRoutes, { db, clock, requirePlayer, requirePlayerToken })
      await api.register(sportsRoutes, { db, clock, requirePlayer, requirePlayerToken })
      await api.register(cricketRoutes, { db, clock, requirePlayer })
      await api.register(reportsRoutes, { db: readDb, clock, requirePlayer })
      await api.register(playerProtectionRoutes, {
        db,
        clock,
        requirePlayer,
        afterBreak: (userId, logger) =>
          returnAllFromProviders(db, [kyProvider, ngProvider], userId, () => clock.now(), logger),
      })
      await api.register(operatorRoutes, {
        db,
        clock,
        settings: accountSettings,
        payments,
        strictLimitPerMinute: config.authRateLimitPerMinute,
        adjustmentApprovalAbove: config.adjustmentApprovalAbove,
        totpIssuer: config.brand,
      })
      await api.register(playerContentOperatorRoutes, { db, clock, settings: accountSettings })
      await api.register(homeContentOperatorRoutes, { db, clock, settings: accountSettings })
      await api.register(playerProtectionOperatorRoutes, { db, clock, settings: accountSettings })
      await api.register(casinoOperatorRoutes, {
        db,
        clock,
        settings: accountSettings,
        providers: seamlessProviders,
      })
      await api.register(accountsOperatorRoutes, {
        db,
        clock,
        settings: accountSettings,
        casinoSources: seamlessProviders,
      })
      await api.register(privateMessagesOperatorRoutes, {
        db,
        bus,
        brand: config.brand,
        clock,
        settings: accountSettings,
      })
      await api.register(chatOperatorRoutes, { db, bus, clock, settings: accountSettings })
      await api.register(reportsOperatorRoutes, {
        db,
        readDb,
        clock,
        settings: accountSettings,
        casinoSources: seamlessProviders,
      })
      await api.register(lotteryOperatorRoutes, { db, bus, clock, settings: accountSettings })
      await api.register(gamesOperatorRoutes, { db, bus, clock, settings: accountSettings })
      await api.register(sportsOperatorRoutes, { db, bus, clock, settings: accountSettings })
      if (config.hasDevTools && isAdjustable(clock)) await api.register(devToolsRoutes, { clock, db })
    },
    '/3rd-game': async (api) => {
      await api.register(pgWalletRoutes, {
        family: 'pg',
        db,
        clock,
        bus,
        operatorToken: config.pgOperatorToken,
        secretKey: config.pgSecretKey,
      })
      await api.register(pgWalletRoutes, {
        family: 'pg2',
        db,
        clock,
        bus,
        operatorToken: config.pg2OperatorToken,
        secretKey: config.pg2SecretKey,
      })
      await api.register(providerGamesRoutes, {
        db,
        catalogue: gameCatalogue,
        provider: 'pgGames',
        path: '/api/v1/pg2/games/list',
      })
      await api.register(casinoRoutes, {
        db,
        clock,
        catalogue: gameCatalogue,
        requirePlayer,
        provider: pg2Provider,
        catalogueProvider: 'pgGames',
        launchPath: '/api/v1/pg2/games/login/:id',
        roundsPath: '/api/pg2/mybet',
      })
      await api.register(tadaWalletRoutes, { db, clock, bus, family: 'tada', agentKey: config.tadaAgentKey })
      await api.register(tadaWalletRoutes, { db, clock, bus, family: 'noah', agentKey: config.noahAgentKey })
      await api.register(providerGamesRoutes, { db, catalogue: gameCatalogue, provider: 'noah' })
      await api.register(casinoRoutes, {
        db,
        clock,
        catalogue: gameCatalogue,
        requirePlayer,
        provider: noahProvider,
        catalogueProvider: 'noah',
        launchPath: '/api/noah/startForUrl/:id',
        roundsPath: '/api/noah/mybet',
      })
    },
    '/pggame': async (api) => {
      await api.register(providerGamesRoutes, { db, catalogue: gameCatalogue, provider: 'pgGames' })
      await api.register(casinoRoutes, {
        db,
        clock,
        catalogue: gameCatalogue,
        requirePlayer,
        provider: pgProvider,
        catalogueProvider: 'pgGames',
        launchPath: '/api/v1/pg/:id',
        roundsPath: '/api/v1/pg/mybet',
      })
    },
    '/tadaGame': async (api) => {
      await api.register(providerGamesRoutes, { db, catalogue: gameCatalogue, provider: 'tadaGames' })
      await api.register(casinoRoutes, {
        db,
        clock,
        catalogue: gameCatalogue,
        requirePlayer,
        provider: tadaProvider,
        catalogueProvider: 'tadaGames',
        launchPath: '/api/v1/tada/startForUrl/:id',
        roundsPath: '/api/v1/tada/mybet',
      })
    },
    '/playcard': async (api) => {
      await api.register(transferRoutes, { db, clock, requirePlayer, provider: kyProvider, login: 'get' })
    },
    '/nggame': async (api) => {
      await api.register(transferRoutes, { db, clock, requirePlayer, provider: ngProvider, login: 'post' })
    },
    '/otherChat': async (api) => {
      await api.register(chatTokenRoutes, { db, bus, clock, tokens: chatTokens, requirePlayer })
    },
    '/activities': async (api) => {
      await api.register(checkInRoutes, { db, clock, requirePlayer })
    },
  }
  for (const [group, registerModules] of Object.entries(modulesByGroup)) {
    await app.register(
      async (api: App) => {
        api.setNotFoundHandler(sendNotFound)
        await registerCompression(api)
        await registerModules(api)
      },
      { prefix: group },
    )
  }

  const drawWorker = createDrawWorker({ db, clock, bus, logger: app.log })
  app.decorate('drawWorker', drawWorker)
  // The built-in simulated provider (its secret is derived like the codes' key, never equal to a
  // secret), or the China Sports Lottery's JC games when SPORTS_FEED=sporttery.
  const feed: SportsFeed =
    config.sportsFeed === 'sporttery'
      ? createSportteryFeed({
          baseUrl: config.sportteryBaseUrl,
          pollIntervalMs: config.sportteryPollIntervalMs,
          timeoutMs: config.sportteryTimeoutMs,
          clock,
          logger: app.log,
        })
      : createSimulatedFeed(createHmac('sha256', config.jwtRefreshSecret).update('sports-feed').digest('hex'))
  const sportsWorker = createSportsWorker({ db, clock, bus, feed, logger: app.log })
  app.decorate('sportsWorker', sportsWorker)
  const transferWorker = createTransferWorker({
    db,
    clock,
    logger: app.log,
    providers: [kyProvider, ngProvider],
  })
  app.decorate('transferWorker', transferWorker)
  const messageWorker = createMessageWorker({ db, bus, brand: config.brand, clock, logger: app.log })
  app.decorate('messageWorker', messageWorker)
  const chainWorkers = Object.fromEntries(
    chainDeposits.watchers.map(({ watcher, confirmations }) => [
      watcher.network,
      createChainDepositWorker({ db, clock, logger: app.log, watcher, confirmations }),
    ]),
  )
  app.decorate('chainWorkers', chainWorkers)
  if (config.runsWorkers) {
    app.addHook('onReady', async () => {
      drawWorker.start()
      sportsWorker.start()
      transferWorker.start(TRANSFER_RECONCILE_EVERY_MS)
      messageWorker.start(MESSAGE_DELIVERY_EVERY_MS)
      for (const worker of Object.values(chainWorkers)) worker.start(config.chain.pollIntervalMs)
    })
    app.addHook('onClose', async () => {
      await Promise.all([
        drawWorker.stop(),
        sportsWorker.stop(),
        transferWorker.stop(),
        messageWorker.stop(),
        ...Object.values(chainWorkers).map((worker) => worker.stop()),
      ])
    })
  }

  if (config.hasDevTools) await app.register(devOutboxRoutes, { db })
  // The sandbox moves no real money, so its payment page never runs in production.
  if (config.hasDevTools) await app.register(sandboxPayRoutes, { db, payments, server: app })
  await app.register(crestRoutes)
  await registerSinglePageApp(app, config.webDistDir, config.brand)
  return app
}
