import { LANGUAGES } from '@app/domain'
import { useTranslation } from 'react-i18next'
import { HomePage } from '../features/home/home-page'
import { asLanguage, changeLanguage } from '../i18n/i18n'

const LANGUAGE_NAMES: Record<(typeof LANGUAGES)[number], string> = {
  en: 'English',
  zh: '中文',
  id: 'Bahasa Indonesia',
  ja: '日本語',
  ko: '한국어',
  es: 'Español',
  tr: 'Türkçe',
  hi: 'हिन्दी',
  'pt-BR': 'Português (Brasil)',
  ru: 'Русский',
  bn: 'বাংলা',
}

/** The application frame: header with brand and language, and the home page. */
export function App() {
  const { t, i18n } = useTranslation()
  return (
    <>
      <a className="skip-link" href="#main">
        {t('common.skipToContent')}
      </a>
      <header className="site-header">
        <a href="/" className="brand">
          <img src="/art/brands/WIN365.svg" alt="WIN365" width={200} height={48} />
        </a>
        <label className="language-picker">
          <span>{t('common.language')}</span>
          <select
            value={asLanguage(i18n.language)}
            onChange={(event) => void changeLanguage(asLanguage(event.target.value))}
          >
            {LANGUAGES.map((language) => (
              <option key={language} value={language} lang={language}>
                {LANGUAGE_NAMES[language]}
              </option>
            ))}
          </select>
        </label>
      </header>
      <main id="main">
        <HomePage />
      </main>
    </>
  )
}
