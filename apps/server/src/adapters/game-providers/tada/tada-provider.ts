import { randomBytes } from 'node:crypto'
import { tadaKeyG, tadaRequestKey } from '@app/domain'
import { z } from 'zod'
import type { GameProvider, LaunchRequest, LaunchResult } from '../game-provider'

export type TadaSettings = {
  /** tada itself, or a provider speaking its dialect (noah) under its own name and agent. */
  family: 'tada' | 'noah'
  baseUrl: () => string
  agentId: string
  agentKey: string
  timeoutMs: number
  now: () => Date
}

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
  return {
    family: settings.family,
    wallet: 'seamless',
    async launch(request: LaunchRequest): Promise<LaunchResult> {
      const query = new URLSearchParams({
        Token: request.sessionToken,
        GameId: request.gameCode,
        Lang: request.language,
        AgentId: settings.agentId,
      })
      const keyG = tadaKeyG(settings.agentId, settings.agentKey, settings.now())
      query.set('Key', tadaRequestKey(query.toString(), keyG, randomBytes(6).toString('hex')))
      try {
        const response = await fetch(`${settings.baseUrl()}/${settings.family}/api1/LoginWithoutRedirect`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: query,
          signal: AbortSignal.timeout(settings.timeoutMs),
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
