import type { AuthForm } from './use-auth-form'

/**
 * A refusal that names no field, told inside the form it answers: a dialog's error shows in the
 * dialog, not in a toast under its overlay.
 */
export function FormFailure({ form }: { form: Pick<AuthForm, 'failure' | 'failureText'> }) {
  const { failure } = form
  if (!failure || failure.field) return null
  return (
    <p className="field-error form-failure" role="alert">
      {form.failureText(failure)}
    </p>
  )
}
