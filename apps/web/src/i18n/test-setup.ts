import i18next from 'i18next'
import { initI18n } from './i18n'
import { NAMESPACES } from './resources'

// Component tests read the English texts, every namespace loaded, as a browser whose language is
// English does once it has shown every screen.
await initI18n()
await i18next.loadNamespaces(NAMESPACES)
