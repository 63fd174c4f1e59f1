import { act, cleanup, render, screen } from '@testing-library/react'
import i18next from 'i18next'
import { useTranslation } from 'react-i18next'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { STORAGE_KEYS } from '../shared/storage/storage-keys'
import { changeLanguage } from './i18n'
import { FEATURE_NAMESPACES, loadTexts, SHELL_NAMESPACES } from './resources'

afterEach(async () => {
  cleanup()
  vi.restoreAllMocks()
  localStorage.clear()
  await i18next.changeLanguage('en')
})

/** The language i18next starts in for a browser with this storage and these languages. */
function detectedLanguage(languages: readonly string[]): string | undefined {
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages)
  const { languageDetector, languageUtils } = i18next.services
  return languageUtils.getBestMatchFromCodes(languageDetector.detect())
}

describe('the texts', () => {
  it('read nested keys and fill every placeholder', () => {
    expect(i18next.t('toast.lngSettingError')).toBe('The language could not be set.')
    expect(i18next.t('wallet.withdrawalSent', { amount: '12.5', net: '12' })).toBe(
      'Your withdrawal of 12.5 USDT was sent for approval. You will receive 12 USDT.',
    )
  })

  it('choose the plural form the language’s rules name for a count', async () => {
    expect(i18next.t('auth.attemptsLeft', { count: 1 })).toBe('1 attempt left.')
    expect(i18next.t('auth.attemptsLeft', { count: 3 })).toBe('3 attempts left.')
    await changeLanguage('ru')
    // Russian has four forms: 1 попытка, 3 попытки, 5 попыток.
    expect(i18next.t('auth.attemptsLeft', { count: 1 })).toBe('Осталась 1 попытка.')
    expect(i18next.t('auth.attemptsLeft', { count: 3 })).toBe('Осталось 3 попытки.')
    expect(i18next.t('auth.attemptsLeft', { count: 5 })).toBe('Осталось 5 попыток.')
  })

  it('fall back to English for a key a language lacks', async () => {
    await changeLanguage('ja')
    expect(i18next.t('nowhere.toBeFound', { defaultValue: 'Fallback' })).toBe('Fallback')
    expect(i18next.t('toast.lngSettingError', { lng: 'en' })).toBe('The language could not be set.')
  })
})

describe('the starting language', () => {
  it('is the browser’s language, read as one of ours', () => {
    expect(detectedLanguage(['zh-CN', 'zh'])).toBe('zh')
    expect(detectedLanguage(['zh-TW'])).toBe('zh')
    expect(detectedLanguage(['ja-JP', 'ja'])).toBe('ja')
    expect(detectedLanguage(['pt-PT', 'pt'])).toBe('pt-BR')
    expect(detectedLanguage(['pt'])).toBe('pt-BR')
    expect(detectedLanguage(['es-MX'])).toBe('es')
  })

  it('is the first of the browser’s languages we speak, else English', () => {
    expect(detectedLanguage(['fr-FR', 'fr', 'ko-KR'])).toBe('ko')
    expect(detectedLanguage(['fr-FR', 'fr'])).toBe('en')
  })

  it('is the choice stored before, whatever the browser says', () => {
    localStorage.setItem(STORAGE_KEYS.language, 'ru')
    expect(detectedLanguage(['zh-CN'])).toBe('ru')
  })

  it('ignores a stored value that is not one of our languages', () => {
    localStorage.setItem(STORAGE_KEYS.language, 'klingon')
    expect(detectedLanguage(['ja-JP'])).toBe('ja')
  })
})

describe('the namespaces', () => {
  it('bundle the shell in English and load each feature’s on demand', async () => {
    expect(SHELL_NAMESPACES).toEqual(expect.arrayContaining(['common', 'header', 'home', 'toast']))
    expect(SHELL_NAMESPACES).not.toContain('sports')
    expect(SHELL_NAMESPACES).not.toContain('errors')
    expect(await loadTexts('en', 'sports')).toMatchObject({ sportsLabel: 'Sports' })
    expect(await loadTexts('zh', 'toast')).toMatchObject({ lngSettingError: '无法设置语言。' })
  })

  it('leave out of English’s index what the entry bundles, so no text loads twice', async () => {
    // The index's glob names the shell by hand (a glob takes only literals): this holds the twins
    // together.
    const { namespaces } = await import('./locales/en/index')
    const lazy = Object.keys(namespaces).map((path) => path.replace('./', '').replace('.json', ''))
    expect(lazy.sort()).toEqual(FEATURE_NAMESPACES.filter((namespace) => namespace !== 'errors').sort())
  })

  it('carry the server’s error texts in English', async () => {
    expect(i18next.t('errors.INSUFFICIENT_BALANCE')).toBe('Your balance is not enough.')
  })
})

describe('changeLanguage', () => {
  it('loads the language, marks <html lang> and remembers the choice', async () => {
    await changeLanguage('zh')
    expect(i18next.t('toast.lngSettingError')).toBe('无法设置语言。')
    expect(document.documentElement.lang).toBe('zh')
    expect(localStorage.getItem(STORAGE_KEYS.language)).toBe('zh')
  })
})

function Greeting() {
  const { t, i18n } = useTranslation()
  return (
    <p lang={i18n.language} data-testid="greeting">
      {t('toast.lngSettingError')}
    </p>
  )
}

describe('useTranslation', () => {
  it('re-renders its component in the new language when the language changes', async () => {
    render(<Greeting />)
    expect(screen.getByTestId('greeting').textContent).toBe('The language could not be set.')
    await act(() => changeLanguage('zh'))
    expect(screen.getByTestId('greeting').textContent).toBe('无法设置语言。')
    expect(screen.getByTestId('greeting').getAttribute('lang')).toBe('zh')
  })
})
