import type { Session } from '@app/contract'
import type { RuleCheck } from '@app/domain'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useDispatch } from 'react-redux'
import { api } from '../../shared/api/api'
import { isApiError } from '../../shared/api/base-query'
import { modalClosed, toastShown } from '../../shared/ui-state/ui-slice'
import { signedIn } from './auth-slice'

type FieldErrors = Partial<Record<string, string>>

/**
 * What every account form shares: rule errors shown under their fields (the domain's rules, the
 * same the server applies), the server's answer under its field or in a toast, and the sign-in.
 */
export function useAuthForm() {
  const { t } = useTranslation()
  const dispatch = useDispatch()
  const [errors, setErrors] = useState<FieldErrors>({})
  const [isBusy, setBusy] = useState(false)

  /** Checks rules field by field; returns true when all pass, else shows their texts. */
  function checkFields(checks: Record<string, RuleCheck>): boolean {
    const found: FieldErrors = {}
    for (const [field, check] of Object.entries(checks)) {
      if (!check.ok) found[field] = t(`errors.${check.reason}`)
    }
    setErrors(found)
    return Object.keys(found).length === 0
  }

  /** Runs a call, showing its failure under the field it names or in a toast. */
  async function submit<T>(call: () => Promise<T>): Promise<T | undefined> {
    setBusy(true)
    try {
      return await call()
    } catch (error) {
      const failure = isApiError(error) ? error : { status: 'PARSING_ERROR' as const, msg: 'PARSING_ERROR' }
      const reason = t(`errors.${failure.msg}`, { defaultValue: t('errors.somethingWentWrong') })
      const text = failure.attemptsLeft
        ? `${reason} ${t('auth.attemptsLeft', { count: failure.attemptsLeft })}`
        : reason
      if (failure.field) setErrors({ [failure.field]: text })
      else dispatch(toastShown({ type: 'error', message: `errors.${failure.msg}` }))
      return undefined
    } finally {
      setBusy(false)
    }
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
    dispatch(toastShown({ type: 'successful', message: 'auth.welcome' }))
  }

  return { errors, setErrors, isBusy, checkFields, submit, completeSignIn }
}
