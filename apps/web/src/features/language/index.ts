export { LANGUAGE_LABELS, LanguageModal } from './language-modal'
export { useSwitchLanguage } from './use-switch-language'
