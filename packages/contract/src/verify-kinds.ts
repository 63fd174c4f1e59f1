/** What a verification code is for; `kind` on the verify calls. */
export const VERIFY_KIND = { login: 1, forgotPassword: 2, bind: 3 } as const
export type VerifyKind = (typeof VERIFY_KIND)[keyof typeof VERIFY_KIND]
