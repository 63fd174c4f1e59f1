import type { OperatorProfile } from '@app/contract'
import { OPERATOR_ROLES } from '@app/domain'
import type { Db } from '../../db/database'
import { AppError } from '../../errors/app-error'
import { selectOperatorAccount } from './operator.repository'
import { operatorRoles } from './operator-guard'

/**
 * The signed-in operator with the duties they hold, in the order OPERATOR_ROLES lists them; a
 * role name the product does not know (left by hand in the table) is no duty and is left out.
 */
export async function operatorProfile(db: Db, operatorId: number): Promise<OperatorProfile> {
  const [account, roles] = await Promise.all([
    selectOperatorAccount(db, operatorId),
    operatorRoles(db, operatorId),
  ])
  // The guard let the token in a moment ago: only an account demoted since then is missing.
  if (!account) throw new AppError('UNAUTHORIZED', 401)
  return {
    operator_id: operatorId,
    nickname: account.nickname,
    email: account.email,
    roles: OPERATOR_ROLES.filter((role) => roles.includes(role)),
  }
}
