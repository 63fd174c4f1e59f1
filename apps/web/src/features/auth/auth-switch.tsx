import { useDispatch } from 'react-redux'
import { type ModalName, modalOpened } from '../../shared/ui-state/ui-slice'

/** The line under the sign-in and registration forms that swaps one for the other, e.g. "New here? Register". */
export function AuthSwitch({ question, action, to }: { question: string; action: string; to: ModalName }) {
  const dispatch = useDispatch()
  return (
    <p className="auth-switch">
      {question}{' '}
      <button type="button" className="link-button" onClick={() => dispatch(modalOpened(to))}>
        {action}
      </button>
    </p>
  )
}
