import './offline-page.css'
import { type OfflineTexts, showOfflinePage } from './show-offline-page'

// Every language's texts come with the page: offline, nothing more can be fetched. They are read
// as text: as JSON modules they would be the very modules the app loads lazily, and the bundler
// would put this page and the app in shared chunks.
const textFiles = import.meta.glob<string>('../i18n/locales/*/offline.json', {
  query: '?raw',
  import: 'default',
  eager: true,
})
const textsByLanguage = new Map(
  Object.entries(textFiles).map(([path, text]) => [
    path.split('/').at(-2) ?? '',
    JSON.parse(text) as OfflineTexts,
  ]),
)

showOfflinePage(window, textsByLanguage)
