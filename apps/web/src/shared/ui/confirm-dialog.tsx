import { useTranslation } from 'react-i18next'
import { Modal } from './modal'

type ConfirmDialogProps = {
  title: string
  message: string
  isOpen: boolean
  onConfirm: () => void
  onCancel: () => void
}

/** The spec's confirm dialog: a question with OK and Cancel. */
export function ConfirmDialog({ title, message, isOpen, onConfirm, onCancel }: ConfirmDialogProps) {
  const { t } = useTranslation()
  return (
    <Modal title={title} isOpen={isOpen} onClose={onCancel}>
      <p>{message}</p>
      <div className="modal-actions">
        <button type="button" className="button button-secondary" onClick={onCancel}>
          {t('common.cancel')}
        </button>
        <button type="button" className="button" onClick={onConfirm}>
          {t('common.ok')}
        </button>
      </div>
    </Modal>
  )
}
