import type { Language } from '@app/domain'

/** Each language's name in itself, and the flag shown beside it. */
export const LANGUAGE_LABELS: Record<Language, { name: string; flag: string }> = {
  en: { name: 'English', flag: 'gb' },
  zh: { name: '中文', flag: 'cn' },
  id: { name: 'Bahasa Indonesia', flag: 'id' },
  ja: { name: '日本語', flag: 'jp' },
  ko: { name: '한국어', flag: 'kr' },
  es: { name: 'Español', flag: 'es' },
  tr: { name: 'Türkçe', flag: 'tr' },
  hi: { name: 'हिन्दी', flag: 'in' },
  'pt-BR': { name: 'Português (Brasil)', flag: 'br' },
  ru: { name: 'Русский', flag: 'ru' },
  bn: { name: 'বাংলা', flag: 'bd' },
}
