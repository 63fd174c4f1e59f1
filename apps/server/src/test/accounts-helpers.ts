import type { TestApp } from './test-app'

export const PLATFORM = { platform: '1' }

/** The newest 6-digit code the sandbox outbox holds for an address. */
export async function latestCode(test: TestApp, to: string): Promise<string> {
  const response = await test.app.inject({ url: `/dev/outbox?to=${encodeURIComponent(to)}` })
  const [message] = response.json().data as { body: string }[]
  const code = message?.body.match(/\b\d{6}\b/)?.[0]
  if (!code) throw new Error(`no code in the outbox for ${to}`)
  return code
}

/** A valid registration body for an address and code, with any field changed by `overrides`. */
export function registrationBody(
  address: Record<string, unknown>,
  code: string,
  overrides: Record<string, unknown> = {},
) {
  return {
    ...address,
    code,
    password: 'winning42',
    confirm_password: 'winning42',
    nickname: 'lucky player',
    is_adult: true,
    agree_terms: true,
    ...overrides,
  }
}

let counter = 0
/** A fresh email address for each test. */
export function uniqueEmail(label = 'player'): string {
  counter += 1
  return `${label}.${Date.now()}.${counter}@example.com`
}

/** Registers a player by email through the real endpoints; returns the session and email. */
export async function registerPlayer(test: TestApp, overrides: Record<string, unknown> = {}) {
  const email = (overrides.email as string | undefined) ?? uniqueEmail()
  await test.app.inject({ url: `/sports/api/v1/verify/reg/email?email=${encodeURIComponent(email)}` })
  const code = await latestCode(test, email)
  const response = await test.app.inject({
    method: 'POST',
    url: '/sports/api/v1/reg',
    headers: PLATFORM,
    payload: registrationBody({ email }, code, overrides),
  })
  if (response.statusCode !== 200) throw new Error(`registration failed: ${response.body}`)
  const session = response.json().data as {
    token: string
    fresh_token: string
    user_id: number
    role: string
  }
  return { email, session }
}
