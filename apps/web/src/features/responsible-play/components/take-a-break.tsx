import type { PlayBlockView } from '@app/contract'
import {
  type BlockKind,
  blockEnd,
  lengthenBlock,
  SELF_EXCLUSION_DURATIONS,
  type SelfExclusionDuration,
  TIME_OUT_DURATIONS,
  type TimeOutDuration,
} from '@app/domain'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useDispatch } from 'react-redux'
import { isApiError } from '../../../shared/api/api-error'
import { useNow } from '../../../shared/hooks/use-now'
import { toastShown } from '../../../shared/ui-state/ui-slice'
import { useActionKeys } from '../../wallet/action-key'
import { useSelfExcludeMutation, useTakeTimeOutMutation } from '../api/protection-api'
import { useClockOffset } from '../hooks/use-clock-offset'
import { PROTECTION_TEXTS } from '../protection-texts'
import { type AskedBreak, BreakDialog } from './break-dialog'

/** Whether a break of `duration` taken now would lengthen the one in force, the only way a break may change. */
function canTake(
  block: PlayBlockView | null,
  kind: BlockKind,
  duration: TimeOutDuration | SelfExclusionDuration,
  now: Date,
) {
  const current = block && { kind: block.kind, until: block.until === null ? null : new Date(block.until) }
  return lengthenBlock(current, { kind, until: blockEnd(duration, now) }, now) !== null
}

/** Time-outs (24 hours to 6 weeks) and self-exclusions (6 months to for good), each confirmed first. */
export function TakeABreak({ block }: { block: PlayBlockView | null }) {
  const { t } = useTranslation(PROTECTION_TEXTS)
  const dispatch = useDispatch()
  const keys = useActionKeys()
  const [asked, setAsked] = useState<AskedBreak | null>(null)
  const [takeTimeOut, timeOut] = useTakeTimeOutMutation()
  const [selfExclude, exclusion] = useSelfExcludeMutation()
  // The server's time: a break ends by its clock, whatever this browser's says.
  const now = new Date(useNow(60_000) + useClockOffset())
  const isBusy = timeOut.isLoading || exclusion.isLoading

  async function handleConfirm(chosen: AskedBreak) {
    try {
      if (chosen.kind === 'time_out') {
        const body = { duration: chosen.duration }
        await keys.attempt(body, (key) => takeTimeOut({ body, key }).unwrap())
      } else {
        const body = { duration: chosen.duration }
        await keys.attempt(body, (key) => selfExclude({ body, key }).unwrap())
      }
      dispatch(toastShown({ type: 'successful', message: 'protection.break.started' }))
    } catch (error) {
      dispatch(
        toastShown({
          type: 'error',
          message: `errors.${isApiError(error) ? error.msg : 'somethingWentWrong'}`,
        }),
      )
    } finally {
      setAsked(null)
    }
  }

  const timeOuts = TIME_OUT_DURATIONS.map((duration) => ({
    duration,
    isAllowed: canTake(block, 'time_out', duration, now),
  }))
  const exclusions = SELF_EXCLUSION_DURATIONS.map((duration) => ({
    duration,
    isAllowed: canTake(block, 'self_exclusion', duration, now),
  }))
  const hasRefused = [...timeOuts, ...exclusions].some((choice) => !choice.isAllowed)
  const groups = [
    {
      kind: 'time_out',
      headingId: 'protection-time-out',
      title: 'protection.break.timeOut',
      hint: 'protection.break.timeOutHint',
      choices: timeOuts,
    },
    {
      kind: 'self_exclusion',
      headingId: 'protection-self-exclusion',
      title: 'protection.break.selfExclusion',
      hint: 'protection.break.selfExclusionHint',
      choices: exclusions,
    },
  ] as const

  return (
    <section className="protection-block" aria-labelledby="protection-break">
      <h3 id="protection-break">{t('protection.break.title')}</h3>
      <p className="muted">{t('protection.break.intro')}</p>
      {groups.map((group) => (
        <section key={group.kind} className="break-option" aria-labelledby={group.headingId}>
          <h4 id={group.headingId}>{t(group.title)}</h4>
          <p className="field-hint">{t(group.hint)}</p>
          <div className="break-choices">
            {group.choices.map(({ duration, isAllowed }) => (
              <button
                key={duration}
                type="button"
                className="button button-secondary"
                aria-haspopup="dialog"
                disabled={!isAllowed || isBusy}
                onClick={() => setAsked({ kind: group.kind, duration } as AskedBreak)}
              >
                {t(`protection.break.durations.${duration}`)}
              </button>
            ))}
          </div>
        </section>
      ))}
      {hasRefused && <p className="field-hint">{t('protection.break.shorterUnavailable')}</p>}
      <BreakDialog
        asked={asked}
        block={block}
        now={now}
        isBusy={isBusy}
        onConfirm={(chosen) => void handleConfirm(chosen)}
        onCancel={() => setAsked(null)}
      />
    </section>
  )
}
