import { useTranslation } from 'react-i18next'
import { useUi } from '../../shared/ui-state/use-ui'
import { SUPPORT_TEXTS } from './support-texts'

/** The support socket's state (imSocketStatus): a coloured dot and its word, read out when it changes. */
export function ConnectionStatus() {
  const { t } = useTranslation(SUPPORT_TEXTS)
  const status = useUi((ui) => ui.imSocketStatus)
  const text = t(`support.connection.${status}`)
  return (
    <p className="support-connection" data-status={status} role="status">
      <span className="support-connection-dot" aria-hidden />
      <span aria-hidden>{text}</span>
      <span className="visually-hidden">{t('support.connection.label', { status: text })}</span>
    </p>
  )
}
