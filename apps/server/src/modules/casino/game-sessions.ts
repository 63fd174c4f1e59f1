import { createHash, randomBytes } from 'node:crypto'
import type { Db } from '../../db/database'

/** How long a launch's session lets a provider open rounds for the player. */
export const GAME_SESSION_TTL_MS = 4 * 60 * 60 * 1000

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex')

/** Opens a session for one launch and returns its token; only the token's hash is stored. */
export async function openGameSession(
  db: Db,
  session: { userId: number; provider: string; gameCode: string },
  now: Date,
): Promise<string> {
  const token = randomBytes(24).toString('base64url')
  await db
    .insertInto('game_sessions')
    .values({
      token_hash: hashOf(token),
      user_id: session.userId,
      provider: session.provider,
      game_code: session.gameCode,
      created_at: now,
      expires_at: new Date(now.getTime() + GAME_SESSION_TTL_MS),
    })
    .execute()
  return token
}

/**
 * The player a provider's session token names. A live session opens rounds; a provider settling
 * or re-sending an earlier round may present one that has since expired (`acceptExpired`).
 */
export async function gameSessionPlayer(
  db: Db,
  provider: string,
  token: string,
  now: Date,
  acceptExpired = false,
): Promise<{ userId: number; gameCode: string } | undefined> {
  let query = db
    .selectFrom('game_sessions')
    .select(['user_id', 'game_code'])
    .where('token_hash', '=', hashOf(token))
    .where('provider', '=', provider)
  if (!acceptExpired) query = query.where('expires_at', '>', now)
  const row = await query.executeTakeFirst()
  return row && { userId: Number(row.user_id), gameCode: row.game_code }
}
