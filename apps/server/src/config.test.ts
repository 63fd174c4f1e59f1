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
