import type { OperatorDraw } from '@app/contract'
import { MARK_SIX_ENTRY_BALLS, type MarkSixEntryProblem, markSixEntryProblems } from '@app/domain'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useActionKeys } from '../../../features/wallet/action-key'
import { isApiError } from '../../../shared/api/api-error'
import { TextField } from '../../../shared/ui/form-fields'
import { Modal } from '../../../shared/ui/modal'
import { DialogForm } from '../../shared/dialog-form'
import { drawsApi, type EnteredResult } from './draws-api'

/** Which of the two entries the operator makes: the first, or the blind second that confirms it. */
export type EntryMode = 'enter' | 'confirm'

export type ResultEntry = { mode: EntryMode; draw: OperatorDraw }

type ResultEntryDialogProps = {
  entry: ResultEntry | undefined
  gameName: (game: string) => string
  onClose: () => void
  /** The server took the entry: the draw as it now stands (pending, or settled). */
  onDone: (entry: ResultEntry, draw: OperatorDraw) => void
  /** The second entry differed from the first: the draw is disputed and not settled. */
  onDisputed: (entry: ResultEntry) => void
}

/**
 * The form of an official Mark Six result: the six numbers in draw order and the special, each
 * checked by the domain's rule (1 to 49, all different) before anything is sent. The second
 * operator never sees the first entry: they type the result from the official source themselves.
 */
export function ResultEntryDialog({ entry, gameName, onClose, onDone, onDisputed }: ResultEntryDialogProps) {
  const { t } = useTranslation()
  const title = entry
    ? t(`draws.form.${entry.mode}Title`, { game: gameName(entry.draw.game), number: entry.draw.number })
    : ''
  return (
    <Modal title={title} isOpen={entry !== undefined} onClose={onClose} size="wide">
      {/* The modal shows its content only while open, so the form starts empty each time. */}
      {entry && <EntryForm entry={entry} onClose={onClose} onDone={onDone} onDisputed={onDisputed} />}
    </Modal>
  )
}

const EMPTY_BALLS: readonly string[] = Array.from({ length: MARK_SIX_ENTRY_BALLS }, () => '')

/** A ball as typed: null when empty, NaN (no ball) when not a plain whole number. */
const ballOf = (text: string): number | null => {
  const trimmed = text.trim()
  if (trimmed === '') return null
  return /^\d{1,2}$/.test(trimmed) ? Number(trimmed) : Number.NaN
}

function EntryForm({
  entry,
  onClose,
  onDone,
  onDisputed,
}: Omit<ResultEntryDialogProps, 'entry' | 'gameName'> & { entry: ResultEntry }) {
  const { t } = useTranslation()
  const keys = useActionKeys()
  const [balls, setBalls] = useState<readonly string[]>(EMPTY_BALLS)
  const [isChecked, setChecked] = useState(false)
  const { mode, draw } = entry
  const problems = markSixEntryProblems(balls.map(ballOf))
  const problemText = (problem: MarkSixEntryProblem | null) =>
    isChecked && problem ? t(`draws.form.problem.${problem}`) : undefined

  async function send() {
    const values = balls.map((text) => Number(text.trim()))
    const result: EnteredResult = { numbers: values.slice(0, 6), special: values[6] ?? 0 }
    try {
      const answer =
        mode === 'enter'
          ? await drawsApi.enter(draw.id, result)
          : await keys.attempt({ drawId: draw.id, result }, (key) => drawsApi.confirm(draw.id, result, key))
      onDone(entry, answer)
    } catch (failure) {
      // A different second entry is an answer, not a failure to retry: the draw is now disputed.
      if (!isApiError(failure) || failure.msg !== 'RESULT_MISMATCH') throw failure
      onDisputed(entry)
    }
  }

  const setBall = (index: number, text: string) =>
    setBalls((current) => current.map((value, position) => (position === index ? text : value)))
  const field = (index: number, label: string) => (
    <TextField
      key={index}
      label={label}
      inputMode="numeric"
      autoComplete="off"
      maxLength={2}
      value={balls[index] ?? ''}
      onChange={(event) => setBall(index, event.target.value.replace(/\D/g, ''))}
      error={problemText(problems[index] ?? null)}
    />
  )
  const first = draw.entry.first
  return (
    <DialogForm
      submitLabel={t(`draws.form.${mode}Submit`)}
      isValid={problems.every((problem) => problem === null)}
      onAttempt={() => setChecked(true)}
      onSend={send}
      onClose={onClose}
    >
      <p>
        {mode === 'enter'
          ? t('draws.form.enterExplain')
          : t('draws.form.confirmExplain', { id: first?.operator_id ?? '' })}
      </p>
      <fieldset className="bo-draw-balls">
        <legend>{t('draws.form.numbers')}</legend>
        {Array.from({ length: 6 }, (_, index) => field(index, t('draws.form.ball', { position: index + 1 })))}
      </fieldset>
      <div className="bo-draw-special">{field(6, t('draws.form.special'))}</div>
      <p className="field-hint">{t('draws.form.hint')}</p>
    </DialogForm>
  )
}
