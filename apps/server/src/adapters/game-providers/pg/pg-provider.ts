import { parseMoney } from '@app/domain'
import { z } from 'zod'
import type {
  GameProvider,
  LaunchRequest,
  LaunchResult,
  ProviderRoundPage,
  ProviderSettings,
} from '../game-provider'

const ZPgLaunchError = z.object({
  data: z.null(),
  error: z.object({ code: z.string(), message: z.string() }),
})

const ZGameList = z.object({
  data: z.array(z.object({ gameCode: z.string(), gameName: z.string(), status: z.number() })).nullable(),
})

const ZHistory = z.object({
  data: z
    .array(
      z.object({
        betId: z.string(),
        playerName: z.string(),
        gameId: z.string(),
        betAmount: z.string(),
        winAmount: z.string(),
        rowVersion: z.string(),
        betTime: z.number(),
      }),
    )
    .nullable(),
  error: z.object({ code: z.string(), message: z.string() }).nullable(),
})

/**
 * The pg dialect's launch: GetLaunchURLHTML, form-encoded, answers with the game's page as HTML
 * (or a pg error as JSON). The session token travels in extra_args as `ops`, which the provider
 * presents back to our wallet's VerifySession.
 */
export function createPgProvider(settings: ProviderSettings & { family: 'pg' | 'pg2' }): GameProvider {
  const post = (path: string, fields: Record<string, string>) =>
    fetch(`${settings.baseUrl()}/${settings.family}/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        operator_token: settings.operatorToken,
        secret_key: settings.secretKey,
        ...fields,
      }),
      signal: AbortSignal.timeout(settings.timeoutMs),
    })
  return {
    /** Game/v2/Get/GameList: the games the operator may offer; status 1 is active. */
    async listGames() {
      try {
        const parsed = ZGameList.safeParse(await (await post('Game/v2/Get/GameList', {})).json())
        if (!parsed.success || !parsed.data.data) return undefined
        return parsed.data.data.filter((game) => game.status === 1).map((game) => game.gameCode)
      } catch {
        return undefined
      }
    },
    /** Bet/v4/GetHistory: the rounds after a row version, which is the cursor. */
    async roundHistory(cursor, count): Promise<ProviderRoundPage | undefined> {
      try {
        const response = await post('Bet/v4/GetHistory', {
          count: String(count),
          bet_type: '1',
          row_version: cursor ?? '0',
        })
        const parsed = ZHistory.safeParse(await response.json().catch(() => null))
        if (!parsed.success || !parsed.data.data) return undefined
        const rows = parsed.data.data
        const rounds = rows.flatMap((row) => {
          const stake = parseMoney(row.betAmount)
          const win = parseMoney(row.winAmount)
          if (!stake.ok || !win.ok) return []
          return [
            {
              roundId: row.betId,
              player: row.playerName,
              gameCode: row.gameId,
              stake: stake.value,
              win: win.value,
              playedAt: new Date(row.betTime),
            },
          ]
        })
        return { rounds, next: rows.at(-1)?.rowVersion ?? cursor }
      } catch {
        return undefined
      }
    },
    family: settings.family,
    wallet: 'seamless',
    async launch(request: LaunchRequest): Promise<LaunchResult> {
      const body = new URLSearchParams({
        operator_token: settings.operatorToken,
        path: `/${request.gameCode}/index.html`,
        extra_args: new URLSearchParams({
          btt: '1',
          ops: request.sessionToken,
          l: request.language,
        }).toString(),
        url_type: 'game-entry',
        client_ip: request.clientIp,
      })
      let response: Response
      try {
        response = await fetch(
          `${settings.baseUrl()}/${settings.family}/external-game-launcher/api/v1/GetLaunchURLHTML`,
          {
            method: 'POST',
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            body,
            signal: AbortSignal.timeout(settings.timeoutMs),
          },
        )
      } catch (error) {
        return { ok: false, reason: error instanceof Error ? error.name : 'fetch failed' }
      }
      const text = await response.text()
      if (!response.ok) return { ok: false, reason: `HTTP ${response.status}` }
      if (response.headers.get('content-type')?.startsWith('text/html')) {
        return { ok: true, launch: { type: 'html', html: text } }
      }
      const refused = ZPgLaunchError.safeParse(parseJson(text))
      return {
        ok: false,
        reason: refused.success ? `${settings.family} ${refused.data.error.code}` : 'unreadable reply',
      }
    },
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return null
  }
}
