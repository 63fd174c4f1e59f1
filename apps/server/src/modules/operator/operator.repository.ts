import { OPERATOR_ROLE } from '@app/domain'
import type { Db } from '../../db/database'

/** The account of an operator: their nickname and email; undefined for anyone who is not one. */
export async function selectOperatorAccount(
  db: Db,
  operatorId: number,
): Promise<{ nickname: string; email: string | null } | undefined> {
  return db
    .selectFrom('users')
    .select(['nickname', 'email'])
    .where('id', '=', String(operatorId))
    .where('role', '=', OPERATOR_ROLE)
    .executeTakeFirst()
}
