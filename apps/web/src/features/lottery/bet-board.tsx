import {
  animalOf,
  BALL_COLOURS,
  type BallColour,
  ballsOf,
  COMBINATION_ZODIAC_LEVELS,
  type CombinationZodiacLevel,
  checkSelection,
  colourOf,
  combinationCount,
  MARK_SIX_BET_TYPES,
  MARK_SIX_POSITIONS,
  type MarkSixBetType,
  type MarkSixOddsEntry,
  type MarkSixPosition,
  type MarkSixSelection,
  NUMBER_CODE_SIDES,
  oddsEntryFor,
  pickRulesOf,
  SPECIAL_CODE_SIDES,
  ZODIAC_ANIMALS,
  type ZodiacAnimal,
} from '@app/domain'
import { Lock } from 'lucide-react'
import { type ReactNode, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Ball } from './balls'
import { formatBall } from './labels'
import { LOTTERY_TEXTS } from './lottery-texts'
import {
  type AnimalSetType,
  isAnimalSetType,
  isSelected,
  pickedAnimals,
  type Slip,
  setCombinationLevel,
  toggleAnimal,
  toggleSelection,
} from './slip'
import { useSelectedInView } from './use-selected-in-view'

const BALLS = Array.from({ length: 49 }, (_, index) => index + 1)
const TAILS = Array.from({ length: 10 }, (_, index) => index)

type BoardProps = {
  slip: Slip
  onSlip: (update: (slip: Slip) => Slip) => void
  table: readonly MarkSixOddsEntry[]
  yearAnimal: ZodiacAnimal
  isLocked: boolean
}

/** A bet card: its label over its odds; pressed when on the slip, locked while betting is closed. */
function BetCard({
  isPressed,
  isLocked,
  odd,
  onToggle,
  children,
  className = '',
  label,
}: {
  isPressed: boolean
  isLocked: boolean
  odd: string | undefined
  onToggle: () => void
  children: ReactNode
  className?: string
  /** The card's name for screen readers when its content is visual (balls). */
  label?: string
}) {
  const { t } = useTranslation(LOTTERY_TEXTS)
  return (
    <button
      type="button"
      className={`bet-card ${className}`}
      aria-pressed={isPressed}
      aria-label={label ? `${label}, ${t('lottery.board.odds', { odd: odd ?? '—' })}` : undefined}
      disabled={isLocked || odd === undefined}
      onClick={onToggle}
    >
      <span className="bet-card-label">{children}</span>
      <span className="bet-card-odds numeric">
        {isLocked ? <Lock aria-hidden size={14} /> : null}
        {odd ?? '—'}
      </span>
    </button>
  )
}

/** A row of toggle chips, e.g. the positions 1 to 6 or the levels of a zodiac combination. */
function ChipPicker<T extends number>({
  label,
  values,
  value,
  onChange,
  name,
}: {
  label: string
  values: readonly T[]
  value: T
  onChange: (value: T) => void
  name: (value: T) => string
}) {
  return (
    <fieldset className="chip-picker">
      <legend className="chip-picker-label">{label}</legend>
      {values.map((candidate) => (
        <button
          key={candidate}
          type="button"
          className="chip-button"
          aria-pressed={candidate === value}
          onClick={() => onChange(candidate)}
        >
          {name(candidate)}
        </button>
      ))}
    </fieldset>
  )
}

/** The bet-type tabs; no1 is the spec's default. */
export function BetTypeTabs({
  value,
  onChange,
  slip,
}: {
  value: MarkSixBetType
  onChange: (type: MarkSixBetType) => void
  slip: Slip
}) {
  const { t } = useTranslation(LOTTERY_TEXTS)
  const row = useSelectedInView<HTMLDivElement>(value)
  return (
    <div ref={row} className="bet-type-tabs" role="tablist" aria-label={t('lottery.board.betTypes')}>
      {MARK_SIX_BET_TYPES.map((type) => {
        const count = slip.entries.filter((entry) => entry.type === type).length
        return (
          <button
            key={type}
            id={`bet-type-${type}`}
            type="button"
            role="tab"
            aria-selected={type === value}
            aria-controls="bet-board-panel"
            className="bet-type-tab"
            onClick={() => onChange(type)}
          >
            {t(`lottery.betTypes.${type}`)}
            {count > 0 && (
              <span className="bet-type-count numeric">
                <span className="visually-hidden">{t('lottery.board.picked')}</span>
                {count}
              </span>
            )}
          </button>
        )
      })}
    </div>
  )
}

/** The cards of one bet type, and the position or level picker where the type has one. */
export function BetBoard({ type, ...props }: BoardProps & { type: MarkSixBetType }) {
  const { t } = useTranslation(LOTTERY_TEXTS)
  const [position, setPosition] = useState<MarkSixPosition>(1)
  const hasPosition = type === 'numberCodeSide' || type === 'numberCodeColor'
  return (
    <div
      id="bet-board-panel"
      className="bet-board"
      role="tabpanel"
      aria-labelledby={`bet-type-${type}`}
      data-bet-type={type}
    >
      <p className="bet-board-hint muted">{t(`lottery.hints.${type}`)}</p>
      {hasPosition && (
        <ChipPicker
          label={t('lottery.board.position')}
          values={MARK_SIX_POSITIONS}
          value={position}
          onChange={setPosition}
          name={(value) => t(`lottery.positions.${value}`)}
        />
      )}
      {isAnimalSetType(type) ? (
        <AnimalSetBoard type={type} {...props} />
      ) : (
        <SelectionCards type={type} position={position} {...props} />
      )}
    </div>
  )
}

function SelectionCards({
  type,
  position,
  slip,
  onSlip,
  table,
  yearAnimal,
  isLocked,
}: BoardProps & { type: MarkSixBetType; position: MarkSixPosition }) {
  const { t } = useTranslation(LOTTERY_TEXTS)
  const card = (prop: string, children: ReactNode, options: { className?: string; label?: string } = {}) => {
    const selection: MarkSixSelection = { type, prop }
    return (
      <BetCard
        key={prop}
        isPressed={isSelected(slip, selection)}
        isLocked={isLocked}
        odd={oddsEntryFor(table, selection, yearAnimal)?.odd}
        onToggle={() => onSlip((current) => toggleSelection(current, selection))}
        {...options}
      >
        {children}
      </BetCard>
    )
  }
  const colourCard = (colour: BallColour, prop: string) =>
    card(
      prop,
      <>
        <span className={`colour-swatch ball-${colour}`} aria-hidden />
        {t(`lottery.colours.${colour}`)}
      </>,
      { className: 'bet-card-wide' },
    )
  switch (type) {
    case 'specialCode':
    case 'numberCode':
    case 'no1':
    case 'no2':
    case 'no3':
    case 'no4':
    case 'no5':
    case 'no6':
      return (
        <div className="ball-grid">
          {BALLS.map((ball) =>
            card(String(ball), <Ball ball={ball} yearAnimal={yearAnimal} />, {
              className: 'bet-card-ball',
              label: t('lottery.ball.withAnimal', {
                number: ball,
                colour: t(`lottery.colours.${colourOf(ball)}`),
                animal: t(`lottery.animals.${animalOf(ball, yearAnimal)}`),
              }),
            }),
          )}
        </div>
      )
    case 'specialCodeSide':
      return (
        <div className="card-grid">
          {SPECIAL_CODE_SIDES.map((side) => card(side, t(`lottery.sides.${side}`)))}
        </div>
      )
    case 'numberCodeSide':
      return (
        <div className="card-grid">
          {NUMBER_CODE_SIDES.map((side) =>
            card(`no${position}:${side}`, t(`lottery.sides.${side}`), {
              label: t('lottery.selection.atPosition', {
                position: t(`lottery.positions.${position}`),
                value: t(`lottery.sides.${side}`),
              }),
            }),
          )}
        </div>
      )
    case 'specialCodeColor':
      return <div className="card-grid">{BALL_COLOURS.map((colour) => colourCard(colour, colour))}</div>
    case 'numberCodeColor':
      return (
        <div className="card-grid">
          {BALL_COLOURS.map((colour) => colourCard(colour, `no${position}:${colour}`))}
        </div>
      )
    case 'specialCodeAnimal':
      return (
        <div className="card-grid card-grid-animals">
          {ZODIAC_ANIMALS.map((animal) =>
            card(animal, <AnimalCardBody animal={animal} yearAnimal={yearAnimal} />, {
              className: 'bet-card-animal',
            }),
          )}
        </div>
      )
    case 'specialCodeTail':
    case 'tail':
      return (
        <div className="card-grid card-grid-tails">
          {TAILS.map((tail) => card(String(tail), t('lottery.tailNumber', { tail })))}
        </div>
      )
    default:
      return null
  }
}

/** An animal's name, its balls this year, and a mark on the year's own animal. */
function AnimalCardBody({ animal, yearAnimal }: { animal: ZodiacAnimal; yearAnimal: ZodiacAnimal }) {
  const { t } = useTranslation(LOTTERY_TEXTS)
  return (
    <>
      <span className="animal-name">
        {t(`lottery.animals.${animal}`)}
        {animal === yearAnimal && <span className="year-mark">{t('lottery.board.yearAnimal')}</span>}
      </span>
      <span className="animal-balls numeric muted">
        {ballsOf(animal, yearAnimal).map(formatBall).join(' ')}
      </span>
    </>
  )
}

/** Merged animal and zodiac combination: the picked animals together make one entry. */
function AnimalSetBoard({
  type,
  slip,
  onSlip,
  table,
  yearAnimal,
  isLocked,
}: BoardProps & { type: AnimalSetType }) {
  const { t } = useTranslation(LOTTERY_TEXTS)
  const picked = pickedAnimals(slip, type)
  const entry = slip.entries.find((candidate) => candidate.type === type)
  const check = entry ? checkSelection(entry, pickRulesOf(slip.game)) : undefined
  const odd = entry ? oddsEntryFor(table, entry, yearAnimal)?.odd : undefined
  const combinations = entry && check?.ok ? combinationCount(entry) : 0
  const level = slip.combinationLevel
  return (
    <>
      {type === 'specialCodeCombinationZodiacs' && (
        <ChipPicker
          label={t('lottery.board.level')}
          values={COMBINATION_ZODIAC_LEVELS}
          value={level}
          onChange={(next: CombinationZodiacLevel) => onSlip((current) => setCombinationLevel(current, next))}
          name={(value) => t(`lottery.levels.${value}`)}
        />
      )}
      <div className="card-grid card-grid-animals">
        {ZODIAC_ANIMALS.map((animal) => (
          <button
            key={animal}
            type="button"
            className="bet-card bet-card-animal"
            aria-pressed={picked.includes(animal)}
            disabled={isLocked}
            onClick={() => onSlip((current) => toggleAnimal(current, type, animal))}
          >
            <span className="bet-card-label">
              <AnimalCardBody animal={animal} yearAnimal={yearAnimal} />
            </span>
          </button>
        ))}
      </div>
      <div className="animal-set-summary" aria-live="polite">
        <p className="numeric">
          {type === 'specialCodeMergeAnimal'
            ? t('lottery.board.mergeSummary', { count: picked.length, odd: odd ?? '—' })
            : t('lottery.board.combinationSummary', {
                level: t(`lottery.levels.${level}`),
                count: picked.length,
                combinations,
                odd: odd ?? '—',
              })}
        </p>
        {check && !check.ok && check.reason !== 'INVALID_PROP' && (
          <p className="slip-warning">{t(`lottery.warnings.${check.reason}`, { level })}</p>
        )}
        {type === 'specialCodeCombinationZodiacs' && (
          <p className="muted">
            {t('lottery.board.yearAnimalDeduction', { animal: t(`lottery.animals.${yearAnimal}`) })}
          </p>
        )}
      </div>
    </>
  )
}
