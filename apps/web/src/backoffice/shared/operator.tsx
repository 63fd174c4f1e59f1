import type { OperatorProfile } from '@app/contract'
import { createContext, type ReactNode, useContext } from 'react'
import { useTranslation } from 'react-i18next'
import { LoadError, SkeletonRows } from '../../shared/ui/load-states'
import { operatorRequest } from './operator-client'
import { useToken } from './operator-session'
import { useLoaded } from './use-loaded'

const OperatorContext = createContext<OperatorProfile | undefined>(undefined)

/**
 * The signed-in operator (GET /me), read once per session, before any screen: which sections
 * show and which live connections open follow from their roles. A 401 ends the session (the
 * operator client), which brings the sign-in page back.
 */
export function OperatorProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation()
  const token = useToken() ?? ''
  const { data, error, reload } = useLoaded(token, () => operatorRequest<OperatorProfile>('/me'))
  if (error !== undefined) {
    return (
      <main className="bo-main">
        <h1>{t('common.operatorFailed')}</h1>
        <LoadError error={error} onRetry={reload} />
      </main>
    )
  }
  if (!data) {
    return (
      <main className="bo-main">
        <SkeletonRows rows={3} label={t('common.loadingOperator')} />
      </main>
    )
  }
  return <OperatorContext value={data}>{children}</OperatorContext>
}

/** The signed-in operator, inside OperatorProvider. */
export function useOperator(): OperatorProfile {
  const operator = useContext(OperatorContext)
  if (!operator) throw new Error('useOperator is used outside OperatorProvider')
  return operator
}
