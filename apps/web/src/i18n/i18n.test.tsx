import { act, cleanup, render, screen } from '@testing-library/preact'
import { afterEach, describe, expect, it } from 'vitest'
import { changeLanguage, translate, useTranslation } from './i18n'
import { english } from './resources'

afterEach(async () => {
  cleanup()
  await changeLanguage('en')
})

describe('translate', () => {
  it('reads nested keys and fills every placeholder', () => {
    expect(translate('toast.lngSettingError')).toBe('The language could not be set.')
    expect(translate('wallet.withdrawalSent', { amount: '12.5', net: '12' })).toBe(
      english.wallet.withdrawalSent.replace('{{amount}}', '12.5').replace('{{net}}', '12'),
    )
  })

  it('answers a missing key with its default value, else the key itself', () => {
    expect(translate('nowhere.toBeFound', { defaultValue: 'Fallback' })).toBe('Fallback')
    expect(translate('nowhere.toBeFound')).toBe('nowhere.toBeFound')
    // A branch of the tree is not a text.
    expect(translate('toast')).toBe('toast')
  })

  it('chooses the plural form the language names for a count, else the same language’s other form', () => {
    // The messages have `home_other` and no `home_one`: a count of 1 ("one" in English) falls
    // back to the other form, and without a count the bare key is looked up.
    expect(translate('sports.outcomes.home', { count: 1 })).toBe(english.sports.outcomes.home_other)
    expect(translate('sports.outcomes.home', { count: 2 })).toBe(english.sports.outcomes.home_other)
    expect(translate('sports.outcomes.home')).toBe('sports.outcomes.home')
  })

  it('reads another language once loaded, and English on request', async () => {
    await changeLanguage('zh')
    expect(translate('toast.lngSettingError')).toBe('无法设置语言。')
    expect(translate('toast.lngSettingError', {}, 'en')).toBe('The language could not be set.')
    expect(document.documentElement.lang).toBe('zh')
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
