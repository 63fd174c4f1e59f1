import { PLAYER_REASON_MAX_LENGTH, PLAYER_REASON_MIN_LENGTH, type PlayerDetail } from '@app/contract'
import { useTranslation } from 'react-i18next'
import { ReasonDialog } from '../../shared/reason-dialog'
import { playersApi } from './players-api'

type LockDialogProps = {
  player: PlayerDetail
  isOpen: boolean
  onClose: () => void
  /** The server locked or unlocked the account: its page as it is now. */
  onDone: (player: PlayerDetail) => void
}

/** Locks an active account or unlocks a locked one, with the reason the audit log keeps. */
export function LockDialog({ player, isOpen, onClose, onDone }: LockDialogProps) {
  const { t } = useTranslation()
  const isLocking = !player.is_locked
  return (
    <ReasonDialog
      title={
        isLocking
          ? t('players.lock.lockTitle', { nickname: player.nickname })
          : t('players.lock.unlockTitle', { nickname: player.nickname })
      }
      isOpen={isOpen}
      onClose={onClose}
      reason={{
        label: t('players.reason'),
        minLength: PLAYER_REASON_MIN_LENGTH,
        maxLength: PLAYER_REASON_MAX_LENGTH,
      }}
      confirmLabel={isLocking ? t('players.lock.confirmLock') : t('players.lock.confirmUnlock')}
      isDanger={isLocking}
      onConfirm={async (reason) => onDone(await playersApi.setLock(player.user_id, isLocking, reason))}
    >
      <p className="muted">{isLocking ? t('players.lock.lockExplain') : t('players.lock.unlockExplain')}</p>
    </ReasonDialog>
  )
}
