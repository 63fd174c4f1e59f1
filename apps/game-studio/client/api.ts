/** The studio's calls from the game page; every answer is JSON, errors carry `error`. */

export type SeedView = { commitment: string; client_seed: string; nonce: number }

export type SessionInfo = {
  engine: 'slot' | 'baccarat' | 'dragonTiger' | 'bullBull'
  currency: string
  balance: string | null
  limits: { min_line_bet: string; min_table_bet: string; max_round_stake: string }
  slot: { lines: number[][]; paytable: Record<string, [number, number, number]>; rtp: string }
  seed: SeedView
}

export type RoundAnswer = {
  round_id: string
  status: 'settled' | 'pending'
  stake: string
  win: string
  balance: string | null
  nonce: number
  seed: SeedView
  outcome: Record<string, unknown>
}

export type RevealAnswer = {
  revealed: SeedView & { server_seed: string }
  next: SeedView
}

export class StudioError extends Error {
  readonly code: string
  readonly max: string | undefined
  constructor(code: string, max?: string) {
    super(code)
    this.code = code
    this.max = max
  }
}

async function call<T>(url: string, body?: unknown): Promise<T> {
  let response: Response
  try {
    response = await fetch(url, {
      method: body === undefined ? 'GET' : 'POST',
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? null : JSON.stringify(body),
    })
  } catch {
    throw new StudioError('NETWORK')
  }
  const json = (await response.json().catch(() => ({}))) as { error?: string; max?: string }
  if (!response.ok) throw new StudioError(json.error ?? 'NETWORK', json.max)
  return json as T
}

export function createApi(base: string, session: string) {
  return {
    session: () => call<SessionInfo>(`${base}/api/session/${session}`),
    round: (bet: unknown) => call<RoundAnswer>(`${base}/api/rounds`, { session, bet }),
    newSeed: (clientSeed: string) =>
      call<RevealAnswer>(`${base}/api/seeds`, { session, client_seed: clientSeed }),
  }
}

export type Api = ReturnType<typeof createApi>
