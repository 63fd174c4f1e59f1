import { LANGUAGES } from '@app/domain'
import { useTranslation } from 'react-i18next'
import { asLanguage } from '../../i18n/i18n'
import { LANGUAGE_LABELS, useSwitchLanguage } from '../language'
import { CurrencyPicker } from '../navigation/data'
import { PROFILE_TEXTS } from './profile-texts'

/** Global settings: the interface language and the currency amounts are shown in. */
export function SettingsForm() {
  const { t, i18n } = useTranslation(PROFILE_TEXTS)
  const switchLanguage = useSwitchLanguage()
  return (
    <div className="profile-form">
      <label className="field">
        <span>{t('common.language')}</span>
        <select
          value={asLanguage(i18n.language)}
          onChange={(event) => void switchLanguage(asLanguage(event.target.value))}
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
