import { randomBytes } from 'node:crypto'
import { parseMoney, tadaKeyG, tadaRequestKey } from '@app/domain'
import { z } from 'zod'
import type { GameProvider, LaunchRequest, LaunchResult, ProviderRoundPage } from '../game-provider'

export type TadaSettings = {
  /** tada itself, or a provider speaking its dialect (noah) under its own name and agent. */
  family: 'tada' | 'noah'
  baseUrl: () => string
  agentId: string
  agentKey: string
  timeoutMs: number
  now: () => Date
}

const ZRecords = z.object({
  ErrorCode: z.number().int(),
  Data: z
    .object({
      Result: z.array(
        z.object({
          WagersId: z.union([z.string(), z.number()]).transform(String),
          GameId: z.string(),
          Account: z.string(),
          BetAmount: z.union([z.string(), z.number()]).transform(String),
          PayoffAmount: z.union([z.string(), z.number()]).transform(String),
          WagersTime: z.number(),
        }),
      ),
    })
    .nullable(),
})

const ZGameList = z.object({
  ErrorCode: z.number().int(),
  Data: z.array(z.object({ GameId: z.string() })).nullable(),
})

const ZLoginAnswer = z.object({
  ErrorCode: z.number().int(),
  Message: z.string(),
  Data: z.string().nullable(),
})

/**
 * The tada dialect's launch: LoginWithoutRedirect, signed with the request key of the day,
 * answers with a one-time address of the game page. The launch token travels as `Token`, which
 * the provider presents back to our wallet's `auth`.
 */
export function createTadaProvider(settings: TadaSettings): GameProvider {
  /** A query string signed with the request key of the day. */
  const signed = (params: Record<string, string>) => {
    const query = new URLSearchParams({ ...params, AgentId: settings.agentId })
    const keyG = tadaKeyG(settings.agentId, settings.agentKey, settings.now())
    query.set('Key', tadaRequestKey(query.toString(), keyG, randomBytes(6).toString('hex')))
    return query
  }
  const post = (path: string, params: Record<string, string>) =>
    fetch(`${settings.baseUrl()}/${settings.family}/api1/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: signed(params),
      signal: AbortSignal.timeout(settings.timeoutMs),
    })
  return {
    /** GetGameList: the games the agent may offer. */
    async listGames() {
      try {
        const parsed = ZGameList.safeParse(await (await post('GetGameList', {})).json())
        if (!parsed.success || parsed.data.ErrorCode !== 0 || !parsed.data.Data) return undefined
        return parsed.data.Data.map((game) => game.GameId)
      } catch {
        return undefined
      }
    },
    /** GetBetRecord: the rounds after a wager id, which is the cursor. */
    async roundHistory(cursor, count): Promise<ProviderRoundPage | undefined> {
      try {
        const response = await post('GetBetRecord', { LastId: cursor ?? '0', PageLimit: String(count) })
        const parsed = ZRecords.safeParse(await response.json().catch(() => null))
        if (!parsed.success || parsed.data.ErrorCode !== 0 || !parsed.data.Data) return undefined
        const records = parsed.data.Data.Result
        const rounds = records.flatMap((record) => {
          const stake = parseMoney(record.BetAmount)
          const win = parseMoney(record.PayoffAmount)
          if (!stake.ok || !win.ok) return []
          return [
            {
              roundId: record.WagersId,
              player: record.Account,
              gameCode: record.GameId,
              stake: stake.value,
              win: win.value,
              playedAt: new Date(record.WagersTime * 1000),
            },
          ]
        })
        return { rounds, next: records.at(-1)?.WagersId ?? cursor }
      } catch {
        return undefined
      }
    },
    family: settings.family,
    wallet: 'seamless',
    async launch(request: LaunchRequest): Promise<LaunchResult> {
      try {
        const response = await post('LoginWithoutRedirect', {
          Token: request.sessionToken,
          GameId: request.gameCode,
          Lang: request.language,
        })
        const answer = ZLoginAnswer.safeParse(await response.json().catch(() => null))
        if (!answer.success) return { ok: false, reason: `HTTP ${response.status}, unreadable reply` }
        if (answer.data.ErrorCode !== 0 || !answer.data.Data) {
          return { ok: false, reason: `${settings.family} ${answer.data.ErrorCode}` }
        }
        return { ok: true, launch: { type: 'url', url: answer.data.Data } }
      } catch (error) {
        return { ok: false, reason: error instanceof Error ? error.name : 'fetch failed' }
      }
    },
  }
}
