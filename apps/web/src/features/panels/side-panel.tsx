import { Construction, X } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { useDispatch } from 'react-redux'
import { BottomSheet } from '../../shared/ui/bottom-sheet'
import { type PanelName, panelClosed } from '../../shared/ui-state/ui-slice'
import { useUi } from '../../shared/ui-state/use-ui'

const TITLES: Record<PanelName, string> = {
  chat: 'panels.chat',
  support: 'panels.support',
  betSlip: 'panels.betSlip',
  myBet: 'panels.myBets',
}

function PanelBody() {
  const { t } = useTranslation()
  return (
    <div className="panel-body">
      <Construction aria-hidden size={36} className="static-icon" />
      <p>{t('pages.underConstructionBody')}</p>
    </div>
  )
}

/**
 * The open side panel: beside the page on wide screens, a full overlay on narrow ones (where
 * the chat covers the page). Chat, support, bet slip and my bets fill in with their features.
 */
export function SidePanel({ isWide }: { isWide: boolean }) {
  const { t } = useTranslation()
  const dispatch = useDispatch()
  const panel = useUi((ui) => ui.openedOffCanvas)
  const close = () => dispatch(panelClosed())
  if (!panel) return null
  if (!isWide) {
    return (
      <BottomSheet title={t(TITLES[panel])} isOpen onClose={close}>
        <PanelBody />
      </BottomSheet>
    )
  }
  return (
    <aside className="side-panel" aria-labelledby="side-panel-title" data-panel={panel}>
      <header className="modal-header">
        <h2 id="side-panel-title">{t(TITLES[panel])}</h2>
        <button type="button" className="icon-button" onClick={close} aria-label={t('panels.closePanel')}>
          <X aria-hidden size={20} />
        </button>
      </header>
      <PanelBody />
    </aside>
  )
}
