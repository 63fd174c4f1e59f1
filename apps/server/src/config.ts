import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { BRANDS, CRYPTO_NETWORKS, type CryptoNetwork, DEFAULT_BRAND, type Money, moneyOf } from '@app/domain'
import { z } from 'zod'
import { accountXpubProblem, DEMO_DEPOSIT_XPUBS } from './adapters/chain/deposit-key'

const here = dirname(fileURLToPath(import.meta.url))
// Both the sources (apps/server/src) and the bundle (apps/server/dist) sit two levels below apps/.
const DEFAULT_WEB_DIST = resolve(here, '../../web/dist')
const DEFAULT_STUDIO_ASSETS = resolve(here, '../../game-studio/dist')

const DEVELOPMENT_ACCESS_SECRET = 'development-only-access-secret-change-me-0000'
const DEVELOPMENT_REFRESH_SECRET = 'development-only-refresh-secret-change-me-000'

/** The house studio's demo credentials; a real provider's come from the environment. */
const DEMO_PG_OPERATOR_TOKEN = 'house-operator'
const DEMO_PG_SECRET_KEY = 'house-studio-demo-secret'
const DEMO_PG2_OPERATOR_TOKEN = 'house-operator-2'
const DEMO_PG2_SECRET_KEY = 'house-studio-demo-secret-2'
const DEMO_TADA_AGENT_ID = 'house-agent'
const DEMO_TADA_AGENT_KEY = 'house-studio-demo-agent-key'
const DEMO_NOAH_AGENT_ID = 'house-noah'
const DEMO_NOAH_AGENT_KEY = 'house-studio-demo-noah-key'
const DEMO_KY_AGENT = 'house-ky'
const DEMO_KY_CIPHER_KEY = 'house-ky-cipher!'
const DEMO_KY_MD5_KEY = 'house-studio-demo-ky-md5-key'
const DEMO_NG_SN = 'house-merchant'
const DEMO_NG_SECRET = 'house-studio-demo-ng-secret'
const DEMO_NG_PLATFORMS = 'studio'

/** The public base of the China Sports Lottery's web API, read by the sporttery sports feed. */
const SPORTTERY_PUBLIC_BASE_URL = 'https://webapi.sporttery.cn'

/** Mainnet USDT: its contract on each network and its decimals there. */
const MAINNET_USDT: Record<CryptoNetwork, { contract: string; decimals: number }> = {
  TRC20: { contract: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t', decimals: 6 },
  ERC20: { contract: '0xdAC17F958D2ee523a2206206994597C13D831ec7', decimals: 6 },
  BEP20: { contract: '0x55d398326f99059fF775485246999027B3197955', decimals: 18 },
}
/** Public endpoints, rate-limited: fine to try the watcher, not to run a site on. */
const PUBLIC_CHAIN_ENDPOINTS: Record<CryptoNetwork, string> = {
  TRC20: 'https://api.trongrid.io',
  ERC20: 'https://ethereum-rpc.publicnode.com',
  BEP20: 'https://bsc-rpc.publicnode.com',
}

const PORT_RANGE = 'must be an integer from 0 to 65535'
/** Variables whose values are never echoed back, even when they are wrong. */
const SECRET_VARIABLES = new Set([
  'JWT_ACCESS_SECRET',
  'JWT_REFRESH_SECRET',
  'SMTP_URL',
  'PG_OPERATOR_TOKEN',
  'PG_SECRET_KEY',
  'PG2_OPERATOR_TOKEN',
  'PG2_SECRET_KEY',
  'TADA_AGENT_KEY',
  'NOAH_AGENT_KEY',
  'KY_CIPHER_KEY',
  'KY_MD5_KEY',
  'NG_SECRET',
  'METRICS_TOKEN',
  'CHAIN_TRC20_API_KEY',
  // Not secret, but an operator who pastes a private key (xprv) by mistake never sees it echoed.
  'DEPOSIT_XPUB_TRC20',
  'DEPOSIT_XPUB_ERC20',
  'DEPOSIT_XPUB_BEP20',
])

const booleanText = z.enum(['true', 'false', '1', '0']).transform((text) => text === 'true' || text === '1')

/** Whole milliseconds within a range, e.g. `milliseconds(5_000, 3_600_000)` takes "60000". */
const milliseconds = (lowest: number, highest: number) => {
  const message = `must be a whole number of milliseconds from ${lowest} to ${highest}`
  return z
    .string()
    .regex(/^\d{1,9}$/, message)
    .transform(Number)
    .refine((value) => value >= lowest && value <= highest, message)
}

const httpUrl = z.string().regex(/^https?:\/\/.+[^/]$/, 'must be an http(s):// URL without a trailing slash')

/** A whole number within a range, e.g. `wholeNumber(1, 10_000)` takes "20". */
const wholeNumber = (lowest: number, highest: number) => {
  const message = `must be a whole number from ${lowest} to ${highest}`
  return z
    .string()
    .regex(/^\d{1,9}$/, message)
    .transform(Number)
    .refine((value) => value >= lowest && value <= highest, message)
}

/** An account-level extended public key (m/44'/coin'/account'), never a private one. */
const accountXpub = z.string().superRefine((text, context) => {
  const problem = accountXpubProblem(text)
  if (problem) context.addIssue({ code: 'custom', message: problem })
})

/** An amount of USDT, at least zero, with up to 6 decimals, e.g. "1000" or "250.5". */
const usdtAmount = z
  .string()
  .regex(/^\d{1,12}(\.\d{1,6})?$/, 'must be an amount of USDT at least 0, e.g. 1000 or 250.5')
  // The pattern admits only what moneyOf reads.
  .transform((text) => moneyOf(text))

const evmContract = z.string().regex(/^0x[0-9a-fA-F]{40}$/, 'must be a 0x contract address')

const ZEnvironment = z.object({
  APP_ENV: z.enum(['development', 'test', 'production']).default('development'),
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: z
    .string()
    .regex(/^\d{1,5}$/, PORT_RANGE)
    .transform(Number)
    .refine((port) => port <= 65535, PORT_RANGE)
    .default(8080),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\/.+/, 'must be a postgres:// URL')
    .optional(),
  /** A read replica of DATABASE_URL for lists and reports; money paths always use the primary. */
  DATABASE_READ_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\/.+/, 'must be a postgres:// URL')
    .optional(),
  DATA_DIR: z.string().min(1).default('var'),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\/.+/, 'must be a redis:// URL')
    .optional(),
  BRAND: z.enum(BRANDS, { error: `must be one of ${BRANDS.join(', ')}` }).default(DEFAULT_BRAND),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  JWT_ACCESS_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  JWT_REFRESH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  DEMO_DATA: booleanText.optional(),
  RATE_LIMIT_PER_MINUTE: z
    .string()
    .regex(/^[1-9]\d{0,8}$/, 'must be a positive integer')
    .transform(Number)
    .default(1200),
  AUTH_RATE_LIMIT_PER_MINUTE: z
    .string()
    .regex(/^[1-9]\d{0,8}$/, 'must be a positive integer')
    .transform(Number)
    .default(10),
  TRUST_PROXY: booleanText.default(false),
  /** How long a stopping server lets running requests and worker passes finish before it gives up. */
  SHUTDOWN_TIMEOUT_MS: z
    .string()
    .regex(/^[1-9]\d{2,5}$/, 'must be a whole number of milliseconds from 100 to 999999')
    .transform(Number)
    .default(10_000),
  /** A bearer token /metrics asks for; unset, /metrics answers loopback callers only in production. */
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  /** The draw engine runs inside the server; tests drive it by hand instead. */
  WORKERS: booleanText.default(true),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/.+/, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).optional(),
  WEB_DIST_DIR: z.string().min(1).default(DEFAULT_WEB_DIST),
  /** Where the game providers' dialects are answered; unset, the house studio mounted at /studio. */
  GAME_PROVIDER_BASE_URL: z
    .string()
    .regex(/^https?:\/\/.+[^/]$/, 'must be an http(s):// URL without a trailing slash')
    .optional(),
  GAME_STUDIO: booleanText.default(true),
  GAME_STUDIO_ASSETS_DIR: z.string().min(1).default(DEFAULT_STUDIO_ASSETS),
  PG_OPERATOR_TOKEN: z.string().min(8, 'must be at least 8 characters').default(DEMO_PG_OPERATOR_TOKEN),
  PG_SECRET_KEY: z.string().min(16, 'must be at least 16 characters').default(DEMO_PG_SECRET_KEY),
  PG2_OPERATOR_TOKEN: z.string().min(8, 'must be at least 8 characters').default(DEMO_PG2_OPERATOR_TOKEN),
  PG2_SECRET_KEY: z.string().min(16, 'must be at least 16 characters').default(DEMO_PG2_SECRET_KEY),
  TADA_AGENT_ID: z.string().min(1).default(DEMO_TADA_AGENT_ID),
  TADA_AGENT_KEY: z.string().min(16, 'must be at least 16 characters').default(DEMO_TADA_AGENT_KEY),
  NOAH_AGENT_ID: z.string().min(1).default(DEMO_NOAH_AGENT_ID),
  NOAH_AGENT_KEY: z.string().min(16, 'must be at least 16 characters').default(DEMO_NOAH_AGENT_KEY),
  KY_AGENT: z.string().min(1).default(DEMO_KY_AGENT),
  KY_CIPHER_KEY: z.string().length(16, 'must be exactly 16 characters').default(DEMO_KY_CIPHER_KEY),
  KY_MD5_KEY: z.string().min(16, 'must be at least 16 characters').default(DEMO_KY_MD5_KEY),
  NG_SN: z.string().min(1).default(DEMO_NG_SN),
  NG_SECRET: z.string().min(16, 'must be at least 16 characters').default(DEMO_NG_SECRET),
  NG_PLATFORMS: z
    .string()
    .regex(/^[a-z0-9_-]{1,32}(,[a-z0-9_-]{1,32})*$/, 'must be plat_type names separated by commas')
    .default(DEMO_NG_PLATFORMS)
    .transform((text) => text.split(',')),
  /** Where sports fixtures, prices and results come from: the built-in simulator or the China Sports Lottery. */
  SPORTS_FEED: z
    .enum(['simulated', 'sporttery'], { error: 'must be simulated or sporttery' })
    .default('simulated'),
  SPORTTERY_BASE_URL: z
    .string()
    .regex(/^https?:\/\/.+[^/]$/, 'must be an http(s):// URL without a trailing slash')
    .default(SPORTTERY_PUBLIC_BASE_URL),
  /** At most one poll of each selling list (and of each sport's results) per interval; at least 5 s. */
  SPORTTERY_POLL_INTERVAL_MS: milliseconds(5_000, 3_600_000).default(60_000),
  SPORTTERY_TIMEOUT_MS: milliseconds(1_000, 60_000).default(10_000),
  /** Deposits to addresses derived from the operator's keys, watched on chain; off keeps the sandbox's. */
  CHAIN_WATCH: z.enum(['off', 'on'], { error: 'must be off or on' }).default('off'),
  CHAIN_NETWORKS: z
    .string()
    .regex(
      /^(TRC20|ERC20|BEP20)(,(TRC20|ERC20|BEP20))*$/,
      'must be TRC20, ERC20 or BEP20, separated by commas',
    )
    .default(CRYPTO_NETWORKS.join(','))
    .transform((text) => [...new Set(text.split(','))] as CryptoNetwork[]),
  DEPOSIT_XPUB_TRC20: accountXpub.optional(),
  DEPOSIT_XPUB_ERC20: accountXpub.optional(),
  DEPOSIT_XPUB_BEP20: accountXpub.optional(),
  CHAIN_TRC20_API_URL: httpUrl.default(PUBLIC_CHAIN_ENDPOINTS.TRC20),
  CHAIN_TRC20_API_KEY: z.string().min(8, 'must be at least 8 characters').optional(),
  CHAIN_ERC20_RPC_URL: httpUrl.default(PUBLIC_CHAIN_ENDPOINTS.ERC20),
  CHAIN_BEP20_RPC_URL: httpUrl.default(PUBLIC_CHAIN_ENDPOINTS.BEP20),
  CHAIN_TRC20_USDT_CONTRACT: z
    .string()
    .regex(/^T[1-9A-HJ-NP-Za-km-z]{33}$/, 'must be a TRON contract address (T…)')
    .default(MAINNET_USDT.TRC20.contract),
  CHAIN_ERC20_USDT_CONTRACT: evmContract.default(MAINNET_USDT.ERC20.contract),
  CHAIN_BEP20_USDT_CONTRACT: evmContract.default(MAINNET_USDT.BEP20.contract),
  CHAIN_TRC20_USDT_DECIMALS: wholeNumber(0, 36).default(MAINNET_USDT.TRC20.decimals),
  CHAIN_ERC20_USDT_DECIMALS: wholeNumber(0, 36).default(MAINNET_USDT.ERC20.decimals),
  CHAIN_BEP20_USDT_DECIMALS: wholeNumber(0, 36).default(MAINNET_USDT.BEP20.decimals),
  /** Blocks a transfer needs, its own included, before it is credited. */
  CHAIN_TRC20_CONFIRMATIONS: wholeNumber(1, 10_000).default(20),
  CHAIN_ERC20_CONFIRMATIONS: wholeNumber(1, 10_000).default(64),
  CHAIN_BEP20_CONFIRMATIONS: wholeNumber(1, 10_000).default(15),
  CHAIN_POLL_INTERVAL_MS: milliseconds(200, 3_600_000).default(15_000),
  CHAIN_TIMEOUT_MS: milliseconds(1_000, 60_000).default(10_000),
  /**
   * Maker-checker: a balance adjustment larger than this (credit or debit) waits for a second
   * operator with the finance role; one at or below it applies at once.
   */
  ADJUSTMENT_APPROVAL_ABOVE: usdtAmount.default(moneyOf('1000')),
})

/** One network's on-chain deposit settings. */
export type ChainNetworkSettings = Readonly<{
  /** The account-level xpub the deposit addresses are derived from. */
  xpub: string
  /** The TronGrid-style API (TRC20) or the JSON-RPC node (ERC20, BEP20). */
  url: string
  usdtContract: string
  usdtDecimals: number
  confirmations: number
}>

export type Config = Readonly<{
  appEnv: 'development' | 'test' | 'production'
  isProduction: boolean
  host: string
  port: number
  databaseUrl: string | undefined
  /** Where lists and reports read; undefined means the primary. */
  databaseReadUrl: string | undefined
  dataDir: string
  redisUrl: string | undefined
  brand: (typeof BRANDS)[number]
  logLevel: string
  jwtAccessSecret: string
  jwtRefreshSecret: string
  demoData: boolean
  rateLimitPerMinute: number
  /** Per address, on the calls that send codes or check passwords. */
  authRateLimitPerMinute: number
  trustProxy: boolean
  /** How long a stopping server waits for running requests and worker passes. */
  shutdownTimeoutMs: number
  /** The bearer token of /metrics; undefined: open outside production, loopback only in it. */
  metricsToken: string | undefined
  webDistDir: string
  /** Where emails go out; unset keeps every message in the sandbox outbox. */
  smtpUrl: string | undefined
  mailFrom: string
  /** Demo and test tools: moving the clock forward, switching a game on or off. Never in production. */
  hasDevTools: boolean
  runsWorkers: boolean
  /** The providers' endpoint; undefined means this server's own /studio. */
  gameProviderBaseUrl: string | undefined
  /** Whether this server also runs the house game studio under /studio. */
  runsGameStudio: boolean
  /** Where the studio's game client was built. */
  gameStudioAssetsDir: string
  pgOperatorToken: string
  pgSecretKey: string
  pg2OperatorToken: string
  pg2SecretKey: string
  tadaAgentId: string
  tadaAgentKey: string
  noahAgentId: string
  noahAgentKey: string
  kyAgent: string
  kyCipherKey: string
  kyMd5Key: string
  ngSn: string
  ngSecret: string
  /** ng's platforms (plat_type) offered to players, e.g. ['studio']. */
  ngPlatforms: readonly string[]
  /** Where sports fixtures, prices and results come from; the simulator unless set otherwise. */
  sportsFeed: 'simulated' | 'sporttery'
  /** The China Sports Lottery's web API, read when sportsFeed is sporttery. */
  sportteryBaseUrl: string
  /** How often each of its lists is polled at most, while it answers. */
  sportteryPollIntervalMs: number
  /** How long one of its requests may take. */
  sportteryTimeoutMs: number
  /** Balance adjustments larger than this (micro-USDT, credit or debit) need a second operator. */
  adjustmentApprovalAbove: Money
  /** On-chain USDT deposits to addresses derived from the operator's extended public keys. */
  chain: Readonly<{
    /** Whether the chain is watched; off, every deposit address is the payment sandbox's. */
    isWatching: boolean
    /** The networks watched (and given derived addresses) when it is on. */
    networks: readonly CryptoNetwork[]
    pollIntervalMs: number
    timeoutMs: number
    /** TronGrid's API key, sent as TRON-PRO-API-KEY. */
    tronApiKey: string | undefined
    TRC20: ChainNetworkSettings
    ERC20: ChainNetworkSettings
    BEP20: ChainNetworkSettings
  }>
}>

export type ConfigResult = { ok: true; config: Config } | { ok: false; problems: string[] }

/**
 * Reads and validates every setting at once from an environment, reporting all bad variables
 * together, e.g. `PORT must be an integer from 0 to 65535 (got "abc")`.
 */
export function loadConfig(env: Readonly<Record<string, string | undefined>>): ConfigResult {
  // An empty variable means "not set", as in most shells' `VAR= command`.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''))
  const parsed = ZEnvironment.safeParse(present)
  const problems = parsed.success
    ? []
    : parsed.error.issues.map((issue) => {
        const name = String(issue.path[0] ?? 'environment')
        return `${name} ${issue.message}${describeValue(name, present[name])}`
      })
  // Production's own requirements are reported together with any other bad variable.
  if (present.DATABASE_READ_URL && !present.DATABASE_URL) {
    problems.push('DATABASE_READ_URL needs DATABASE_URL: a replica reads what a PostgreSQL primary wrote')
  }
  if (present.APP_ENV === 'production') {
    if (!present.DATABASE_URL) {
      problems.push(
        'DATABASE_URL is required in production: the embedded database is for trying and developing the product, PostgreSQL is for money',
      )
    }
    if (!present.JWT_ACCESS_SECRET) problems.push('JWT_ACCESS_SECRET is required in production (not set)')
    if (!present.JWT_REFRESH_SECRET) problems.push('JWT_REFRESH_SECRET is required in production (not set)')
    if (present.CHAIN_WATCH === 'on') {
      const networks = parsed.success ? parsed.data.CHAIN_NETWORKS : CRYPTO_NETWORKS
      for (const network of networks) {
        const name = `DEPOSIT_XPUB_${network}`
        const xpub = present[name]
        if (!xpub) problems.push(`${name} is required in production when CHAIN_WATCH=on (not set)`)
        else if (xpub === DEMO_DEPOSIT_XPUBS[network]) {
          problems.push(`${name} is the documented demo key, whose private keys everyone knows`)
        }
      }
    }
  }
  if (!parsed.success || problems.length > 0) return { ok: false, problems }
  const settings = parsed.data
  const isProduction = settings.APP_ENV === 'production'
  return {
    ok: true,
    config: Object.freeze({
      appEnv: settings.APP_ENV,
      isProduction,
      host: settings.HOST,
      port: settings.PORT,
      databaseUrl: settings.DATABASE_URL,
      databaseReadUrl: settings.DATABASE_READ_URL,
      dataDir: resolve(settings.DATA_DIR),
      redisUrl: settings.REDIS_URL,
      brand: settings.BRAND,
      logLevel: settings.LOG_LEVEL,
      jwtAccessSecret: settings.JWT_ACCESS_SECRET ?? DEVELOPMENT_ACCESS_SECRET,
      jwtRefreshSecret: settings.JWT_REFRESH_SECRET ?? DEVELOPMENT_REFRESH_SECRET,
      demoData: settings.DEMO_DATA ?? !isProduction,
      rateLimitPerMinute: settings.RATE_LIMIT_PER_MINUTE,
      authRateLimitPerMinute: settings.AUTH_RATE_LIMIT_PER_MINUTE,
      trustProxy: settings.TRUST_PROXY,
      shutdownTimeoutMs: settings.SHUTDOWN_TIMEOUT_MS,
      metricsToken: settings.METRICS_TOKEN,
      webDistDir: resolve(settings.WEB_DIST_DIR),
      smtpUrl: settings.SMTP_URL,
      mailFrom: settings.MAIL_FROM ?? `${settings.BRAND} <no-reply@localhost>`,
      hasDevTools: !isProduction,
      runsWorkers: settings.WORKERS,
      gameProviderBaseUrl: settings.GAME_PROVIDER_BASE_URL,
      runsGameStudio: settings.GAME_STUDIO,
      gameStudioAssetsDir: resolve(settings.GAME_STUDIO_ASSETS_DIR),
      pgOperatorToken: settings.PG_OPERATOR_TOKEN,
      pgSecretKey: settings.PG_SECRET_KEY,
      pg2OperatorToken: settings.PG2_OPERATOR_TOKEN,
      pg2SecretKey: settings.PG2_SECRET_KEY,
      tadaAgentId: settings.TADA_AGENT_ID,
      tadaAgentKey: settings.TADA_AGENT_KEY,
      noahAgentId: settings.NOAH_AGENT_ID,
      noahAgentKey: settings.NOAH_AGENT_KEY,
      kyAgent: settings.KY_AGENT,
      kyCipherKey: settings.KY_CIPHER_KEY,
      kyMd5Key: settings.KY_MD5_KEY,
      ngSn: settings.NG_SN,
      ngSecret: settings.NG_SECRET,
      ngPlatforms: settings.NG_PLATFORMS,
      sportsFeed: settings.SPORTS_FEED,
      sportteryBaseUrl: settings.SPORTTERY_BASE_URL,
      sportteryPollIntervalMs: settings.SPORTTERY_POLL_INTERVAL_MS,
      sportteryTimeoutMs: settings.SPORTTERY_TIMEOUT_MS,
      adjustmentApprovalAbove: settings.ADJUSTMENT_APPROVAL_ABOVE,
      chain: Object.freeze({
        isWatching: settings.CHAIN_WATCH === 'on',
        networks: settings.CHAIN_NETWORKS,
        pollIntervalMs: settings.CHAIN_POLL_INTERVAL_MS,
        timeoutMs: settings.CHAIN_TIMEOUT_MS,
        tronApiKey: settings.CHAIN_TRC20_API_KEY,
        TRC20: {
          xpub: settings.DEPOSIT_XPUB_TRC20 ?? DEMO_DEPOSIT_XPUBS.TRC20,
          url: settings.CHAIN_TRC20_API_URL,
          usdtContract: settings.CHAIN_TRC20_USDT_CONTRACT,
          usdtDecimals: settings.CHAIN_TRC20_USDT_DECIMALS,
          confirmations: settings.CHAIN_TRC20_CONFIRMATIONS,
        },
        ERC20: {
          xpub: settings.DEPOSIT_XPUB_ERC20 ?? DEMO_DEPOSIT_XPUBS.ERC20,
          url: settings.CHAIN_ERC20_RPC_URL,
          usdtContract: settings.CHAIN_ERC20_USDT_CONTRACT,
          usdtDecimals: settings.CHAIN_ERC20_USDT_DECIMALS,
          confirmations: settings.CHAIN_ERC20_CONFIRMATIONS,
        },
        BEP20: {
          xpub: settings.DEPOSIT_XPUB_BEP20 ?? DEMO_DEPOSIT_XPUBS.BEP20,
          url: settings.CHAIN_BEP20_RPC_URL,
          usdtContract: settings.CHAIN_BEP20_USDT_CONTRACT,
          usdtDecimals: settings.CHAIN_BEP20_USDT_DECIMALS,
          confirmations: settings.CHAIN_BEP20_CONFIRMATIONS,
        },
      }),
    }),
  }
}

/** How a bad value is quoted in a problem: never a secret, and URLs without their password. */
function describeValue(name: string, value: string | undefined): string {
  if (value === undefined) return ' (not set)'
  if (SECRET_VARIABLES.has(name)) return ''
  return ` (got ${JSON.stringify(value.replace(/\/\/([^:/@]*):[^@/]*@/, '//$1:***@'))})`
}
