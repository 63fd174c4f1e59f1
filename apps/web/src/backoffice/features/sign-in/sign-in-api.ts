import type {
  OperatorEnrolment,
  OperatorEnrolmentConfirm,
  OperatorSession,
  OperatorSignIn,
  OperatorSignInAnswer,
} from '@app/contract'
import { operatorRequest } from '../../shared/operator-client'

/**
 * The back office's sign-in calls. None sends a session token (there is none yet), and a 401 here
 * is an answer to show, such as TOTP_REQUIRED, not a session that ended.
 */
export const signInApi = {
  signIn: (body: OperatorSignIn) =>
    operatorRequest<OperatorSignInAnswer>('/sign_in', { method: 'POST', body, isSignedOut: true }),
  startEnrolment: (ticket: string) =>
    operatorRequest<OperatorEnrolment>('/totp/enrolment', {
      method: 'POST',
      body: { ticket },
      isSignedOut: true,
    }),
  confirmEnrolment: (body: OperatorEnrolmentConfirm) =>
    operatorRequest<OperatorSession>('/totp/enrolment/confirm', { method: 'POST', body, isSignedOut: true }),
}
