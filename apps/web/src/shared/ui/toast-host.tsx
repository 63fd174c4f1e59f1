import { TOAST_DURATION_MS, type ToastType } from '@app/domain'
import { CircleAlert, CircleCheck, Info, TriangleAlert, X } from 'lucide-react'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { useDispatch } from 'react-redux'
import { NAMESPACES } from '../../i18n/resources'
import { notificationCleared } from '../ui-state/ui-slice'
import { useUi } from '../ui-state/use-ui'

const ICONS: Record<ToastType, typeof Info> = {
  successful: CircleCheck,
  error: CircleAlert,
  warning: TriangleAlert,
  info: Info,
}

/**
 * Shows the current toast with its type's icon and a countdown bar, hides it after 2500 ms and
 * dispatches the spec's clear-notification action when it closes.
 */
export function ToastHost() {
  const dispatch = useDispatch()
  const toast = useUi((ui) => ui.toast)
  // A toast's text may come from a feature whose namespace this page has not loaded yet: the toast
  // shows once it has (the time it takes is the toast's own, not the page's).
  const namespace = toast?.message.split('.')[0] ?? ''
  const { t, ready } = useTranslation(NAMESPACES.includes(namespace) ? ['toast', namespace] : ['toast'], {
    useSuspense: false,
  })

  useEffect(() => {
    if (!toast) return
    const timer = setTimeout(() => dispatch(notificationCleared()), TOAST_DURATION_MS)
    return () => clearTimeout(timer)
  }, [toast, dispatch])

  return (
    <div className="toast-region" role="status" aria-live="polite">
      {toast && ready && (
        <div key={toast.id} className={`toast toast-${toast.type}`} data-toast-type={toast.type}>
          {(() => {
            const Icon = ICONS[toast.type]
            return <Icon aria-hidden size={20} className="toast-icon" />
          })()}
          <p>
            <span className="visually-hidden">{t(`toast.${toast.type}`)}: </span>
            {t(toast.message, toast.params)}
          </p>
          <button
            type="button"
            className="icon-button"
            aria-label={t('toast.dismiss')}
            onClick={() => dispatch(notificationCleared())}
          >
            <X aria-hidden size={16} />
          </button>
          <span className="toast-progress" style={{ animationDuration: `${TOAST_DURATION_MS}ms` }} />
        </div>
      )}
    </div>
  )
}
