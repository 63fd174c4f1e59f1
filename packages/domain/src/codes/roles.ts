/** Numeric roles: agent 2, user 3 (the default). */
export const ROLE = { agent: 2, user: 3 } as const
export type Role = (typeof ROLE)[keyof typeof ROLE]
export type RoleName = keyof typeof ROLE

export const DEFAULT_ROLE_NAME: RoleName = 'user'

/** The back office's operators; never a player role and never signed in through player screens. */
export const OPERATOR_ROLE = 1

/** The client type sent by the web app. */
export const CLIENT_TYPE = 'client'

/** The stored name of a numeric role, e.g. `roleName(2)` is 'agent'. */
export function roleName(role: Role): RoleName {
  return role === ROLE.agent ? 'agent' : 'user'
}

/** What a back-office operator may do; `admin` may do everything. */
export const OPERATOR_ROLES = ['support', 'finance', 'trading', 'content', 'admin'] as const
export type OperatorRole = (typeof OPERATOR_ROLES)[number]

/** Whether an operator with these roles may do the work of `duty`. */
export function operatorMay(roles: readonly string[], duty: OperatorRole): boolean {
  return roles.includes(duty) || roles.includes('admin')
}
