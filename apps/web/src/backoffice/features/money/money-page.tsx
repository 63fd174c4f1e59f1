import { ArrowDownToLine, ArrowUpFromLine, Flag, Scale } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Navigate, NavLink, Route, Routes } from 'react-router'
import { AdjustmentsPanel } from './adjustments-panel'
import { DepositConfirmation } from './deposit-confirmation'
import { FlaggedDeposits } from './flagged-deposits'
import { WithdrawalQueue } from './withdrawal-queue'
import './money.css'

/** The money section (finance): its screens side by side under /money/… */
export function MoneyPage() {
  const { t } = useTranslation()
  return (
    <div className="bo-money-page">
      <header className="bo-page-header">
        <h1>{t('money.title')}</h1>
        <nav className="bo-subnav" aria-label={t('money.sections')}>
          <NavLink to="/money/withdrawals" className="bo-nav-link">
            <ArrowUpFromLine aria-hidden size={18} />
            {t('money.nav.withdrawals')}
          </NavLink>
          <NavLink to="/money/deposits" className="bo-nav-link">
            <ArrowDownToLine aria-hidden size={18} />
            {t('money.nav.deposits')}
          </NavLink>
          <NavLink to="/money/adjustments" className="bo-nav-link">
            <Scale aria-hidden size={18} />
            {t('money.nav.adjustments')}
          </NavLink>
          <NavLink to="/money/flagged" className="bo-nav-link">
            <Flag aria-hidden size={18} />
            {t('money.nav.flagged')}
          </NavLink>
        </nav>
      </header>
      <Routes>
        <Route path="withdrawals" element={<WithdrawalQueue />} />
        <Route path="deposits" element={<DepositConfirmation />} />
        <Route path="adjustments" element={<AdjustmentsPanel />} />
        <Route path="flagged" element={<FlaggedDeposits />} />
        <Route path="*" element={<Navigate to="/money/withdrawals" replace />} />
      </Routes>
    </div>
  )
}
