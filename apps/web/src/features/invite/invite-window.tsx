import { INVITE_TYPE, type InviteType } from '@app/contract'
import { Copy, Download, Link2, MessageCircle, Send } from 'lucide-react'
import { QRCodeCanvas } from 'qrcode.react'
import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useDispatch } from 'react-redux'
import { CopyButton } from '../../shared/ui/copy-button'
import { FormTabs } from '../../shared/ui/form-fields'
import { LoadError, SkeletonRows } from '../../shared/ui/load-states'
import { Modal } from '../../shared/ui/modal'
import { modalClosed } from '../../shared/ui-state/ui-slice'
import { useUi } from '../../shared/ui-state/use-ui'
import { useAuth } from '../auth'
import { useInviteQuery } from './invite-api'
import { INVITE_TEXTS } from './invite-texts'

/** The spec's QR settings and tick durations. */
export const QR_SIZE = 256
const CODE_TICK_MS = 400
const LINK_TICK_MS = 1000

function InviteBody({ type }: { type: InviteType }) {
  const { t } = useTranslation(INVITE_TEXTS)
  const invite = useInviteQuery(type)
  const qrHolder = useRef<HTMLDivElement>(null)
  if (invite.isLoading) return <SkeletonRows rows={3} label={t('common.loading')} />
  if (invite.error || !invite.data) return <LoadError error={invite.error} onRetry={invite.refetch} />
  const link = `${window.location.origin}${invite.data.registration_path}`
  const encoded = encodeURIComponent(link)

  function handleDownload() {
    const canvas = qrHolder.current?.querySelector('canvas')
    if (!canvas) return
    try {
      const anchor = document.createElement('a')
      anchor.href = canvas.toDataURL('image/png')
      anchor.download = 'qrcode.png'
      anchor.click()
    } catch (error) {
      // The spec logs a failed image export and shows nothing.
      // biome-ignore lint/suspicious/noConsole: the browser console is where the spec wants it logged
      console.error('qr image export failed', error)
    }
  }

  return (
    <div className="invite">
      <div className="invite-qr" ref={qrHolder}>
        <QRCodeCanvas value={link} size={QR_SIZE} level="L" marginSize={2} title={t('invite.qrTitle')} />
      </div>
      <p className="invite-nickname">{invite.data.nickname}</p>
      <div className="invite-code">
        <span className="muted">{t('invite.code')}</span>
        <strong className="numeric" data-testid="invite-code">
          {invite.data.code}
        </strong>
      </div>
      <div className="invite-actions">
        <CopyButton text={invite.data.code} label={t('invite.copyCode')} tickMs={CODE_TICK_MS} icon={Copy} />
        <button type="button" className="button button-secondary" onClick={handleDownload}>
          <Download aria-hidden size={18} />
          <span>{t('invite.download')}</span>
        </button>
      </div>
      <fieldset className="invite-share">
        <legend className="visually-hidden">{t('invite.share')}</legend>
        <CopyButton text={link} label={t('invite.copyLink')} tickMs={LINK_TICK_MS} icon={Link2} />
        <a className="button button-secondary" href={`fb-messenger://share/?link=${encoded}`}>
          <MessageCircle aria-hidden size={18} />
          <span>Messenger</span>
        </a>
        <a
          className="button button-secondary"
          href={`https://wa.me/?text=${encoded}`}
          target="_blank"
          rel="noreferrer"
        >
          <MessageCircle aria-hidden size={18} />
          <span>WhatsApp</span>
        </a>
        <a
          className="button button-secondary"
          href={`https://t.me/share/url?url=${encoded}`}
          target="_blank"
          rel="noreferrer"
        >
          <Send aria-hidden size={18} />
          <span>Telegram</span>
        </a>
      </fieldset>
    </div>
  )
}

/** The invite window: QR code of the registration link, the invite code, copy and share. */
export function InviteWindow() {
  const { t } = useTranslation(INVITE_TEXTS)
  const dispatch = useDispatch()
  const { role } = useAuth()
  const isOpen = useUi((ui) => ui.openedModal === 'invite')
  const [type, setType] = useState<InviteType>(INVITE_TYPE.player)
  return (
    <Modal title={t('invite.title')} isOpen={isOpen} onClose={() => dispatch(modalClosed())}>
      {role === 'agent' && (
        <FormTabs
          label={t('invite.title')}
          value={String(type)}
          onChange={(value) => setType(Number(value) as InviteType)}
          tabs={[
            { value: String(INVITE_TYPE.player), label: t('invite.typePlayers') },
            { value: String(INVITE_TYPE.agent), label: t('invite.typeAgents') },
          ]}
        />
      )}
      <InviteBody type={type} />
    </Modal>
  )
}
