import type { LotteryOddsEntry } from '@app/contract'
import { type RaceGroup, raceGroupOf } from '@app/domain'
import { Lock } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import type { RaceBoardGroup, RaceSection } from './race-board'
import { CarChip } from './race-cars'
import { propName, sectionTitle, selectionLabel } from './race-labels'
import { isSelected, type Slip, toggleSelection } from './race-slip'
import { RACING_TEXTS } from './racing-texts'

type SlipProps = {
  slip: Slip
  onSlip: (update: (slip: Slip) => Slip) => void
  isLocked: boolean
}

/** The group tabs; 'twoSide' is the spec's default. Each tab counts the picks on the slip from it. */
export function RaceGroupTabs({
  groups,
  value,
  onChange,
  slip,
}: {
  groups: readonly RaceGroup[]
  value: RaceGroup
  onChange: (group: RaceGroup) => void
  slip: Slip
}) {
  const { t } = useTranslation(RACING_TEXTS)
  return (
    <div className="race-group-tabs" role="tablist" aria-label={t('racing.board.groups')}>
      {groups.map((group) => {
        const count = slip.entries.filter((entry) => raceGroupOf(entry.type) === group).length
        return (
          <button
            key={group}
            id={`race-group-${group}`}
            type="button"
            role="tab"
            aria-selected={group === value}
            aria-controls="race-board-panel"
            className="race-group-tab"
            onClick={() => onChange(group)}
          >
            {t(`racing.groups.${group}`)}
            {count > 0 && (
              <span className="race-group-count numeric">
                <span className="visually-hidden">{t('racing.board.picked')}</span>
                {count}
              </span>
            )}
          </button>
        )
      })}
    </div>
  )
}

/** The sections of one group: a heading per bet type and its odds cards. */
export function RaceBoardPanel({ group, ...props }: SlipProps & { group: RaceBoardGroup }) {
  const { t } = useTranslation(RACING_TEXTS)
  return (
    <div
      id="race-board-panel"
      className={`race-board race-board-${group.group}`}
      role="tabpanel"
      aria-labelledby={`race-group-${group.group}`}
    >
      <p className="race-board-hint muted">{t(`racing.hints.${group.group}`)}</p>
      <div className="race-sections">
        {group.sections.map((section) => (
          <RaceSectionCards key={section.top} section={section} {...props} />
        ))}
      </div>
    </div>
  )
}

function RaceSectionCards({ section, slip, onSlip, isLocked }: SlipProps & { section: RaceSection }) {
  const { t } = useTranslation(RACING_TEXTS)
  const titleId = `race-section-${section.top.replace(':', '-')}`
  return (
    <section className={`race-section race-section-${section.kind}`} aria-labelledby={titleId}>
      <h3 id={titleId} className="race-section-title">
        {sectionTitle(t, section.top)}
      </h3>
      <div className="race-cards">
        {section.entries.map((entry) => (
          <RaceCard
            key={entry.prop}
            entry={entry}
            kind={section.kind}
            isPressed={isSelected(slip, { type: entry.top, prop: entry.prop })}
            isLocked={isLocked}
            onToggle={() =>
              onSlip((current) => toggleSelection(current, { type: entry.top, prop: entry.prop }))
            }
          />
        ))}
      </div>
    </section>
  )
}

/** An odds card: its selection over its odds; pressed when on the slip, locked while betting is closed. */
function RaceCard({
  entry,
  kind,
  isPressed,
  isLocked,
  onToggle,
}: {
  entry: LotteryOddsEntry
  kind: RaceSection['kind']
  isPressed: boolean
  isLocked: boolean
  onToggle: () => void
}) {
  const { t } = useTranslation(RACING_TEXTS)
  return (
    <button
      type="button"
      className={`race-card race-card-${kind}`}
      aria-pressed={isPressed}
      aria-label={t('racing.board.card', {
        selection: selectionLabel(t, entry.top, entry.prop),
        odd: entry.odd,
      })}
      disabled={isLocked}
      onClick={onToggle}
      data-selection={`${entry.top}|${entry.prop}`}
    >
      <span className="race-card-label">
        {kind === 'position' ? <CarChip car={Number(entry.prop)} /> : propName(t, entry.top, entry.prop)}
      </span>
      <span className="race-card-odds numeric">
        {isLocked && <Lock aria-hidden size={12} />}
        {entry.odd}
      </span>
    </button>
  )
}
