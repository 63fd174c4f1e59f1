import type { GameLimits, OperatorGame } from '@app/contract'
import {
  GAME_REGIONS,
  type GameLimitField,
  type GameLimitSettings,
  gameLimitProblems,
  moneyOf,
  parseMoney,
} from '@app/domain'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { CheckField, TextField } from '../../../shared/ui/form-fields'
import { Modal } from '../../../shared/ui/modal'
import { DialogForm } from '../../shared/dialog-form'
import { gamesApi } from './games-api'

type LimitsDialogProps = {
  game: OperatorGame | undefined
  onClose: () => void
  /** The server saved the limits: the game as it now stands. */
  onSaved: (game: OperatorGame) => void
}

/** Edits a game's bet limits and the regions where it takes no bets. */
export function LimitsDialog({ game, onClose, onSaved }: LimitsDialogProps) {
  const { t } = useTranslation()
  return (
    <Modal
      title={game ? t('games.form.title', { game: game.name }) : ''}
      isOpen={game !== undefined}
      onClose={onClose}
      size="wide"
    >
      {/* The modal shows its content only while open, so the form starts from the saved limits each time. */}
      {game && <LimitsForm game={game} onClose={onClose} onSaved={onSaved} />}
    </Modal>
  )
}

type AmountField = 'bet_min' | 'bet_max' | 'bonus_min' | 'bonus_max'
type MultipleField = 'multiple_min' | 'multiple_max'
type Draft = Record<AmountField | MultipleField, string> & { disabled_regions: readonly string[] }

/** The form's fields in pairs, minimum beside maximum. */
const FIELD_ROWS = [
  ['bet_min', 'bet_max'],
  ['multiple_min', 'multiple_max'],
  ['bonus_min', 'bonus_max'],
] as const

const draftOf = (limits: GameLimits): Draft => ({
  ...limits,
  multiple_min: String(limits.multiple_min),
  multiple_max: String(limits.multiple_max),
})

/** Why a field cannot be saved, as a key under `games.form.problem`. */
type Problems = Partial<Record<GameLimitField, string>>

/**
 * The draft read as limits, and the problems of its fields: each amount a decimal of at most 6
 * places, each multiple a whole number, then the domain's rule over them (the server's rule too).
 * A field that cannot be read takes its saved value for the rule, so the others are still checked.
 */
function readDraft(draft: Draft, saved: GameLimits): { limits: GameLimits; problems: Problems } {
  const problems: Problems = {}
  const amount = (field: AmountField) => {
    const parsed = parseMoney(draft[field])
    if (parsed.ok) return parsed.value
    problems[field] = 'amount'
    return moneyOf(saved[field])
  }
  const multiple = (field: MultipleField) => {
    const text = draft[field].trim()
    if (/^\d{1,7}$/.test(text)) return Number(text)
    problems[field] = 'whole'
    return saved[field]
  }
  const disabledRegions = [...draft.disabled_regions].sort()
  const settings: GameLimitSettings = {
    betMin: amount('bet_min'),
    betMax: amount('bet_max'),
    multipleMin: multiple('multiple_min'),
    multipleMax: multiple('multiple_max'),
    bonusMin: amount('bonus_min'),
    bonusMax: amount('bonus_max'),
    disabledRegions,
  }
  for (const problem of gameLimitProblems(settings)) problems[problem.field] ??= problem.reason
  const limits: GameLimits = {
    bet_min: draft.bet_min.trim(),
    bet_max: draft.bet_max.trim(),
    multiple_min: settings.multipleMin,
    multiple_max: settings.multipleMax,
    bonus_min: draft.bonus_min.trim(),
    bonus_max: draft.bonus_max.trim(),
    disabled_regions: disabledRegions,
  }
  return { limits, problems }
}

function LimitsForm({ game, onClose, onSaved }: Omit<LimitsDialogProps, 'game'> & { game: OperatorGame }) {
  const { t, i18n } = useTranslation()
  const [draft, setDraft] = useState<Draft>(() => draftOf(game.limits))
  const [isChecked, setChecked] = useState(false)
  const { limits, problems } = readDraft(draft, game.limits)
  const regionNames = new Intl.DisplayNames([i18n.language], { type: 'region' })
  const problemText = (field: GameLimitField) => {
    const problem = problems[field]
    return isChecked && problem ? t(`games.form.problem.${problem}`) : undefined
  }

  function toggleRegion(region: string, isDisabled: boolean) {
    setDraft((current) => ({
      ...current,
      disabled_regions: isDisabled
        ? [...current.disabled_regions, region]
        : current.disabled_regions.filter((each) => each !== region),
    }))
  }

  return (
    <DialogForm
      className="bo-limits-form"
      submitLabel={t('games.form.save')}
      isValid={Object.keys(problems).length === 0}
      onAttempt={() => setChecked(true)}
      onSend={async () => onSaved(await gamesApi.setLimits(game.game_id, limits))}
      onClose={onClose}
    >
      {FIELD_ROWS.map((pair) => (
        <div key={pair[0]} className="bo-limits-pair">
          {pair.map((field) => (
            <TextField
              key={field}
              label={t(`games.form.${field}`)}
              inputMode={field.startsWith('multiple') ? 'numeric' : 'decimal'}
              autoComplete="off"
              value={draft[field]}
              onChange={(event) => setDraft((current) => ({ ...current, [field]: event.target.value }))}
              error={problemText(field)}
            />
          ))}
        </div>
      ))}
      <fieldset className="bo-limits-regions" aria-describedby={`bo-regions-${game.game_id}-hint`}>
        <legend>{t('games.form.regions')}</legend>
        <p id={`bo-regions-${game.game_id}-hint`} className="field-hint">
          {t('games.form.regionsHint')}
        </p>
        <div className="bo-limits-region-list">
          {GAME_REGIONS.map((region) => (
            <CheckField
              key={region}
              label={regionNames.of(region.toUpperCase()) ?? region}
              checked={draft.disabled_regions.includes(region)}
              onChange={(isDisabled) => toggleRegion(region, isDisabled)}
            />
          ))}
        </div>
        {problemText('disabled_regions') && <p className="field-error">{problemText('disabled_regions')}</p>}
      </fieldset>
    </DialogForm>
  )
}
