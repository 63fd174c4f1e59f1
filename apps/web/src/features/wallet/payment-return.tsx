import { useEffect } from 'react'
import { useDispatch } from 'react-redux'
import { useLocation, useNavigate } from 'react-router'
import { api } from '../../shared/api/api'
import { profileMenuSelected, toastShown } from '../../shared/ui-state/ui-slice'

export type PaymentOutcome = 'success' | 'cancelled'

/**
 * The hosted payment page's way back: `?payment=success&order=ID` or `?payment=cancelled&order=ID`.
 * Answers the outcome, the order and the query without those two, or undefined for any other query.
 */
export function readPaymentReturn(
  search: string,
): { outcome: PaymentOutcome; order: string | undefined; rest: string } | undefined {
  const params = new URLSearchParams(search)
  const outcome = params.get('payment')
  if (outcome !== 'success' && outcome !== 'cancelled') return undefined
  const order = params.get('order') ?? undefined
  params.delete('payment')
  params.delete('order')
  const rest = params.toString()
  return { outcome, order, rest: rest ? `?${rest}` : '' }
}

/**
 * On any page the payment page returns to: tells the outcome in a toast, refreshes the balance,
 * the member and the deposit history, and strips the query so a reload does not tell it again.
 * On the profile, the transaction history opens, where the deposit shows.
 */
export function PaymentReturn() {
  const { search, pathname } = useLocation()
  const navigate = useNavigate()
  const dispatch = useDispatch()
  useEffect(() => {
    const found = readPaymentReturn(search)
    if (!found) return
    dispatch(
      toastShown(
        found.outcome === 'success'
          ? { type: 'successful', message: 'wallet.paymentSuccess' }
          : { type: 'warning', message: 'wallet.paymentCancelled' },
      ),
    )
    dispatch(api.util.invalidateTags(['Balance', 'Member', 'Deposits', 'ChangeLog']))
    if (pathname === '/profile') dispatch(profileMenuSelected('transactions'))
    navigate({ pathname, search: found.rest }, { replace: true })
  }, [search, pathname, dispatch, navigate])
  return null
}
