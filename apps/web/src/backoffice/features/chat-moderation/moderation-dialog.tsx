import type { ModeratedRoomMessage } from '@app/contract'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { TextField } from '../../../shared/ui/form-fields'
import { ReasonDialog } from '../../shared/reason-dialog'
import { MODERATION_REASON_MAX_LENGTH, moderationApi } from './moderation-api'

export type ModerationKind = 'delete' | 'mute' | 'ban' | 'lift'
export type ModerationAction = { kind: ModerationKind; message: ModeratedRoomMessage }

/** A mute's length when the moderator does not change it: one hour. */
const DEFAULT_MUTE_MINUTES = 60
const MAX_SANCTION_MINUTES = 60 * 24 * 365

type ModerationDialogProps = {
  action: ModerationAction | undefined
  onClose: () => void
  /** The server took the action: `minutes` is the mute's length. */
  onDone: (action: ModerationAction, minutes: number | undefined) => void
}

/** Asks for the reason of a moderation action (and a mute's minutes), then takes it. */
export function ModerationDialog({ action, onClose, onDone }: ModerationDialogProps) {
  const { t } = useTranslation()
  const [minutes, setMinutes] = useState(String(DEFAULT_MUTE_MINUTES))
  const kind = action?.kind ?? 'delete'
  const muteMinutes = Number(minutes)
  const isMinutesValid =
    Number.isInteger(muteMinutes) && muteMinutes >= 1 && muteMinutes <= MAX_SANCTION_MINUTES

  function handleClose() {
    setMinutes(String(DEFAULT_MUTE_MINUTES))
    onClose()
  }

  async function handleConfirm(reason: string) {
    if (!action) return
    const { message } = action
    if (kind === 'delete') await moderationApi.deleteMessage(message.id, reason)
    else if (kind === 'lift') await moderationApi.lift(message.user_id, reason)
    else
      await moderationApi.sanction(message.user_id, kind, reason, kind === 'mute' ? muteMinutes : undefined)
    onDone(action, kind === 'mute' ? muteMinutes : undefined)
  }

  return (
    <ReasonDialog
      title={t(`moderation.dialog.${kind}`, { nickname: action?.message.nickname ?? '' })}
      isOpen={action !== undefined}
      onClose={handleClose}
      reason={{ label: t('moderation.reason'), maxLength: MODERATION_REASON_MAX_LENGTH }}
      confirmLabel={t(`moderation.confirm.${kind}`)}
      canConfirm={kind !== 'mute' || isMinutesValid}
      onConfirm={handleConfirm}
    >
      {action && kind === 'delete' && <blockquote className="bo-quote">{action.message.body}</blockquote>}
      {kind === 'mute' && (
        <TextField
          label={t('moderation.minutes')}
          hint={t('moderation.minutesHint', { max: MAX_SANCTION_MINUTES })}
          type="number"
          inputMode="numeric"
          min={1}
          max={MAX_SANCTION_MINUTES}
          step={1}
          required
          value={minutes}
          onChange={(event) => setMinutes(event.target.value)}
        />
      )}
    </ReasonDialog>
  )
}
