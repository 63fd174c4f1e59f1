import { ArrowDown, ArrowUp, Lock } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { SPORTS_TEXTS } from './sports-texts'

/** How long a price movement stays coloured: the visual language's 3 s. */
export const MOVEMENT_MS = 3000

export type Movement = 'up' | 'down'

/** Which way a price moved, comparing decimal quotes: "1.90" after "1.85" is up; equal or unreadable is none. */
export function movementOf(previous: string | null | undefined, current: string): Movement | undefined {
  if (previous === null || previous === undefined) return undefined
  const before = Number(previous)
  const after = Number(current)
  if (!Number.isFinite(before) || !Number.isFinite(after) || before === after) return undefined
  return after > before ? 'up' : 'down'
}

/**
 * The movement to show for a price: set when the price changes (or, on first show, from the
 * server's previous_odds) and cleared MOVEMENT_MS later.
 */
export function useOddsMovement(odds: string, previousOdds: string | null): Movement | undefined {
  const [movement, setMovement] = useState<Movement | undefined>(() => movementOf(previousOdds, odds))
  const shown = useRef(odds)
  useEffect(() => {
    if (shown.current === odds) return
    const moved = movementOf(shown.current, odds)
    shown.current = odds
    setMovement(moved)
  }, [odds])
  useEffect(() => {
    if (movement === undefined) return
    const timer = setTimeout(() => setMovement(undefined), MOVEMENT_MS)
    return () => clearTimeout(timer)
  }, [movement])
  return movement
}

type OddsButtonProps = {
  /** The market label above the price, e.g. "Home -1". */
  label: string
  odds: string
  previousOdds: string | null
  isSelected: boolean
  isLocked: boolean
  /** The whole pick for screen readers, e.g. "Lions vs Tigers: Home -1". */
  description: string
  onToggle: () => void
}

/**
 * An odds button: the market label above, the price below in tabular numerals; pressed when the
 * pick is on the slip (accent fill), locked with a lock icon when betting is closed, and green
 * or red with an arrow for 3 s after the price moves. Its width never follows the price.
 */
export function OddsButton({
  label,
  odds,
  previousOdds,
  isSelected,
  isLocked,
  description,
  onToggle,
}: OddsButtonProps) {
  const { t } = useTranslation(SPORTS_TEXTS)
  const movement = useOddsMovement(odds, previousOdds)
  const state = isLocked
    ? t('sports.lobby.locked')
    : movement
      ? t(movement === 'up' ? 'sports.lobby.oddsUp' : 'sports.lobby.oddsDown')
      : undefined
  return (
    <button
      type="button"
      className="odds-button"
      aria-pressed={isSelected}
      aria-label={`${t('sports.lobby.oddsLabel', { selection: description, odds })}${state ? `, ${state}` : ''}`}
      data-movement={movement}
      disabled={isLocked}
      onClick={onToggle}
    >
      <span className="odds-button-label">{label}</span>
      <span className="odds-button-price numeric">
        {isLocked ? (
          <Lock aria-hidden size={12} className="odds-button-icon" />
        ) : movement === 'up' ? (
          <ArrowUp aria-hidden size={12} className="odds-button-icon" />
        ) : movement === 'down' ? (
          <ArrowDown aria-hidden size={12} className="odds-button-icon" />
        ) : null}
        {odds}
      </span>
    </button>
  )
}
