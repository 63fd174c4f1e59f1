import { isOddsChangePolicy, type Money, ODDS_CHANGE_POLICIES } from '@app/domain'
import { Trash2, X } from 'lucide-react'
import { type ReactNode, useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useDispatch } from 'react-redux'
import { formatAmount } from '../../shared/format/format'
import { useStickyBarClearance } from '../../shared/hooks/use-sticky-bar-clearance'
import { useAuth } from '../auth'
import { movementOf } from './odds-button'
import { rememberOddsChangePolicy, useOddsChangePolicy } from './odds-change-policy'
import { oddsChangePolicyChosen } from './slice'
import { SPORTS_TEXTS } from './sports-texts'

/** The slip's summary and actions, stuck to the panel's bottom: a field that gets focus scrolls above it. */
export function SlipFooter({ children }: { children: ReactNode }) {
  const footer = useRef<HTMLDivElement>(null)
  useStickyBarClearance(footer)
  return (
    <div ref={footer} className="sports-slip-footer">
      {children}
    </div>
  )
}

/** An amount in the slip's currency, the currency code muted beside it: "12.50 USDT". */
export function SlipAmount({
  value,
  currency,
  language,
}: {
  value: Money
  currency: string
  language: string
}) {
  return (
    <>
      {formatAmount(value, currency, language)} <span className="muted">{currency}</span>
    </>
  )
}

/** The slip's top line: the game and how many picks it holds, and a clear button while it holds any. */
export function SlipHead({
  game,
  countText,
  count,
  onClear,
}: {
  game: string
  countText: string
  count: number
  onClear: () => void
}) {
  const { t } = useTranslation(SPORTS_TEXTS)
  return (
    <div className="sports-slip-head">
      <span className="muted">
        {game} · {countText}
      </span>
      {count > 0 && (
        <button type="button" className="button button-ghost button-small" onClick={onClear}>
          <Trash2 aria-hidden size={16} />
          {t('sports.slip.clear')}
        </button>
      )}
    </div>
  )
}

/** A slip match's league and teams, and a "closed" badge once it takes no more bets. */
export function SlipMatchTitle({
  leagueName,
  teams,
  isClosed,
}: {
  leagueName: string
  teams: string
  isClosed: boolean
}) {
  const { t } = useTranslation(SPORTS_TEXTS)
  return (
    <>
      <div className="slip-match-title">
        <span className="muted slip-league">{leagueName}</span>
        <span className="slip-teams">{teams}</span>
      </div>
      {isClosed && <span className="status-badge status-stopped">{t('sports.slip.closed')}</span>}
    </>
  )
}

/**
 * One pick on a slip: its market and outcome, the price it moved from when it moved, its price,
 * and the button that removes it (named after `selection`).
 */
export function SlipPickLine({
  market,
  label,
  odds,
  changedFrom,
  selection,
  onRemove,
}: {
  market: string
  label: string
  odds: string
  changedFrom: string | null
  selection: string
  onRemove: () => void
}) {
  const { t } = useTranslation(SPORTS_TEXTS)
  const movement = movementOf(changedFrom, odds)
  return (
    <>
      <div className="slip-pick-main">
        <span className="muted slip-pick-market">{market}</span>
        <span className="slip-pick-name">{label}</span>
        {changedFrom !== null && (
          <span className="slip-pick-changed" data-movement={movement}>
            {t('sports.slip.changed', { from: changedFrom, to: odds })}
          </span>
        )}
      </div>
      <span className="slip-pick-odds numeric" data-movement={changedFrom === null ? undefined : movement}>
        {odds}
      </span>
      <button
        type="button"
        className="icon-button"
        aria-label={t('sports.slip.remove', { selection })}
        onClick={onRemove}
      >
        <X aria-hidden size={18} />
      </button>
    </>
  )
}

/**
 * The signed-in player's choice of what happens when a picked price moves (accept any change,
 * accept higher odds, always ask), shared by both slips and remembered for the player; a guest,
 * who cannot place a slip, has nothing to choose.
 */
export function OddsChangeField() {
  const { t } = useTranslation(SPORTS_TEXTS)
  const dispatch = useDispatch()
  const { userId } = useAuth()
  const policy = useOddsChangePolicy()
  const id = useId()
  if (userId === null) return null

  function handleChange(value: string) {
    if (userId === null || !isOddsChangePolicy(value)) return
    rememberOddsChangePolicy(userId, value)
    dispatch(oddsChangePolicyChosen(value))
  }

  return (
    <div className="slip-field slip-odds-policy">
      <label htmlFor={id}>{t('sports.slip.oddsChanges')}</label>
      <select id={id} value={policy} onChange={(event) => handleChange(event.target.value)}>
        {ODDS_CHANGE_POLICIES.map((choice) => (
          <option key={choice} value={choice}>
            {t(`sports.slip.oddsPolicies.${choice}`)}
          </option>
        ))}
      </select>
    </div>
  )
}

/** The slip's own warnings as they happen, then the server's refusal when it says something new. */
export function SlipWarnings<Warning extends string>({
  id,
  warnings,
  serverWarning,
  text,
}: {
  id: string
  warnings: readonly Warning[]
  serverWarning: string | undefined
  text: (warning: string) => string
}) {
  return (
    <div id={id} className="slip-warnings" aria-live="polite">
      {warnings.map((warning) => (
        <p key={warning} className="slip-warning">
          {text(warning)}
        </p>
      ))}
      {serverWarning && !warnings.includes(serverWarning as Warning) && (
        <p className="slip-warning">{text(serverWarning)}</p>
      )}
    </div>
  )
}

/**
 * What the place button does: a guest is asked to sign in, moved prices are accepted first, and
 * only then is the slip placed.
 */
export function useSlipPress({
  isSignedIn,
  needsAcceptance,
  onAccept,
  onPlace,
}: {
  isSignedIn: boolean
  needsAcceptance: boolean
  onAccept: () => void
  onPlace: () => Promise<unknown>
}) {
  const [isSignInShown, setSignInShown] = useState(false)
  function handlePress() {
    if (!isSignedIn) setSignInShown(true)
    else if (needsAcceptance) onAccept()
    else void onPlace()
  }
  return { handlePress, isSignInShown, closeSignIn: () => setSignInShown(false) }
}

/** The place button: "placing…" while the request runs, "accept changes" while prices moved. */
export function PlaceSlipButton({
  isDisabled,
  isPlacing,
  needsAcceptance,
  warningsId,
  onPress,
}: {
  isDisabled: boolean
  isPlacing: boolean
  needsAcceptance: boolean
  warningsId: string
  onPress: () => void
}) {
  const { t } = useTranslation(SPORTS_TEXTS)
  return (
    <button
      type="button"
      className="button slip-place"
      disabled={isDisabled || isPlacing}
      aria-describedby={warningsId}
      onClick={onPress}
    >
      {isPlacing
        ? t('sports.slip.placing')
        : needsAcceptance
          ? t('sports.slip.acceptChanges')
          : t('sports.slip.place')}
    </button>
  )
}
