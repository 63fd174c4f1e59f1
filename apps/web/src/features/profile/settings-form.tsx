import { LANGUAGES } from '@app/domain'
import { useTranslation } from 'react-i18next'
import { useDispatch } from 'react-redux'
import { asLanguage, changeLanguage } from '../../i18n/i18n'
import { api } from '../../shared/api/api'
import { toastShown } from '../../shared/ui-state/ui-slice'
import { LANGUAGE_LABELS } from '../language'
import { CurrencyPicker } from '../navigation'

/** Global settings: the interface language and the currency amounts are shown in. */
export function SettingsForm() {
  const { t, i18n } = useTranslation()
  const dispatch = useDispatch()
  return (
    <div className="profile-form">
      <label className="field">
        <span>{t('common.language')}</span>
        <select
          value={asLanguage(i18n.language)}
          onChange={async (event) => {
            try {
              await changeLanguage(asLanguage(event.target.value))
              dispatch(api.util.invalidateTags(['Games', 'HomeContent']))
            } catch {
              dispatch(toastShown({ type: 'error', message: 'toast.lngSettingError' }))
            }
          }}
        >
          {LANGUAGES.map((language) => (
            <option key={language} value={language} lang={language}>
              {LANGUAGE_LABELS[language].name}
            </option>
          ))}
        </select>
      </label>
      <div className="field">
        <span>{t('header.currency')}</span>
        <CurrencyPicker />
      </div>
    </div>
  )
}
