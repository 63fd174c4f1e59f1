import { isSportsGame } from '@app/domain'
import { DEFAULT_API_GROUP } from './api-groups'

/** Matches per page of a sports lobby. */
export const MATCH_PAGE_SIZE = 20

/**
 * English is every language's fallback, so its texts load for every visitor: its index, and its
 * error texts, which the app carries apart.
 */
const ENGLISH_TEXTS = ['src/i18n/locales/en/index.ts', 'src/i18n/english-errors.ts']

/**
 * The screens whose code the server names in the pages it serves, each by the modules of the web
 * app that show it, its texts among them: the browser then fetches them beside the app's own code
 * instead of after it.
 */
export const PRELOADED_SCREENS = {
  sportsLobby: [
    'src/features/sports/sports-lobby-page.tsx',
    'src/features/sports/sports-api.ts',
    'src/i18n/locales/en/sports.json',
    ...ENGLISH_TEXTS,
  ],
} as const
export type PreloadedScreen = keyof typeof PRELOADED_SCREENS

/** The built files of each preloaded screen, as the web build lists them for the server. */
export type ScreenPreloads = Partial<Record<PreloadedScreen, { scripts: string[]; styles: string[] }>>
/** Where the web build writes ZScreenPreloads, relative to its output folder. */
export const SCREEN_PRELOADS_FILE = '.vite/screen-preloads.json'

/** The element of a served page that carries the answer to the page's first call. */
export const PAGE_DATA_ELEMENT_ID = 'page-data'
/** What that element holds: the call's address and the answer's body. */
export type PageData = { url: string; body: unknown }

/** What the server adds to the page it serves at a path. */
export type PageHints = {
  screen: PreloadedScreen
  /**
   * The screen's first call, answered inside the page: a public GET whose answer is the same for
   * every visitor and every language, so it is right whoever reads it.
   */
  firstCall: string
}

/** The hints for a page's path, if the server has any for it. */
export function pageHints(pathname: string): PageHints | undefined {
  const sport = /^\/sport\/([^/]+)\/?$/.exec(pathname)?.[1]
  if (sport && isSportsGame(sport)) {
    return {
      screen: 'sportsLobby',
      firstCall: `${DEFAULT_API_GROUP}/api/v1/${sport}?start=0&limit=${MATCH_PAGE_SIZE}`,
    }
  }
  return undefined
}
