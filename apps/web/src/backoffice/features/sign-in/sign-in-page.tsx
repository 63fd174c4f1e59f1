import type { OperatorEnrolment, OperatorSession, OperatorSignInAnswer } from '@app/contract'
import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Navigate, useLocation, useNavigate } from 'react-router'
import { isApiError } from '../../../shared/api/api-error'
import { TextField } from '../../../shared/ui/form-fields'
import { startSession, useToken } from '../../shared/operator-session'
import { useErrorText } from '../../shared/use-error-text'
import { EnrolmentStep } from './enrolment-step'
import { signInApi } from './sign-in-api'
import { TotpCodeField } from './totp-code-field'

/** Where a signed-in operator lands unless they were sent here from another screen: their first section. */
const HOME_PATH = '/'

/**
 * Where the sign-in stands: email and password first; then the authenticator's code for an
 * enrolled operator, or the authenticator's set-up (with its one-use ticket) for one who has none.
 */
type Step =
  | { kind: 'password' }
  | { kind: 'code' }
  | { kind: 'enrolment'; ticket: string; enrolment: OperatorEnrolment }

/** Where the operator was going before the sign-in page, when the guard sent them here. */
function returnPath(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('/sign-in') ? from : HOME_PATH
}

/**
 * The operator's sign-in: email and password, then a code from their authenticator app (set up
 * here on the first sign-in); the session lasts an hour at most, and no longer than the browser tab.
 */
export function SignInPage() {
  const { t } = useTranslation()
  const errorText = useErrorText()
  const navigate = useNavigate()
  const location = useLocation()
  const token = useToken()
  const [step, setStep] = useState<Step>({ kind: 'password' })
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [code, setCode] = useState('')
  const [isSubmitting, setSubmitting] = useState(false)
  const [error, setError] = useState<unknown>()

  if (token && !isSubmitting) return <Navigate to={returnPath(location.state)} replace />

  /** Runs one call of the sign-in; a failure stays on screen as the server's reason. */
  async function submit(call: () => Promise<void>) {
    if (isSubmitting) return
    setSubmitting(true)
    setError(undefined)
    try {
      await call()
    } catch (failure) {
      setError(failure)
      setSubmitting(false)
    }
  }

  function openSession(session: OperatorSession) {
    startSession({ token: session.token, operatorId: session.operator_id })
    navigate(returnPath(location.state), { replace: true })
  }

  function moveTo(next: Step) {
    setCode('')
    setStep(next)
    setSubmitting(false)
  }

  /** A session signs in; an enrolment ticket opens the authenticator's set-up. */
  async function proceed(answer: OperatorSignInAnswer) {
    if ('token' in answer) return openSession(answer)
    const enrolment = await signInApi.startEnrolment(answer.enrolment_ticket)
    moveTo({ kind: 'enrolment', ticket: answer.enrolment_ticket, enrolment })
  }

  function handlePasswordSubmit(event: FormEvent) {
    event.preventDefault()
    void submit(async () => {
      try {
        await proceed(await signInApi.signIn({ email: email.trim(), password }))
      } catch (failure) {
        // The password was right: the server now wants the authenticator's code.
        if (isApiError(failure) && failure.msg === 'TOTP_REQUIRED') return moveTo({ kind: 'code' })
        throw failure
      }
    })
  }

  function handleCodeSubmit(event: FormEvent) {
    event.preventDefault()
    void submit(async () => proceed(await signInApi.signIn({ email: email.trim(), password, totp: code })))
  }

  function handleEnrolmentConfirm(ticket: string, enrolmentCode: string) {
    void submit(async () => openSession(await signInApi.confirmEnrolment({ ticket, code: enrolmentCode })))
  }

  function handleStartOver() {
    setPassword('')
    setError(undefined)
    moveTo({ kind: 'password' })
  }

  const errorMessage = error === undefined ? undefined : errorText(error)
  const alert = errorMessage !== undefined && (
    <p className="field-error" role="alert">
      {errorMessage}
    </p>
  )

  if (step.kind === 'enrolment') {
    return (
      <main className="bo-sign-in">
        <EnrolmentStep
          enrolment={step.enrolment}
          isSubmitting={isSubmitting}
          error={errorMessage}
          onConfirm={(enrolmentCode) => handleEnrolmentConfirm(step.ticket, enrolmentCode)}
          onRestart={handleStartOver}
        />
      </main>
    )
  }

  if (step.kind === 'code') {
    return (
      <main className="bo-sign-in">
        <form className="panel bo-sign-in-form" onSubmit={handleCodeSubmit} aria-labelledby="bo-code-title">
          <h1 id="bo-code-title">{t('signIn.codeTitle')}</h1>
          <p className="muted">{t('signIn.codeIntro', { email: email.trim() })}</p>
          <TotpCodeField code={code} onCode={setCode} />
          {alert}
          <button type="submit" className="button" disabled={isSubmitting}>
            {isSubmitting ? t('signIn.verifying') : t('signIn.verify')}
          </button>
          <button type="button" className="button button-secondary" onClick={handleStartOver}>
            {t('signIn.startOver')}
          </button>
        </form>
      </main>
    )
  }

  return (
    <main className="bo-sign-in">
      <form
        className="panel bo-sign-in-form"
        onSubmit={handlePasswordSubmit}
        aria-labelledby="bo-sign-in-title"
      >
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
        {alert}
        <button type="submit" className="button" disabled={isSubmitting}>
          {isSubmitting ? t('signIn.submitting') : t('signIn.submit')}
        </button>
      </form>
    </main>
  )
}
