import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Navigate, useLocation, useNavigate } from 'react-router'
import { TextField } from '../../../shared/ui/form-fields'
import { operatorRequest } from '../../shared/operator-client'
import { startSession, useToken } from '../../shared/operator-session'
import { useErrorText } from '../../shared/use-error-text'

/** Where a signed-in operator lands unless they were sent here from another screen. */
const HOME_PATH = '/support'

type SignInAnswer = { token: string; operator_id: number }

/** Where the operator was going before the sign-in page, when the guard sent them here. */
function returnPath(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('/sign-in') ? from : HOME_PATH
}

/** The operator's sign-in: email and password; the session lasts as long as the browser tab. */
export function SignInPage() {
  const { t } = useTranslation()
  const errorText = useErrorText()
  const navigate = useNavigate()
  const location = useLocation()
  const token = useToken()
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [isSubmitting, setSubmitting] = useState(false)
  const [error, setError] = useState<unknown>()

  if (token && !isSubmitting) return <Navigate to={returnPath(location.state)} replace />

  async function handleSubmit(event: FormEvent) {
    event.preventDefault()
    if (isSubmitting) return
    setSubmitting(true)
    setError(undefined)
    try {
      const session = await operatorRequest<SignInAnswer>('/sign_in', {
        method: 'POST',
        body: { email: email.trim(), password },
        isSignedOut: true,
      })
      startSession({ token: session.token, operatorId: session.operator_id })
      navigate(returnPath(location.state), { replace: true })
    } catch (failure) {
      setError(failure)
      setSubmitting(false)
    }
  }

  return (
    <main className="bo-sign-in">
      <form className="panel bo-sign-in-form" onSubmit={handleSubmit} aria-labelledby="bo-sign-in-title">
        <h1 id="bo-sign-in-title">{t('signIn.title')}</h1>
        <p className="muted">{t('signIn.intro')}</p>
        <TextField
          label={t('signIn.email')}
          type="email"
          name="email"
          autoComplete="username"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <TextField
          label={t('signIn.password')}
          type="password"
          name="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        {error !== undefined && (
          <p className="field-error" role="alert">
            {errorText(error)}
          </p>
        )}
        <button type="submit" className="button" disabled={isSubmitting}>
          {isSubmitting ? t('signIn.submitting') : t('signIn.submit')}
        </button>
      </form>
    </main>
  )
}
