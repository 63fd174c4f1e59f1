import type { Language } from '@app/domain'
import common from './locales/en/common.json'
import footer from './locales/en/footer.json'
import header from './locales/en/header.json'
import home from './locales/en/home.json'
import lobby from './locales/en/lobby.json'
import nav from './locales/en/nav.json'
import pages from './locales/en/pages.json'
import panels from './locales/en/panels.json'
import toast from './locales/en/toast.json'

/** One namespace's texts: nested messages read by dotted keys. */
export type Texts = { readonly [key: string]: string | Texts }

/**
 * The texts every page shows from its first paint (the frame, the home page, toasts): bundled in
 * English, loaded with the language otherwise. Each feature's namespace (`wallet`, `sports`, …)
 * loads when one of its screens first renders, `errors` when a failure is first shown, and
 * `settlement` (why a bet settled so) with the screens that list bets.
 */
export const englishShell = {
  common,
  header,
  nav,
  footer,
  home,
  panels,
  pages,
  lobby,
  toast,
} satisfies Record<string, Texts>
export const SHELL_NAMESPACES = Object.keys(englishShell)

/** The namespaces every screen beyond the shell reads, each loaded with the first screen that does. */
export const FEATURE_NAMESPACES = [
  'auth',
  'chat',
  'cricket',
  'errors',
  'fairness',
  'info',
  'install',
  'invite',
  'lottery',
  // The offline page's texts: that page (src/offline) bundles them itself; the app never loads them.
  'offline',
  'profile',
  'protection',
  'racing',
  'reports',
  'settlement',
  'sports',
  'support',
  'wallet',
]
export const NAMESPACES = [...SHELL_NAMESPACES, ...FEATURE_NAMESPACES]

type LanguageIndex = { namespaces: Record<string, () => Promise<{ default: Texts }>> }

// One small index per language names its namespaces' chunks, so the entry carries eleven loaders
// rather than one per namespace of every language.
const languages = import.meta.glob<LanguageIndex>('./locales/*/index.ts')

/**
 * Starts loading a language's index, so the first screen's texts are one round trip away when it
 * asks for them rather than two.
 */
export function preloadLanguageIndex(language: Language): void {
  void languages[`./locales/${language}/index.ts`]?.()
}

/** One namespace of a language, each its own chunk, so a player downloads only what they read. */
export async function loadTexts(language: Language, namespace: string): Promise<Texts> {
  if (language === 'en' && namespace in englishShell)
    return englishShell[namespace as keyof typeof englishShell]
  if (language === 'en' && namespace === 'errors') return (await import('./english-errors')).englishErrors
  if (language === 'en' && namespace === 'settlement') {
    return (await import('./english-settlement')).englishSettlement
  }
  const index = languages[`./locales/${language}/index.ts`]
  const load = index && (await index()).namespaces[`./${namespace}.json`]
  if (!load) throw new Error(`No ${namespace} texts in ${language}`)
  return (await load()).default
}
