import { useTranslation } from 'react-i18next'
import { useDispatch } from 'react-redux'
import { useLocation } from 'react-router'
import { BottomSheet } from '../../shared/ui/bottom-sheet'
import { mobileMenuToggled } from '../../shared/ui-state/ui-slice'
import { useUi } from '../../shared/ui-state/use-ui'
import { LeftNav } from './left-nav'

/** On narrow screens the navigation opens as a sheet from the menu button or ?menu=true. */
export function MobileMenu() {
  const { t } = useTranslation()
  const dispatch = useDispatch()
  const isOpen = useUi((ui) => ui.isMobileMenuShow)
  const { pathname } = useLocation()
  return (
    <BottomSheet title={t('panels.menu')} isOpen={isOpen} onClose={() => dispatch(mobileMenuToggled(false))}>
      <div key={pathname}>
        <LeftNav isIconOnly={false} />
      </div>
    </BottomSheet>
  )
}
