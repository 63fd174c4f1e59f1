export { LANGUAGE_LABELS, LanguageModal } from './language-modal'
