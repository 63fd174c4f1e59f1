import { X } from 'lucide-react'
import { type ReactNode, Suspense, useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { useDispatch } from 'react-redux'
import { BottomSheet } from '../../shared/ui/bottom-sheet'
import { SkeletonRows } from '../../shared/ui/load-states'
import { type PanelName, panelClosed, panelOpened } from '../../shared/ui-state/ui-slice'
import { useUi } from '../../shared/ui-state/use-ui'
import { useAuth } from '../auth'

const TITLES: Record<PanelName, string> = {
  chat: 'panels.chat',
  support: 'panels.support',
  betSlip: 'panels.betSlip',
  myBet: 'panels.myBets',
}

/** What each panel shows, filled in by the features that own it (the shell passes them in). */
export type PanelContents = Record<PanelName, ReactNode>

/** Switches between the bet slip and my bets (my bets only when signed in). */
function BetPanelSwitch({ panel }: { panel: PanelName }) {
  const { t } = useTranslation()
  const dispatch = useDispatch()
  const { isAuthorized } = useAuth()
  if (!isAuthorized || (panel !== 'betSlip' && panel !== 'myBet')) return null
  return (
    <fieldset className="form-tabs panel-switch">
      <legend className="visually-hidden">{t('panels.sidePanels')}</legend>
      {(['betSlip', 'myBet'] as const).map((name) => (
        <button
          key={name}
          type="button"
          aria-pressed={panel === name}
          onClick={() => dispatch(panelOpened(name))}
        >
          {t(TITLES[name])}
        </button>
      ))}
    </fieldset>
  )
}

/**
 * The open side panel: beside the page on wide screens, a bottom sheet on narrow ones (where the
 * chat covers the page and the bet slip is a drawer). The bet slip and my bets come from the
 * sports feature; chat and support fill in with theirs.
 */
export function SidePanel({ isWide, contents }: { isWide: boolean; contents: PanelContents }) {
  const { t } = useTranslation()
  const dispatch = useDispatch()
  const { isAuthorized } = useAuth()
  const panel = useUi((ui) => ui.openedOffCanvas)
  const close = () => dispatch(panelClosed())
  // The spec: my bets is a signed-in panel; signing out closes it.
  useEffect(() => {
    if (panel === 'myBet' && !isAuthorized) dispatch(panelClosed())
  }, [panel, isAuthorized, dispatch])
  if (!panel) return null
  const body = (
    <Suspense fallback={<SkeletonRows rows={3} label={t('common.loading')} />}>{contents[panel]}</Suspense>
  )
  if (!isWide) {
    return (
      <BottomSheet title={t(TITLES[panel])} isOpen onClose={close}>
        {body}
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
      <BetPanelSwitch panel={panel} />
      <div className="side-panel-content">{body}</div>
    </aside>
  )
}
