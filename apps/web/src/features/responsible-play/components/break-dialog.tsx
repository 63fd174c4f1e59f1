import type { PlayBlockView } from '@app/contract'
import { blockEnd, type SelfExclusionDuration, type TimeOutDuration } from '@app/domain'
import { useTranslation } from 'react-i18next'
import { formatDateTime } from '../../../shared/format/format'
import { Modal } from '../../../shared/ui/modal'
import { PROTECTION_TEXTS } from '../protection-texts'

/** A break the player picked: a time-out or a self-exclusion and how long. */
export type AskedBreak =
  | { kind: 'time_out'; duration: TimeOutDuration }
  | { kind: 'self_exclusion'; duration: SelfExclusionDuration }

/**
 * The confirmation of a break, which says plainly what happens: when it ends (or that it never
 * does), that nobody can shorten or lift it, what closes and what stays open.
 */
export function BreakDialog({
  asked,
  block,
  now,
  isBusy,
  onConfirm,
  onCancel,
}: {
  asked: AskedBreak | null
  block: PlayBlockView | null
  /** The server's time now, from which the break would run. */
  now: Date
  isBusy: boolean
  onConfirm: (asked: AskedBreak) => void
  onCancel: () => void
}) {
  const { t, i18n } = useTranslation(PROTECTION_TEXTS)
  const duration = asked ? t(`protection.break.durations.${asked.duration}`) : ''
  const end = asked ? blockEnd(asked.duration, now) : null
  const isTimeOut = asked?.kind === 'time_out'
  return (
    <Modal
      title={t(
        isTimeOut ? 'protection.break.confirm.timeOutTitle' : 'protection.break.confirm.selfExclusionTitle',
        {
          duration,
        },
      )}
      isOpen={asked !== null}
      onClose={onCancel}
    >
      {asked && (
        <div className="break-dialog" data-testid="break-dialog">
          <p className="break-dialog-end">
            {end === null
              ? t('protection.break.confirm.neverEnds')
              : t('protection.break.confirm.ends', {
                  date: formatDateTime(end.toISOString(), i18n.language),
                })}
          </p>
          <p>
            <strong>{t('protection.break.confirm.final')}</strong>
          </p>
          <ul className="break-dialog-effects">
            <li>{t('protection.break.confirm.closed')}</li>
            <li>{t('protection.break.confirm.sessionsEnd')}</li>
            <li>{t('protection.break.confirm.open')}</li>
          </ul>
          {block?.until && (
            <p className="muted">
              {t('protection.break.confirm.replaces', { date: formatDateTime(block.until, i18n.language) })}
            </p>
          )}
          <div className="modal-actions">
            <button type="button" className="button button-secondary" onClick={onCancel}>
              {t('common.cancel')}
            </button>
            <button
              type="button"
              className="button button-danger"
              disabled={isBusy}
              onClick={() => onConfirm(asked)}
            >
              {t(
                isTimeOut
                  ? 'protection.break.confirm.startTimeOut'
                  : 'protection.break.confirm.startSelfExclusion',
              )}
            </button>
          </div>
        </div>
      )}
    </Modal>
  )
}
