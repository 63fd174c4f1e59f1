import { MATCH_SCORE_MAX, type MatchResultCorrection, type OperatorMatch } from '@app/contract'
import { checkMatchResult, type FinishedResult, type ResultRejection, type SportsGame } from '@app/domain'
import { Eye } from 'lucide-react'
import { type FormEvent, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'

/** The four score fields as typed: final and half-time goals (or points) of each side. */
type ScoreDraft = { home: string; away: string; halfHome: string; halfAway: string }

const WHOLE_NUMBER = /^\d{1,3}$/
const asText = (value: number | undefined) => (value === undefined ? '' : String(value))

/** The match's current result in the fields, or empty fields before it has one. */
const draftOf = (match: OperatorMatch): ScoreDraft => ({
  home: asText(match.score?.home),
  away: asText(match.score?.away),
  halfHome: asText(match.half_score?.home),
  halfAway: asText(match.half_score?.away),
})

/**
 * The typed scores as a correction the domain's rules accept (the same check the server makes),
 * or the reason they are not one: whole numbers up to MATCH_SCORE_MAX, for soccer and BD a
 * half-time score never above the final one, and no level basketball game.
 */
function correctionOf(
  game: SportsGame,
  draft: ScoreDraft,
): { ok: true; correction: MatchResultCorrection } | { ok: false; reason: ResultRejection } {
  const isBasketball = game === 'basketball'
  const fields = isBasketball ? [draft.home, draft.away] : Object.values(draft)
  if (!fields.every((field) => WHOLE_NUMBER.test(field.trim()) && Number(field) <= MATCH_SCORE_MAX)) {
    return { ok: false, reason: 'NOT_A_SCORE' }
  }
  const score = { home: Number(draft.home), away: Number(draft.away) }
  const correction: MatchResultCorrection = isBasketball
    ? { score }
    : { score, half_score: { home: Number(draft.halfHome), away: Number(draft.halfAway) } }
  const result: FinishedResult = {
    status: 'finished',
    final: score,
    ...(correction.half_score ? { halfTime: correction.half_score } : {}),
  }
  const check = checkMatchResult(game, result)
  return check.ok ? { ok: true, correction } : { ok: false, reason: check.reason }
}

type ResultFormProps = {
  match: OperatorMatch
  /** A preview is on its way: the button waits. */
  isBusy: boolean
  /** The operator asks what the typed result would change. */
  onPreview: (correction: MatchResultCorrection) => void
  /** The typed result changed: a preview of the last one no longer applies. */
  onEdit: () => void
}

/**
 * The corrected result's fields as results are stored: soccer and BD take the score after 90
 * minutes and the half-time score, basketball the final score with overtime. Checked as typed by
 * the domain's rules, then previewed.
 */
export function ResultForm({ match, isBusy, onPreview, onEdit }: ResultFormProps) {
  const { t } = useTranslation()
  const id = useId()
  const isBasketball = match.game === 'basketball'
  const [draft, setDraft] = useState<ScoreDraft>(() => draftOf(match))
  const [isTouched, setTouched] = useState(false)
  const checked = correctionOf(match.game, draft)
  const problem = isTouched && !checked.ok ? t(`matches.correct.invalid.${checked.reason}`) : undefined
  const problemId = `${id}-problem`

  function handleChange(field: keyof ScoreDraft, value: string) {
    setDraft((current) => ({ ...current, [field]: value }))
    onEdit()
  }

  function handleSubmit(event: FormEvent) {
    event.preventDefault()
    setTouched(true)
    if (checked.ok && !isBusy) onPreview(checked.correction)
  }

  const scoreField = (field: keyof ScoreDraft, label: string) => (
    <div className="field bo-score-field">
      <label htmlFor={`${id}-${field}`}>{label}</label>
      <input
        id={`${id}-${field}`}
        type="number"
        inputMode="numeric"
        min={0}
        max={MATCH_SCORE_MAX}
        step={1}
        required
        value={draft[field]}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? problemId : undefined}
        onChange={(event) => handleChange(field, event.target.value)}
      />
    </div>
  )

  return (
    <form className="bo-result-form" onSubmit={handleSubmit} noValidate>
      <fieldset>
        <legend>{isBasketball ? t('matches.correct.finalBasketball') : t('matches.correct.final')}</legend>
        <div className="bo-score-pair">
          {scoreField('home', t('matches.correct.home', { team: match.home_name }))}
          {scoreField('away', t('matches.correct.away', { team: match.away_name }))}
        </div>
      </fieldset>
      {!isBasketball && (
        <fieldset>
          <legend>{t('matches.correct.half')}</legend>
          <div className="bo-score-pair">
            {scoreField('halfHome', t('matches.correct.home', { team: match.home_name }))}
            {scoreField('halfAway', t('matches.correct.away', { team: match.away_name }))}
          </div>
        </fieldset>
      )}
      {problem && (
        <p id={problemId} className="field-error" role="alert">
          {problem}
        </p>
      )}
      <div>
        <button type="submit" className="button" disabled={isBusy}>
          <Eye aria-hidden size={18} />
          {t('matches.correct.preview')}
        </button>
      </div>
    </form>
  )
}
