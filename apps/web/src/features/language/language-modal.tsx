import { LANGUAGES, type Language } from '@app/domain'
import { useTranslation } from 'react-i18next'
import { useDispatch } from 'react-redux'
import { asLanguage } from '../../i18n/i18n'
import { Modal } from '../../shared/ui/modal'
import { modalClosed } from '../../shared/ui-state/ui-slice'
import { useUi } from '../../shared/ui-state/use-ui'
import { LANGUAGE_LABELS } from './language-labels'
import { useSwitchLanguage } from './use-switch-language'

/** The language-change modal (LANGUAGE_CHANGE): every language with its flag. */
export function LanguageModal() {
  const { t, i18n } = useTranslation()
  const dispatch = useDispatch()
  const isOpen = useUi((ui) => ui.openedModal === 'language')
  const current = asLanguage(i18n.language)

  const switchLanguage = useSwitchLanguage()

  async function handlePick(language: Language) {
    if (await switchLanguage(language)) dispatch(modalClosed())
  }

  return (
    <Modal title={t('common.changeLanguage')} isOpen={isOpen} onClose={() => dispatch(modalClosed())}>
      <ul className="language-list">
        {LANGUAGES.map((language) => (
          <li key={language}>
            <button
              type="button"
              className="language-option"
              aria-current={language === current}
              lang={language}
              onClick={() => void handlePick(language)}
            >
              <img src={`/art/flags/${LANGUAGE_LABELS[language].flag}.svg`} alt="" width={28} height={21} />
              <span>{LANGUAGE_LABELS[language].name}</span>
            </button>
          </li>
        ))}
      </ul>
    </Modal>
  )
}
