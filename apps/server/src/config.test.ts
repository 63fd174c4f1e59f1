import { BRANDS } from '@app/domain'
import { describe, expect, it } from 'vitest'
import { type Config, loadConfig } from './config'

const ACCESS_SECRET = 'a'.repeat(32)
const REFRESH_SECRET = 'r'.repeat(32)
const PRODUCTION = {
  APP_ENV: 'production',
  DATABASE_URL: 'postgres://venue@db.internal:5432/venue',
  JWT_ACCESS_SECRET: ACCESS_SECRET,
  JWT_REFRESH_SECRET: REFRESH_SECRET,
}

/** The config of an environment that must load. */
function configOf(env: Record<string, string | undefined>): Config {
  const result = loadConfig(env)
  if (!result.ok) throw new Error(`expected the environment to load, got: ${result.problems.join('; ')}`)
  return result.config
}

/** The problems of an environment that must be refused. */
function problemsOf(env: Record<string, string | undefined>): string[] {
  const result = loadConfig(env)
  if (result.ok) throw new Error('expected the environment to be refused')
  return result.problems
}

describe('loadConfig', () => {
  it('runs an empty environment as a development server on the loopback with safe defaults', () => {
    expect(configOf({})).toMatchObject({
      appEnv: 'development',
      isProduction: false,
      port: 8080,
      host: '127.0.0.1',
      brand: 'WIN365',
      databaseUrl: undefined,
      redisUrl: undefined,
      logLevel: 'info',
      demoData: true,
      hasDevTools: true,
      trustProxy: false,
      rateLimitPerMinute: 1200,
    })
  })

  it('gives development signing secrets long enough for HS256 when none are set', () => {
    const config = configOf({})
    expect(config.jwtAccessSecret.length).toBeGreaterThanOrEqual(32)
    expect(config.jwtRefreshSecret.length).toBeGreaterThanOrEqual(32)
    expect(config.jwtAccessSecret).not.toBe(config.jwtRefreshSecret)
  })

  it('hands out a frozen object so no module can change a setting at run time', () => {
    expect(Object.isFrozen(configOf({}))).toBe(true)
  })

  it.each([
    ['a word is not a port', 'abc'],
    ['a port above 65535 does not exist', '70000'],
    ['a negative port does not exist', '-1'],
    ['a fractional port does not exist', '8080.5'],
  ])('refuses PORT with one problem naming it and the value: %s', (_rule, port) => {
    const problems = problemsOf({ PORT: port })
    expect(problems).toHaveLength(1)
    expect(problems[0]).toContain('PORT')
    expect(problems[0]).toContain(JSON.stringify(port))
    expect(problems[0]).toContain('must be an integer from 0 to 65535')
  })

  it.each([
    ['the lowest port', '0', 0],
    ['the highest port', '65535', 65535],
    ['an ordinary port', '3000', 3000],
  ])('accepts PORT at %s', (_rule, text, port) => {
    expect(configOf({ PORT: text }).port).toBe(port)
  })

  it('reports every bad variable at once, one problem each', () => {
    const problems = problemsOf({
      PORT: 'abc',
      BRAND: 'ACME',
      LOG_LEVEL: 'loud',
      DATABASE_URL: 'mysql://db/venue',
      TRUST_PROXY: 'yes',
    })
    expect(problems).toHaveLength(5)
    for (const name of ['PORT', 'BRAND', 'LOG_LEVEL', 'DATABASE_URL', 'TRUST_PROXY']) {
      expect(
        problems.filter((problem) => problem.startsWith(`${name} `)),
        name,
      ).toHaveLength(1)
    }
  })

  describe('in production', () => {
    it('refuses to start without DATABASE_URL: the embedded database is not for money', () => {
      const { DATABASE_URL: _omitted, ...withoutDatabase } = PRODUCTION
      const problems = problemsOf(withoutDatabase)
      expect(problems).toHaveLength(1)
      expect(problems[0]).toContain('DATABASE_URL')
      expect(problems[0]).toMatch(/embedded database/)
      expect(problems[0]).toMatch(/money/)
    })

    it('reports the missing database and both missing secrets together', () => {
      const problems = problemsOf({ APP_ENV: 'production' })
      expect(problems).toHaveLength(3)
      expect(problems.some((problem) => problem.startsWith('DATABASE_URL'))).toBe(true)
      expect(problems.some((problem) => problem.startsWith('JWT_ACCESS_SECRET'))).toBe(true)
      expect(problems.some((problem) => problem.startsWith('JWT_REFRESH_SECRET'))).toBe(true)
    })

    it.each([
      ['the access secret', 'JWT_ACCESS_SECRET'],
      ['the refresh secret', 'JWT_REFRESH_SECRET'],
    ])('refuses to sign with a development default when %s is missing', (_rule, name) => {
      const problems = problemsOf({ ...PRODUCTION, [name]: undefined })
      expect(problems).toEqual([expect.stringContaining(name)])
    })

    it('starts with a PostgreSQL URL and both secrets, with no demo data and a clock nobody can move', () => {
      const config = configOf(PRODUCTION)
      expect(config).toMatchObject({
        appEnv: 'production',
        isProduction: true,
        databaseUrl: PRODUCTION.DATABASE_URL,
        jwtAccessSecret: ACCESS_SECRET,
        jwtRefreshSecret: REFRESH_SECRET,
        demoData: false,
        hasDevTools: false,
      })
    })
  })

  it.each([
    ['a short access secret', 'JWT_ACCESS_SECRET', 'development'],
    ['a short refresh secret', 'JWT_REFRESH_SECRET', 'development'],
    ['a short access secret in production', 'JWT_ACCESS_SECRET', 'production'],
    ['a short refresh secret in production', 'JWT_REFRESH_SECRET', 'production'],
  ])('refuses %s: secrets need at least 32 characters', (_rule, name, appEnv) => {
    const base = appEnv === 'production' ? PRODUCTION : {}
    const problems = problemsOf({ ...base, [name]: 'x'.repeat(31) })
    expect(problems).toHaveLength(1)
    expect(problems[0]).toContain(name)
    expect(problems[0]).toContain('at least 32 characters')
  })

  it.each([
    ['an empty PORT takes the default port', { PORT: '' }, { port: 8080 }],
    ['an empty HOST takes the default host', { HOST: '' }, { host: '127.0.0.1' }],
    ['an empty BRAND takes the default brand', { BRAND: '' }, { brand: 'WIN365' }],
    ['an empty DEMO_DATA follows the environment', { DEMO_DATA: '' }, { demoData: true }],
    ['an empty DATABASE_URL means the embedded database', { DATABASE_URL: '' }, { databaseUrl: undefined }],
  ])('counts an empty string as unset: %s', (_rule, env, expected) => {
    expect(configOf(env)).toMatchObject(expected)
  })

  it('counts an empty DATABASE_URL as unset in production too, and refuses', () => {
    const problems = problemsOf({ ...PRODUCTION, DATABASE_URL: '' })
    expect(problems).toEqual([expect.stringContaining('DATABASE_URL is required in production')])
  })

  it('counts empty secrets as unset, so development falls back to its own secrets', () => {
    const config = configOf({ JWT_ACCESS_SECRET: '', JWT_REFRESH_SECRET: '' })
    expect(config.jwtAccessSecret.length).toBeGreaterThanOrEqual(32)
    expect(config.jwtRefreshSecret.length).toBeGreaterThanOrEqual(32)
  })

  it.each(BRANDS.map((brand) => [brand]))('runs as brand %s when BRAND names it', (brand) => {
    expect(configOf({ BRAND: brand }).brand).toBe(brand)
  })

  it.each([
    ['a brand that does not exist', 'ACME'],
    ['a brand spelled in the wrong case', 'win365'],
  ])('refuses BRAND that is %s, listing the brands', (_rule, brand) => {
    const problems = problemsOf({ BRAND: brand })
    expect(problems).toHaveLength(1)
    expect(problems[0]).toContain('BRAND')
    expect(problems[0]).toContain(JSON.stringify(brand))
    expect(problems[0]).toContain(BRANDS.join(', '))
  })

  it.each([
    ['development shows demo data by default', {}, true],
    ['test shows demo data by default', { APP_ENV: 'test' }, true],
    ['production shows none by default', PRODUCTION, false],
    ["DEMO_DATA='false' turns it off", { DEMO_DATA: 'false' }, false],
    ["DEMO_DATA='0' turns it off", { DEMO_DATA: '0' }, false],
    ["DEMO_DATA='true' keeps it on", { DEMO_DATA: 'true' }, true],
  ])('decides demo data: %s', (_rule, env, demoData) => {
    expect(configOf(env).demoData).toBe(demoData)
  })

  it('refuses DEMO_DATA that is not a boolean word', () => {
    const problems = problemsOf({ DEMO_DATA: 'no' })
    expect(problems).toEqual([expect.stringContaining('DEMO_DATA')])
  })

  it.each([
    ['development', {}, true],
    ['test', { APP_ENV: 'test' }, true],
    ['production', PRODUCTION, false],
  ])('lets demo and test tools move the clock in %s: %s', (_appEnv, env, hasDevTools) => {
    expect(configOf(env).hasDevTools).toBe(hasDevTools)
  })
})

describe('loadConfig reports', () => {
  it("production's own requirements together with other bad variables", () => {
    const problems = problemsOf({ APP_ENV: 'production', PORT: 'abc' })
    expect(problems).toHaveLength(4)
    expect(problems.join('\n')).toMatch(
      /PORT[\s\S]*DATABASE_URL[\s\S]*JWT_ACCESS_SECRET[\s\S]*JWT_REFRESH_SECRET/,
    )
  })

  it.each([[' '], ['0x1F90'], ['1e3'], ['80.0']])(
    'a PORT of %j as not a port instead of guessing',
    (port) => {
      expect(problemsOf({ PORT: port })).toEqual([
        `PORT must be an integer from 0 to 65535 (got ${JSON.stringify(port)})`,
      ])
    },
  )

  it('a bad secret without echoing it', () => {
    const problems = problemsOf({ JWT_ACCESS_SECRET: 'hunter2' })
    expect(problems).toHaveLength(1)
    expect(problems[0]).toContain('JWT_ACCESS_SECRET')
    expect(problems[0]).not.toContain('hunter2')
  })

  it('a bad database URL without its password', () => {
    const problems = problemsOf({ DATABASE_URL: 'mysql://admin:s3cret@db/venue' })
    expect(problems).toEqual(['DATABASE_URL must be a postgres:// URL (got "mysql://admin:***@db/venue")'])
  })
})

describe('operations settings', () => {
  it('reads the replica for lists and reports beside the primary, and a metrics token', () => {
    const config = configOf({
      ...PRODUCTION,
      DATABASE_READ_URL: 'postgres://venue@replica.internal:5432/venue',
      METRICS_TOKEN: 'scrape-token-0123456789',
    })
    expect(config).toMatchObject({
      databaseUrl: PRODUCTION.DATABASE_URL,
      databaseReadUrl: 'postgres://venue@replica.internal:5432/venue',
      metricsToken: 'scrape-token-0123456789',
    })
    expect(configOf({})).toMatchObject({ databaseReadUrl: undefined, metricsToken: undefined })
  })

  it('refuses a replica without a primary: it would read what nobody writes', () => {
    expect(problemsOf({ DATABASE_READ_URL: 'postgres://venue@replica.internal:5432/venue' })).toEqual([
      'DATABASE_READ_URL needs DATABASE_URL: a replica reads what a PostgreSQL primary wrote',
    ])
  })

  it('refuses a short metrics token without echoing it', () => {
    const problems = problemsOf({ METRICS_TOKEN: 'short-secret' })
    expect(problems).toEqual(['METRICS_TOKEN must be at least 16 characters'])
  })
})

describe('the sports feed settings', () => {
  it('keeps the simulator unless the China Sports Lottery feed is chosen', () => {
    expect(configOf({})).toMatchObject({
      sportsFeed: 'simulated',
      sportteryBaseUrl: 'https://webapi.sporttery.cn',
      sportteryPollIntervalMs: 60_000,
      sportteryTimeoutMs: 10_000,
    })
    expect(
      configOf({
        SPORTS_FEED: 'sporttery',
        SPORTTERY_BASE_URL: 'http://127.0.0.1:9000',
        SPORTTERY_POLL_INTERVAL_MS: '120000',
        SPORTTERY_TIMEOUT_MS: '5000',
      }),
    ).toMatchObject({
      sportsFeed: 'sporttery',
      sportteryBaseUrl: 'http://127.0.0.1:9000',
      sportteryPollIntervalMs: 120_000,
      sportteryTimeoutMs: 5000,
    })
  })

  it.each([
    ['an unknown feed', { SPORTS_FEED: 'betradar' }, 'SPORTS_FEED must be simulated or sporttery'],
    [
      'a base URL with a trailing slash',
      { SPORTTERY_BASE_URL: 'https://webapi.sporttery.cn/' },
      'SPORTTERY_BASE_URL',
    ],
    [
      'a poll more often than every 5 seconds, which is not polite',
      { SPORTTERY_POLL_INTERVAL_MS: '1000' },
      'SPORTTERY_POLL_INTERVAL_MS must be a whole number of milliseconds from 5000 to 3600000',
    ],
    ['a timeout that is not a number', { SPORTTERY_TIMEOUT_MS: '10s' }, 'SPORTTERY_TIMEOUT_MS'],
  ])('refuses %s', (_rule, env, problem) => {
    const problems = problemsOf(env)
    expect(problems).toHaveLength(1)
    expect(problems[0]).toContain(problem)
  })
})

describe('the chain deposit settings', () => {
  // The test mnemonic's second TRON account: not the demo key, and as public as any xpub.
  const OPERATOR_TRON_XPUB =
    'xpub6D1AabNHCupeoA3sb15rvtDPuaeZSRWg39QsynNZQETJfbuy3fFsEqY44mJEP2j4XxLgZUbZZxuFWf67Srqf6Ucu9spE8AmbWZu5ZET1ELw'
  const TEST_MNEMONIC_XPUB_ETHEREUM =
    'xpub6DCoCpSuQZB2jawqnGMEPS63ePKWkwWPH4TU45Q7LPXWuNd8TMtVxRrgjtEshuqpK3mdhaWHPFsBngh5GFZaM6si3yZdUsT8ddYM3PwnATt'

  it('keeps the sandbox unless the chain is watched, with mainnet USDT and the demo keys by default', () => {
    const { chain } = configOf({})
    expect(chain.isWatching).toBe(false)
    expect(chain.networks).toEqual(['TRC20', 'ERC20', 'BEP20'])
    expect(chain.TRC20).toMatchObject({
      url: 'https://api.trongrid.io',
      usdtContract: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
      usdtDecimals: 6,
      confirmations: 20,
    })
    expect(chain.ERC20).toMatchObject({
      usdtContract: '0xdAC17F958D2ee523a2206206994597C13D831ec7',
      usdtDecimals: 6,
      xpub: TEST_MNEMONIC_XPUB_ETHEREUM,
    })
    expect(chain.BEP20).toMatchObject({
      usdtContract: '0x55d398326f99059fF775485246999027B3197955',
      usdtDecimals: 18,
      confirmations: 15,
    })
  })

  it('reads each network’s node, contract, decimals and depth', () => {
    const { chain } = configOf({
      CHAIN_WATCH: 'on',
      CHAIN_NETWORKS: 'TRC20,BEP20',
      CHAIN_TRC20_API_URL: 'http://127.0.0.1:9090/tron',
      CHAIN_TRC20_API_KEY: 'grid-key-123',
      CHAIN_BEP20_RPC_URL: 'https://bsc.node.internal',
      CHAIN_BEP20_CONFIRMATIONS: '30',
      CHAIN_POLL_INTERVAL_MS: '5000',
    })
    expect(chain).toMatchObject({
      isWatching: true,
      networks: ['TRC20', 'BEP20'],
      pollIntervalMs: 5000,
      tronApiKey: 'grid-key-123',
      TRC20: { url: 'http://127.0.0.1:9090/tron' },
      BEP20: { url: 'https://bsc.node.internal', confirmations: 30 },
    })
  })

  it.each([
    [
      'a private key, without echoing it',
      {
        DEPOSIT_XPUB_ERC20:
          'xprv9zDSoJv1aBcjX6sNgEpE2J9K6MV2MUnXuqXsFgzVn3zY2aHyupaFQdYCtdCbNMkvcTdx9FeN49sgXw6mjrhrFLRSzJVnRYPfSCCgjeg4GxY',
      },
      'DEPOSIT_XPUB_ERC20 must be an extended public key (xpub…), never a private key',
    ],
    [
      'a key that is not the account level',
      {
        DEPOSIT_XPUB_TRC20:
          'xpub661MyMwAqRbcFkPHucMnrGNzDwb6teAX1RbKQmqtEF8kK3Z7LZ59qafCjB9eCRLiTVG3uxBxgKvRgbubRhqSKXnGGb1aoaqLrpMBDrVxga8',
      },
      'DEPOSIT_XPUB_TRC20 must be the account-level key',
    ],
    ['an unknown network', { CHAIN_NETWORKS: 'TRC20,SOL' }, 'CHAIN_NETWORKS must be TRC20, ERC20 or BEP20'],
    [
      'a contract of the wrong shape',
      { CHAIN_ERC20_USDT_CONTRACT: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t' },
      'CHAIN_ERC20_USDT_CONTRACT must be a 0x contract address',
    ],
    [
      'no confirmations at all',
      { CHAIN_TRC20_CONFIRMATIONS: '0' },
      'CHAIN_TRC20_CONFIRMATIONS must be a whole number from 1 to 10000',
    ],
    ['a watch that is neither off nor on', { CHAIN_WATCH: 'yes' }, 'CHAIN_WATCH must be off or on'],
  ])('refuses %s', (_rule, env, problem) => {
    const problems = problemsOf(env)
    expect(problems).toEqual([expect.stringContaining(problem)])
    expect(problems[0]).not.toContain('xprv')
  })

  it('asks production for the operator’s own key of every watched network, never the demo key', () => {
    expect(configOf({ ...PRODUCTION }).chain.isWatching).toBe(false)
    expect(
      problemsOf({
        ...PRODUCTION,
        CHAIN_WATCH: 'on',
        CHAIN_NETWORKS: 'TRC20,ERC20',
        DEPOSIT_XPUB_ERC20: TEST_MNEMONIC_XPUB_ETHEREUM,
      }),
    ).toEqual([
      'DEPOSIT_XPUB_TRC20 is required in production when CHAIN_WATCH=on (not set)',
      'DEPOSIT_XPUB_ERC20 is the documented demo key, whose private keys everyone knows',
    ])
    const { chain } = configOf({
      ...PRODUCTION,
      CHAIN_WATCH: 'on',
      CHAIN_NETWORKS: 'TRC20',
      DEPOSIT_XPUB_TRC20: OPERATOR_TRON_XPUB,
    })
    expect(chain.TRC20.xpub).toBe(OPERATOR_TRON_XPUB)
  })
})

describe('ADJUSTMENT_APPROVAL_ABOVE', () => {
  it('sends balance adjustments above 1000 USDT to a second operator unless set otherwise', () => {
    expect(configOf({}).adjustmentApprovalAbove).toBe(1_000_000_000n)
  })

  it.each([
    ['a whole amount', '5000', 5_000_000_000n],
    ['an amount with decimals', '250.5', 250_500_000n],
    ['zero, so that every adjustment needs a second operator', '0', 0n],
  ])('reads %s in micro-USDT', (_rule, text, micro) => {
    expect(configOf({ ADJUSTMENT_APPROVAL_ABOVE: text }).adjustmentApprovalAbove).toBe(micro)
  })

  it.each([
    ['a negative amount', '-5'],
    ['a word', 'lots'],
    ['more than 6 decimals', '1.1234567'],
  ])('refuses %s with one problem naming the variable', (_rule, text) => {
    const problems = problemsOf({ ADJUSTMENT_APPROVAL_ABOVE: text })
    expect(problems).toEqual([expect.stringContaining('ADJUSTMENT_APPROVAL_ABOVE must be an amount of USDT')])
  })
})
