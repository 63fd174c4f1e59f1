import { z } from 'zod'
import { ZCodeFilter, ZDecimalString } from './envelope'

const ZEmail = z.string().trim().min(3).max(254).describe('Email address')
const ZCode = z
  .string()
  .regex(/^\d{6}$/, 'a 6-digit code')
  .describe('The 6-digit verification code')
const ZAreaCode = z.coerce.number().int().min(1).max(9999).describe('Phone country code, e.g. 86')
const ZPhone = z.string().trim().min(4).max(20).describe('Mobile number without the country code')
const ZPassword = z.string().min(1).max(128)

/** Login and registration calls carry the spec's header platform=1. */
export const ZPlatformHeaders = z.object({ platform: z.literal('1').describe('Always 1 for the web') })

export const ZVerifyRegEmailQuery = z.object({ email: ZEmail })
export const ZVerifyRegPhoneQuery = z.object({ phone: ZPhone, area: ZAreaCode })
export const ZVerifyEmailQuery = z.object({ email: ZEmail, kind: ZCodeFilter })
export const ZVerifyPhoneQuery = z.object({ phone: ZPhone, area: ZAreaCode, kind: ZCodeFilter })

export const ZCodeSent = z.object({ expires_in_s: z.number().int(), resend_in_s: z.number().int() })
export type CodeSent = z.infer<typeof ZCodeSent>

const registration = {
  code: ZCode,
  password: ZPassword,
  confirm_password: ZPassword,
  nickname: z.string().max(64),
  is_adult: z.literal(true, { error: 'must confirm being 18 or older' }),
  agree_terms: z.literal(true, { error: 'must agree to the terms' }),
  invite_code: z.string().trim().max(32).optional(),
}

export const ZRegisterEmail = z.object({ email: ZEmail, ...registration })
export type RegisterEmail = z.infer<typeof ZRegisterEmail>
export const ZRegisterPhone = z.object({ area_code: ZAreaCode, phone: ZPhone, ...registration })
export type RegisterPhone = z.infer<typeof ZRegisterPhone>

export const ZPasswordSignIn = z.object({
  account: z.string().trim().min(3).max(254).describe('Email address or mobile number'),
  area_code: ZAreaCode.optional().describe('With a mobile number: its country code'),
  password: ZPassword,
})
export type PasswordSignIn = z.infer<typeof ZPasswordSignIn>
export const ZEmailCodeSignIn = z.object({ email: ZEmail, code: ZCode })
export const ZPhoneCodeSignIn = z.object({
  area_code: z.number().int().min(1).max(9999).describe('An integer, as the spec says'),
  phone: ZPhone,
  code: ZCode,
})

export const ZForgotPassword = z.object({
  email: ZEmail,
  code: ZCode,
  password: ZPassword,
  confirm_password: ZPassword,
})

/** The reset code checked before the change step asks for the new password; the code is not spent. */
export const ZForgotPasswordCheck = z.object({
  email: ZEmail,
  code: ZCode,
})

/** A signed-in session: the access token, the refresh token (fresh_token), the user and role. */
export const ZSession = z.object({
  token: z.string(),
  fresh_token: z.string(),
  user_id: z.number().int(),
  role: z.enum(['user', 'agent']),
  failed_sign_ins: z
    .number()
    .int()
    .positive()
    .optional()
    .describe('Password sign-ins that failed on this account since its last sign-in, when any'),
})
export type Session = z.infer<typeof ZSession>

export const ZMemberInfo = z.object({
  user_id: z.number().int(),
  score: ZDecimalString.describe(
    'Spendable balance in USDT; shown as score x exchange in the chosen currency',
  ),
  nickname: z.string(),
  role: z.enum(['user', 'agent']),
  currency: z.string(),
  email: z.string().nullable(),
  email_verified: z.boolean(),
  area_code: z.number().int().nullable(),
  phone: z.string().nullable(),
  phone_verified: z.boolean(),
  has_real_name: z.boolean(),
  has_payment_password: z.boolean(),
  invite_code: z.string(),
})
export type MemberInfo = z.infer<typeof ZMemberInfo>

export const ZOutboxQuery = z.object({ to: z.string().trim().min(3).max(254) })
export const ZOutboxMessage = z.object({
  id: z.number().int(),
  channel: z.enum(['email', 'sms']),
  to: z.string(),
  subject: z.string(),
  body: z.string(),
  created_at: z.string(),
})
export const ZOutboxMessages = z.array(ZOutboxMessage)

export const ZChangeNickname = z.object({ nickname: z.string().max(64) })

export const ZChangePassword = z.object({
  old_password: ZPassword,
  new_password: ZPassword,
  confirm_password: ZPassword,
})

/** Sets the payment password, or changes it: then the current one is needed. */
export const ZSetPaymentPassword = z.object({
  password: z.string().max(16),
  confirm_password: z.string().max(16),
  old_password: z.string().max(16).optional(),
})

export const ZInviteTypeParams = z.object({
  code: z.coerce.number().int().describe('Invite type: 1 players, 2 agents (agents only)'),
})
export const ZInvite = z.object({
  type: z.number().int(),
  code: z.string(),
  nickname: z.string(),
  registration_path: z.string().describe('Add the site origin for the invite link'),
})
export type Invite = z.infer<typeof ZInvite>

export const ZRealName = z.object({ real_name: z.string().nullable() })
export const ZSetRealName = z.object({ real_name: z.string().max(64) })
export const ZBindEmail = z.object({ email: ZEmail, code: ZCode })
export const ZBindPhone = z.object({
  area_code: z.number().int().min(1).max(9999),
  phone: ZPhone,
  code: ZCode,
})

export const ZVipLevel = z.object({
  level: z.number().int(),
  name: z.string().describe('bronze, silver, gold, platinum or diamond'),
  img: z.string(),
  recharge: ZDecimalString.describe('Total deposits in USDT that reach this level'),
})
export type VipLevel = z.infer<typeof ZVipLevel>
export const ZVipLevels = z.array(ZVipLevel)

export const ZCurrencyUnitQuery = z.object({
  unit: z.string().trim().min(2).max(10).describe('A currency of the currency list'),
})
