import {
  type OperatorDraw,
  VOID_REASON_MAX_LENGTH,
  VOID_REASON_MIN_LENGTH,
  type VoidedDraw,
} from '@app/contract'
import { useTranslation } from 'react-i18next'
import { useActionKeys } from '../../../features/wallet/action-key'
import { formatUsdt } from '../../../shared/format/format'
import { ReasonDialog } from '../../shared/reason-dialog'
import { drawsApi } from './draws-api'

type VoidDrawDialogProps = {
  draw: OperatorDraw | undefined
  gameName: (game: string) => string
  onClose: () => void
  /** The server voided the draw: the bets it refunded. */
  onVoided: (voided: VoidedDraw) => void
}

/**
 * Voids a draw that has no result, with a reason for the audit log, after saying what it does:
 * every open bet is cancelled and its whole stake refunded. The refunded bets are the answer.
 */
export function VoidDrawDialog({ draw, gameName, onClose, onVoided }: VoidDrawDialogProps) {
  const { t, i18n } = useTranslation()
  const keys = useActionKeys()
  return (
    <ReasonDialog
      title={draw ? t('draws.void.title', { game: gameName(draw.game), number: draw.number }) : ''}
      isOpen={draw !== undefined}
      onClose={onClose}
      reason={{
        label: t('draws.void.reason'),
        minLength: VOID_REASON_MIN_LENGTH,
        maxLength: VOID_REASON_MAX_LENGTH,
      }}
      confirmLabel={t('draws.void.confirm')}
      isDanger
      onConfirm={async (reason) => {
        if (!draw) return
        onVoided(
          await keys.attempt({ drawId: draw.id, reason }, (key) => drawsApi.void(draw.id, reason, key)),
        )
      }}
    >
      {draw && (
        <>
          <dl className="bo-facts">
            <dt>{t('draws.void.openBets')}</dt>
            <dd className="numeric">{draw.open_bets.toLocaleString(i18n.language)}</dd>
            <dt>{t('draws.void.openStake')}</dt>
            <dd className="numeric">{formatUsdt(draw.open_stake, i18n.language)} USDT</dd>
          </dl>
          <p>{t('draws.void.explain')}</p>
        </>
      )}
    </ReasonDialog>
  )
}
