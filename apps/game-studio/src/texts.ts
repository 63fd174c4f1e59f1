import { FALLBACK_LANGUAGE, isLanguage, type Language } from '@app/domain'
import bn from '../locales/bn.json'
import en from '../locales/en.json'
import es from '../locales/es.json'
import hi from '../locales/hi.json'
import id from '../locales/id.json'
import ja from '../locales/ja.json'
import ko from '../locales/ko.json'
import ptBR from '../locales/pt-BR.json'
import ru from '../locales/ru.json'
import tr from '../locales/tr.json'
import zh from '../locales/zh.json'

export type StudioTexts = typeof en

/** The game client's texts in every language the operator offers. */
export const STUDIO_TEXTS: Readonly<Record<Language, StudioTexts>> = {
  en,
  zh,
  id,
  ja,
  ko,
  es,
  tr,
  hi,
  'pt-BR': ptBR,
  ru,
  bn,
}

/** The texts of a launch's language; an unknown language gets English. */
export function textsFor(language: string): StudioTexts {
  return STUDIO_TEXTS[isLanguage(language) ? language : FALLBACK_LANGUAGE]
}
