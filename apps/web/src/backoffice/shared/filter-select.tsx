import { useId } from 'react'

type FilterSelectProps<Value extends string | number> = {
  label: string
  /** The first option, which filters nothing (its value is ''). */
  allLabel: string
  /** The chosen option; undefined for all. */
  value: Value | undefined
  options: readonly Value[]
  optionLabel: (option: Value) => string
  /** The chosen option's value as the select writes it: '' for all. */
  onChange: (value: string) => void
  /** A class of the caller's own beside `field`. */
  className?: string
}

/**
 * A list's filter as a labelled select whose first option is "all", e.g. a game or a status.
 *
 * @example
 * <FilterSelect label={t('x.game')} allLabel={t('x.allGames')} value={game} options={GAMES}
 *   optionLabel={gameName} onChange={(next) => update({ game: next })} />
 */
export function FilterSelect<Value extends string | number>({
  label,
  allLabel,
  value,
  options,
  optionLabel,
  onChange,
  className,
}: FilterSelectProps<Value>) {
  const id = useId()
  return (
    <div className={className ? `field ${className}` : 'field'}>
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value ?? ''} onChange={(event) => onChange(event.target.value)}>
        <option value="">{allLabel}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {optionLabel(option)}
          </option>
        ))}
      </select>
    </div>
  )
}
