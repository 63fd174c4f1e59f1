import { lazy } from 'react'

// The header shows the current language's flag from the labels; the modal loads when it opens.
export { LANGUAGE_LABELS } from './language-labels'
export { useSwitchLanguage } from './use-switch-language'

/** The language-change modal, loaded the first time it opens. */
export const LanguageModal = lazy(async () => ({
  default: (await import('./language-modal')).LanguageModal,
}))
