import { useTranslation } from 'react-i18next'
import { useDispatch } from 'react-redux'
import { FormTabs } from '../../shared/ui/form-fields'
import { Modal } from '../../shared/ui/modal'
import { modalClosed, type WalletType, walletTypeChanged } from '../../shared/ui-state/ui-slice'
import { useUi } from '../../shared/ui-state/use-ui'
import { DepositForm } from './deposit-form'
import { TransferPanel } from './transfer-panel'
import { WALLET_TEXTS } from './wallet-texts'
import { WithdrawForm } from './withdraw-form'

const TABS: readonly WalletType[] = ['deposit', 'withdraw', 'transfer']

/** The wallet: deposit, withdraw and transfer tabs, opened on the tab the ui state names. */
export function WalletModal() {
  const { t } = useTranslation(WALLET_TEXTS)
  const dispatch = useDispatch()
  const isOpen = useUi((ui) => ui.openedModal === 'wallet')
  const walletType = useUi((ui) => ui.walletType)
  return (
    <Modal title={t('wallet.title')} isOpen={isOpen} onClose={() => dispatch(modalClosed())} size="wide">
      <FormTabs
        label={t('wallet.title')}
        value={walletType}
        onChange={(value) => dispatch(walletTypeChanged(value))}
        tabs={TABS.map((tab) => ({ value: tab, label: t(`wallet.tabs.${tab}`) }))}
      />
      {walletType === 'deposit' && <DepositForm />}
      {walletType === 'withdraw' && <WithdrawForm />}
      {walletType === 'transfer' && <TransferPanel />}
    </Modal>
  )
}
