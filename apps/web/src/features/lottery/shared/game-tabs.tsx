import type { Ref } from 'react'
import { useTranslation } from 'react-i18next'
import { useGameLists } from '../../games/data'
import './game-tabs.css'
import { LOTTERY_TEXTS } from '../lottery-texts'

/**
 * The row of games a lottery screen switches between. Before the catalogue loads every game
 * shows; after, hidden ones drop (unless on screen) and disabled ones grey out.
 */
export function GameSwitcher<Game extends string>({
  games,
  game,
  onChange,
  legend,
  gameName,
  className,
  ref,
}: {
  games: readonly Game[]
  game: Game
  onChange: (game: Game) => void
  legend: string
  gameName: (game: Game) => string
  className: string
  ref?: Ref<HTMLFieldSetElement>
}) {
  const { t } = useTranslation(LOTTERY_TEXTS)
  const { available, visible, disabled } = useGameLists()
  const shown = available.length
    ? games.filter((key) => key === game || visible.some((entry) => entry.key === key))
    : games
  return (
    <fieldset ref={ref} className={`game-switcher ${className}`}>
      <legend className="visually-hidden">{legend}</legend>
      {shown.map((key) => {
        const isDisabled = disabled.some((entry) => entry.key === key)
        return (
          <button
            key={key}
            type="button"
            className="chip-button"
            aria-pressed={key === game}
            data-game={key}
            title={isDisabled ? t('common.gameStatus.disable') : undefined}
            onClick={() => onChange(key)}
          >
            {gameName(key)}
          </button>
        )
      })}
    </fieldset>
  )
}

/** A screen's tab bar; tab `x` is `{idPrefix}-tab-x` and controls `{idPrefix}-tab-panel`. */
export function PageTabs<Tab extends string>({
  tabs,
  tab,
  onChange,
  idPrefix,
  label,
  tabName,
}: {
  tabs: readonly Tab[]
  tab: Tab
  onChange: (tab: Tab) => void
  idPrefix: string
  label: string
  tabName: (tab: Tab) => string
}) {
  return (
    <div className={`form-tabs page-tabs ${idPrefix}-tabs`} role="tablist" aria-label={label}>
      {tabs.map((value) => (
        <button
          key={value}
          id={`${idPrefix}-tab-${value}`}
          type="button"
          role="tab"
          aria-selected={value === tab}
          aria-controls={`${idPrefix}-tab-panel`}
          onClick={() => onChange(value)}
        >
          {tabName(value)}
        </button>
      ))}
    </div>
  )
}
