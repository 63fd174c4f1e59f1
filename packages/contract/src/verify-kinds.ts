/** What a verification code is for; `kind` on the verify calls. */
export const VERIFY_KIND = { login: 1, forgotPassword: 2, bind: 3 } as const
export type VerifyKind = (typeof VERIFY_KIND)[keyof typeof VERIFY_KIND]

/** Invite types: every player invites players; agents also invite agents. */
export const INVITE_TYPE = { player: 1, agent: 2 } as const
export type InviteType = (typeof INVITE_TYPE)[keyof typeof INVITE_TYPE]
