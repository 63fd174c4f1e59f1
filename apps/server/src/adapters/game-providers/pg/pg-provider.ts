import { z } from 'zod'
import type { GameProvider, LaunchRequest, LaunchResult, ProviderSettings } from '../game-provider'

const ZPgLaunchError = z.object({
  data: z.null(),
  error: z.object({ code: z.string(), message: z.string() }),
})

/**
 * The pg dialect's launch: GetLaunchURLHTML, form-encoded, answers with the game's page as HTML
 * (or a pg error as JSON). The session token travels in extra_args as `ops`, which the provider
 * presents back to our wallet's VerifySession.
 */
export function createPgProvider(settings: ProviderSettings & { family: 'pg' | 'pg2' }): GameProvider {
  return {
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
