import { CircleCheck, EllipsisVertical, type LucideIcon, Share, SquarePlus } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Modal } from '../../shared/ui/modal'
import { BRAND_LOOKS, currentBrand } from '../brand'
import './install.css'

export type InstallPlatform = 'ios' | 'browser'

/** Each platform's steps, in order, with the icon the player looks for on the screen. */
const STEPS: Record<InstallPlatform, readonly { step: string; Icon: LucideIcon }[]> = {
  ios: [
    { step: 'share', Icon: Share },
    { step: 'add', Icon: SquarePlus },
    { step: 'confirm', Icon: CircleCheck },
  ],
  browser: [
    { step: 'menu', Icon: EllipsisVertical },
    { step: 'add', Icon: SquarePlus },
    { step: 'confirm', Icon: CircleCheck },
  ],
}

/**
 * How to add the site to the home screen where the browser has no install dialog to call: through
 * Safari's Share menu on iOS, through the browser's menu elsewhere.
 */
export function InstallSteps({ platform, onClose }: { platform: InstallPlatform; onClose: () => void }) {
  const { t } = useTranslation()
  const brand = BRAND_LOOKS[currentBrand()].name
  return (
    <Modal title={t('install.title', { brand })} isOpen onClose={onClose}>
      <p className="muted install-intro">{t('install.intro')}</p>
      <ol className="install-steps">
        {STEPS[platform].map(({ step, Icon }, index) => (
          <li key={step}>
            <span className="install-step-number numeric" aria-hidden>
              {index + 1}
            </span>
            <Icon aria-hidden size={20} className="install-step-icon" />
            <span>{t(`install.${platform}.${step}`, { brand })}</span>
          </li>
        ))}
      </ol>
      <div className="modal-actions">
        <button type="button" className="button" onClick={onClose}>
          {t('install.done')}
        </button>
      </div>
    </Modal>
  )
}
