import type { CodeSent, Session } from '@app/contract'
import { type Money, toDecimalString } from '@app/domain'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useDispatch } from 'react-redux'
import { api } from '../../shared/api/api'
import { type ApiError, isApiError } from '../../shared/api/api-error'
import { formatDecimal } from '../../shared/format/format'
import { modalClosed, toastShown } from '../../shared/ui-state/ui-slice'
import { signedIn } from './auth-slice'
import { AUTH_TEXTS } from './auth-texts'

type FieldErrors = Partial<Record<string, string>>

/**
 * A rule's verdict on one field: the domain's checks (RuleCheck, AmountCheck, DetailCheck) all
 * fit, and a rule that names a limit (the minimum deposit) has it filled into `{{limit}}`.
 */
export type FieldCheck = { ok: true } | { ok: false; reason: string; limit?: Money | string }

/** How a failed call is shown: under its field or in a toast (default), or by the form itself. */
export type SubmitOptions = {
  /** The form shows a failure that names no field itself (see `failure`), instead of a toast. */
  isInline?: boolean
}

/** The `{{limit}}` of an error text in the reader's number format, e.g. "1,000". */
function limitParams(limit: Money | string | undefined, language: string): { limit?: string } {
  if (limit === undefined) return {}
  const decimal = typeof limit === 'string' ? limit : toDecimalString(limit)
  return { limit: formatDecimal(decimal, language) }
}

/**
 * What every account form shares: rule errors shown under their fields (the domain's rules, the
 * same the server applies), the server's answer under its field or in a toast (or in the form,
 * with `isInline`), and the sign-in.
 */
export function useAuthForm(defaults: SubmitOptions = {}) {
  const { t, i18n } = useTranslation(AUTH_TEXTS)
  const dispatch = useDispatch()
  const [errors, setErrors] = useState<FieldErrors>({})
  // The fields whose error is a rule's (not the server's): only those go when the field passes.
  const [ruleFields, setRuleFields] = useState<readonly string[]>([])
  const [failure, setFailure] = useState<ApiError | undefined>()
  const [isBusy, setBusy] = useState(false)

  /** Checks rules field by field; returns true when all pass, else shows their texts. */
  function checkFields(checks: Record<string, FieldCheck>): boolean {
    const found: FieldErrors = {}
    for (const [field, check] of Object.entries(checks)) {
      if (!check.ok) found[field] = t(`errors.${check.reason}`, limitParams(check.limit, i18n.language))
    }
    setErrors(found)
    setRuleFields(Object.keys(found))
    setFailure(undefined)
    return Object.keys(found).length === 0
  }

  /** The translated text of a failure, with its limit and the attempts left when it has them. */
  function failureText(error: ApiError): string {
    const reason = t(`errors.${error.msg}`, {
      defaultValue: t('errors.somethingWentWrong'),
      ...limitParams(error.limit, i18n.language),
    })
    return error.attemptsLeft ? `${reason} ${t('auth.attemptsLeft', { count: error.attemptsLeft })}` : reason
  }

  /** Runs a call, showing its failure under the field it names, in a toast, or inline. */
  async function submit<T>(call: () => Promise<T>, asked: SubmitOptions = {}): Promise<T | undefined> {
    const options = { ...defaults, ...asked }
    setBusy(true)
    setFailure(undefined)
    try {
      return await call()
    } catch (error) {
      const found = isApiError(error) ? error : { status: 'PARSING_ERROR' as const, msg: 'PARSING_ERROR' }
      setFailure(found)
      if (found.field) setErrors({ [found.field]: failureText(found) })
      else if (!options.isInline)
        dispatch(
          toastShown({
            type: 'error',
            message: `errors.${found.msg}`,
            params: limitParams(found.limit, i18n.language),
          }),
        )
      return undefined
    } finally {
      setBusy(false)
    }
  }

  /**
   * Asks for a verification code through `submit`, so a refusal shows like any other; resolves to
   * the seconds before another may be asked for (e.g. 60), or undefined when refused.
   */
  async function sendCode(call: () => Promise<CodeSent>): Promise<number | undefined> {
    return (await submit(call))?.resend_in_s
  }

  /** Stores the new session, refreshes what depends on it and closes the modal. */
  function completeSignIn(session: Session) {
    dispatch(
      signedIn({
        token: session.token,
        freshToken: session.fresh_token,
        userId: session.user_id,
        role: session.role,
      }),
    )
    dispatch(api.util.invalidateTags(['Member', 'Balance']))
    dispatch(modalClosed())
    // Wrong passwords since the last sign-in are the player's to know: perhaps someone guessing.
    dispatch(
      session.failed_sign_ins
        ? toastShown({
            type: 'warning',
            message: 'auth.failedSignIns',
            params: { count: session.failed_sign_ins },
          })
        : toastShown({ type: 'successful', message: 'auth.welcome' }),
    )
  }

  return {
    errors,
    setErrors,
    ruleFields,
    failure,
    failureText,
    isBusy,
    checkFields,
    submit,
    sendCode,
    completeSignIn,
  }
}

export type AuthForm = ReturnType<typeof useAuthForm>

/**
 * The one place a rule's error leaves its field: as soon as the value the player is correcting
 * passes the same rule (`checks` as the form would check them now). An error the server gave
 * stays until the next try.
 */
export function useErrorsGoneWhenValid(
  { errors, setErrors, ruleFields }: Pick<AuthForm, 'errors' | 'setErrors' | 'ruleFields'>,
  checks: Record<string, FieldCheck>,
): void {
  const fixed = ruleFields.filter((field) => errors[field] !== undefined && checks[field]?.ok === true)
  const key = fixed.join(' ')
  useEffect(() => {
    if (!key) return
    const passing = key.split(' ')
    setErrors((shown) =>
      Object.fromEntries(Object.entries(shown).filter(([field]) => !passing.includes(field))),
    )
  }, [key, setErrors])
}
