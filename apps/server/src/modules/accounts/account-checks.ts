import {
  type AccountRuleCode,
  checkEmail,
  checkMobile,
  checkPassword,
  checkPasswordsMatch,
  isPhoneCountryCode,
  normalizeEmail,
} from '@app/domain'
import { AppError } from '../../errors/app-error'

/** Refuses a request with a rule's code, naming the field it is about. */
export function refuse(reason: AccountRuleCode, field: string): never {
  throw new AppError(reason, 400, { field })
}

/** The address a mobile number's codes and sign-ins are kept under, e.g. +8613800138000. */
export const phoneAddress = (areaCode: number, phone: string) => `+${areaCode}${phone}`

/** An email address in its stored form, or a refusal naming `email`. */
export function emailOf(text: string): string {
  const email = normalizeEmail(text)
  const check = checkEmail(email)
  if (!check.ok) refuse(check.reason, 'email')
  return email
}

/** A supported country code and a plausible number, or a refusal naming the field. */
export function checkPhone(areaCode: number, phone: string): void {
  if (!isPhoneCountryCode(areaCode))
    throw new AppError('UNSUPPORTED_COUNTRY_CODE', 400, { field: 'area_code' })
  const mobile = checkMobile(phone)
  if (!mobile.ok) refuse(mobile.reason, 'phone')
}

/** A new login password that follows the rules and matches its confirmation. */
export function checkNewPassword(password: string, confirmation: string, field: string): void {
  const rule = checkPassword(password)
  if (!rule.ok) refuse(rule.reason, field)
  const match = checkPasswordsMatch(password, confirmation)
  if (!match.ok) refuse(match.reason, 'confirm_password')
}
