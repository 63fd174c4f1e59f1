import { DEFAULT_CURRENCY, realityChecksDue } from '@app/domain'
import { useEffect, useReducer, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useDispatch } from 'react-redux'
import { useNavigate } from 'react-router'
import { api } from '../../../shared/api/api'
import { formatUsdt } from '../../../shared/format/format'
import { useNow } from '../../../shared/hooks/use-now'
import { Modal } from '../../../shared/ui/modal'
import { signedOut } from '../../auth'
import { useSignOutMutation } from '../../auth/data'
import { acknowledgeChecks, readAcknowledgedChecks } from '../acknowledged-checks'
import type { RealityCheckView } from '../api/protection-api'
import { useRealityCheck } from '../hooks/use-reality-check'
import { PROTECTION_TEXTS } from '../protection-texts'
import { formatDuration, msUntilNextCheck, sessionElapsedMs } from '../session-time'
import '../responsible-play.css'

/** The longest wait setTimeout keeps (about 24.8 days); a longer one fires at once. */
const LONGEST_TIMER_MS = 2 ** 31 - 1

/** Where "View history" leads: the profile's account history, which lists every bet and payout. */
const HISTORY_PATH = '/profile?section=accountHistory'

/** The session's time, stakes and result, the time ticking while the reminder is open. */
function SessionFigures({ check }: { check: RealityCheckView }) {
  const { t, i18n } = useTranslation(PROTECTION_TEXTS)
  const now = useNow(1000)
  const net = check.net_result
  const isLoss = net.startsWith('-') && /[1-9]/.test(net)
  return (
    <>
      <p>
        {t('protection.reminder.elapsed', {
          duration: formatDuration(sessionElapsedMs(check, now), i18n.language),
        })}
      </p>
      <dl className="reminder-figures">
        <div>
          <dt>{t('protection.reminder.wagered')}</dt>
          <dd className="numeric">
            {formatUsdt(check.wagered, i18n.language)} {DEFAULT_CURRENCY}
          </dd>
        </div>
        <div>
          <dt>{t('protection.reminder.net')}</dt>
          <dd className={isLoss ? 'numeric amount-negative' : 'numeric'}>
            {formatUsdt(net, i18n.language)} {DEFAULT_CURRENCY}
          </dd>
        </div>
      </dl>
    </>
  )
}

/**
 * The reality check reminder, mounted once for a signed-in player: each time the session passes
 * another full interval the player chose, a modal tells how long they have played and their
 * result, until they acknowledge it. What they acknowledged is kept for the tab's visit, so a
 * reload shows a reminder they had not answered yet and not one they had.
 */
export function RealityCheckReminder() {
  const { t } = useTranslation(PROTECTION_TEXTS)
  const dispatch = useDispatch()
  const navigate = useNavigate()
  const { data: check, refetch } = useRealityCheck()
  const [signOut] = useSignOutMutation()
  // The time the reminder looks at: taken again at each new answer (a poll, the window's focus) and
  // when the next reminder comes due.
  const [now, setNow] = useState(Date.now)
  useEffect(() => {
    if (check) setNow(Date.now())
  }, [check])
  // An acknowledgement is kept in storage: the reminder renders again to read it.
  const [, readStoredAgain] = useReducer((count: number) => count + 1, 0)
  const minutes = check?.interval_minutes ?? null
  const due = check && minutes !== null ? realityChecksDue(sessionElapsedMs(check, now), minutes) : 0
  const acknowledged =
    check && minutes !== null ? readAcknowledgedChecks(check.session_started_at, minutes) : 0
  const isDue = due > acknowledged

  // Sleeps until the next reminder comes due, then looks again.
  useEffect(() => {
    if (!check || minutes === null || isDue) return
    const wait = msUntilNextCheck(sessionElapsedMs(check, now), minutes)
    const timer = setTimeout(() => setNow(Date.now()), Math.min(wait + 50, LONGEST_TIMER_MS))
    return () => clearTimeout(timer)
  }, [check, minutes, isDue, now])

  // A reminder shows the figures as they are now, not as the last minute's poll left them.
  const refetchLatest = useRef(refetch)
  refetchLatest.current = refetch
  useEffect(() => {
    if (isDue) void refetchLatest.current()
  }, [isDue])

  function acknowledge() {
    if (!check || minutes === null) return
    acknowledgeChecks(check.session_started_at, minutes, due)
    readStoredAgain()
  }

  async function handleSignOut() {
    acknowledge()
    // The session ends on the server first; the device forgets it whatever the answer.
    await signOut().catch(() => undefined)
    dispatch(signedOut())
    dispatch(api.util.resetApiState())
    navigate('/')
  }

  return (
    <Modal title={t('protection.reminder.title')} isOpen={Boolean(check) && isDue} onClose={acknowledge}>
      {check && (
        <div className="reminder" data-testid="reality-check-reminder">
          <SessionFigures check={check} />
          <div className="modal-actions reminder-actions">
            <button type="button" className="button button-secondary" onClick={() => void handleSignOut()}>
              {t('protection.reminder.signOut')}
            </button>
            <button
              type="button"
              className="button button-secondary"
              onClick={() => {
                acknowledge()
                navigate(HISTORY_PATH)
              }}
            >
              {t('protection.reminder.history')}
            </button>
            <button type="button" className="button" onClick={acknowledge}>
              {t('protection.reminder.continue')}
            </button>
          </div>
        </div>
      )}
    </Modal>
  )
}
