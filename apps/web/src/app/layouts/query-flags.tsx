import { useEffect } from 'react'
import { useDispatch } from 'react-redux'
import { useLocation, useNavigate } from 'react-router'
import { useAuth } from '../../features/auth'
import { mobileMenuToggled, modalOpened, panelOpened } from '../../shared/ui-state/ui-slice'

const FLAGS = ['chat', 'mybet', 'invite', 'support', 'menu'] as const

/**
 * The spec's query flags on any page: chat, support and menu open their panels; mybet opens my
 * bets beside the page on wide screens and goes to /my-bets on narrow ones; mybet and invite
 * open the sign-in modal for a guest. A flag is removed from the address once it has acted.
 */
export function QueryFlags({ isWide }: { isWide: boolean }) {
  const { search, pathname } = useLocation()
  const navigate = useNavigate()
  const dispatch = useDispatch()
  const { isAuthorized } = useAuth()

  useEffect(() => {
    const params = new URLSearchParams(search)
    const raised = FLAGS.filter((flag) => params.get(flag) === 'true')
    if (raised.length === 0) return
    for (const flag of raised) {
      if (flag === 'chat') dispatch(panelOpened('chat'))
      if (flag === 'support') dispatch(panelOpened('support'))
      if (flag === 'menu') dispatch(mobileMenuToggled(true))
      if (flag === 'invite') dispatch(modalOpened(isAuthorized ? 'invite' : 'login'))
      if (flag === 'mybet') {
        if (!isAuthorized) dispatch(modalOpened('login'))
        else if (isWide) dispatch(panelOpened('myBet'))
        else return void navigate('/my-bets', { replace: true })
      }
      params.delete(flag)
    }
    const rest = params.toString()
    navigate({ pathname, search: rest ? `?${rest}` : '' }, { replace: true })
  }, [search, pathname, isAuthorized, isWide, dispatch, navigate])

  return null
}
