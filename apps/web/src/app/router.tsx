import { normalizeGameType, SPORTS_GAMES } from '@app/domain'
import { type ComponentType, lazy, Suspense, useEffect } from 'react'
import { useDispatch } from 'react-redux'
import { matchRoutes, Navigate, Route, Routes, useParams, useSearchParams } from 'react-router'
import { preloadAuthModals, RequireAuth } from '../features/auth'
import { chatScreen } from '../features/chat'
import { fairnessScreen } from '../features/fairness'
import { firstGameScreen, gameArcadeScreen, gamePlayScreen, providerLobbyScreen } from '../features/games'
import { HomePage, preloadHomeContent } from '../features/home'
import { INFO_ROUTES, infoScreen } from '../features/info'
import { lotteryScreens } from '../features/lottery'
import { messagesScreen } from '../features/messages'
import { ErrorFallbackPage, pageScreens } from '../features/pages'
import { racingScreen } from '../features/racing'
import { reportsScreen } from '../features/reports'
import { sportsScreens } from '../features/sports'
import { STORAGE_KEYS, writeStored } from '../shared/storage/storage-keys'
import { ErrorBoundary } from '../shared/ui/error-boundary'
import { type ModalName, modalOpened } from '../shared/ui-state/ui-slice'
import { RootLayout } from './layouts/root-layout'
import type { AppDispatch } from './store'

/** A screen's loader: it gets the store's dispatch to start the screen's first requests with its code. */
type Screen = (dispatch: AppDispatch) => Promise<ComponentType>

// Every screen but the home page loads with its route, so the home page carries only what it shows.
const underConstruction: Screen = pageScreens.underConstruction
const notFound: Screen = pageScreens.notFound

type RouteEntry = { path: string; Page: ComponentType; preload?: () => Promise<void> }

/** A route whose screen loads the first time it is shown, behind the sign-in guard when it needs a session. */
type ScreenRoute = { path: string; load: Screen; isGuarded?: boolean }

function screen(path: string, load: Screen, isGuarded = false): ScreenRoute {
  return { path, load, isGuarded }
}

/**
 * The route's component: the screen's code loads (and its requests start) the first time it
 * renders, or earlier when preloaded.
 */
function lazyScreen({ path, load, isGuarded }: ScreenRoute, dispatch: AppDispatch): RouteEntry {
  let loading: Promise<{ default: ComponentType }> | undefined
  const loadOnce = () => {
    loading ??= load(dispatch).then((Loaded) => ({
      default: isGuarded
        ? () => (
            <RequireAuth>
              <Loaded />
            </RequireAuth>
          )
        : Loaded,
    }))
    return loading
  }
  // A failed load shows when the route renders, in its error boundary.
  return {
    path,
    Page: lazy(loadOnce),
    preload: () =>
      loadOnce().then(
        () => undefined,
        () => undefined,
      ),
  }
}

/** A route that only sends the visitor elsewhere. */
function redirect(path: string, to: string): RouteEntry {
  return { path, Page: () => <Navigate to={to} replace /> }
}

/** /login and /registration: the home page with the auth modal over it. */
function authScreen(path: string, modal: ModalName): RouteEntry {
  return {
    path,
    Page: function AuthScreen() {
      const dispatch = useDispatch()
      const [search] = useSearchParams()
      const inviteCode = search.get('inviteCode')
      useEffect(() => {
        // The invite link: the registration path with an inviteCode query parameter.
        if (inviteCode) writeStored(STORAGE_KEYS.inviteCode, inviteCode)
        dispatch(modalOpened(modal))
      }, [dispatch, inviteCode])
      return <HomePage />
    },
    // A failed load shows when the modal renders, in the frame's error boundary.
    preload: () =>
      preloadAuthModals().then(
        () => undefined,
        () => undefined,
      ),
  }
}

/** /game/{type}: tada and pg stay, noah in any case is noah, anything else is tada. */
function GameTypeRedirect() {
  const { type } = useParams()
  const normalized = normalizeGameType(type)
  return type === normalized ? null : <Navigate to={`/game/${normalized}`} replace />
}

const sportRoutes = SPORTS_GAMES.flatMap((sport) => [
  screen(`sport/${sport}`, sportsScreens.lobby(sport)),
  screen(`results/${sport}`, sportsScreens.results(sport)),
  screen(`howToPlay/${sport}`, sportsScreens.howToPlay(sport)),
])

/** The spec's route table under the root layout (the home page is its index). */
const routes: (RouteEntry | ScreenRoute)[] = [
  authScreen('login', 'login'),
  authScreen('registration', 'register'),
  screen('profile', async () => (await import('../features/profile')).ProfilePage, true),
  ...sportRoutes,
  screen('sport/all', sportsScreens.all),
  // Cricket has calls and a slip of its own, so its routes stand beside the slip sports'.
  screen('sport/cricket', sportsScreens.cricketLobby),
  screen('results/cricket', sportsScreens.cricketResults),
  screen('howToPlay/cricket', sportsScreens.cricketHowToPlay),
  screen('sport/365sports', sportsScreens.emptyLobby),
  screen('results/365sports', sportsScreens.emptyResults),
  redirect('results', '/results/soccer'),
  redirect('howToPlay', '/howToPlay/soccer'),
  screen('lottery/mark-six', lotteryScreens.markSix, true),
  screen('lottery/my-bets', lotteryScreens.myBets, true),
  screen('lottery/racing', racingScreen, true),
  screen('fairness', fairnessScreen),
  screen('my-bets', sportsScreens.myBets, true),
  screen('chat', chatScreen),
  screen('gameArcade', gameArcadeScreen),
  screen('game', firstGameScreen),
  screen('game/pgGame', providerLobbyScreen('pgGames')),
  screen('game/tadaGame', providerLobbyScreen('tadaGames')),
  screen('game/noah', providerLobbyScreen('noah')),
  screen('game/tada', providerLobbyScreen('tadaGames')),
  screen('game/pg', providerLobbyScreen('pgGames')),
  { path: 'game/:type', Page: GameTypeRedirect },
  screen('game/play/:type/:id', gamePlayScreen, true),
  redirect('pggamelist', '/game/pgGame'),
  // Announcements, promotions, the agreement, help, FAQ and legal pages share one screen loader.
  // The spec names no paths for help, FAQ and legal pages: theirs follow its style.
  ...INFO_ROUTES.map((path) => screen(path, infoScreen)),
  screen('private-messages/:id?', messagesScreen, true),
  screen('reports', reportsScreen, true),
  screen('under-construction', underConstruction),
  // Internal test routes exist only in development builds.
  ...(import.meta.env.DEV
    ? ['test-bets', 'test-wallet', 'test-my-bets'].map((path) => screen(path, underConstruction))
    : []),
  screen('*', notFound),
]

const entriesByStore = new WeakMap<AppDispatch, RouteEntry[]>()

/** The routes' components for a store, made once: each lazy screen loads once per store. */
function routeEntries(dispatch: AppDispatch): RouteEntry[] {
  let entries = entriesByStore.get(dispatch)
  if (!entries) {
    entries = routes.map((route) => ('load' in route ? lazyScreen(route, dispatch) : route))
    entriesByStore.set(dispatch, entries)
  }
  return entries
}

/** The pages that show the home page: its index and the sign-in and registration paths over it. */
const HOME_PAGE_PATHS = new Set(['/', '/login', '/registration'])

/**
 * Starts loading the screen of a page's address; settles when it has loaded or failed to. The home
 * page's skeleton is part of the frame, so it settles at once there while its content loads, and
 * the sign-in and registration paths load their modal beside it.
 */
export async function preloadScreen(
  location: Pick<Location, 'pathname'>,
  dispatch: AppDispatch,
): Promise<void> {
  const entries = routeEntries(dispatch)
  const [, opened] = matchRoutes([{ path: '/', children: entries }], location) ?? []
  const preload = entries.find((entry) => entry.path === opened?.route.path)?.preload
  if (HOME_PAGE_PATHS.has(location.pathname.replace(/(.)\/$/, '$1'))) {
    preloadHomeContent(dispatch).catch(() => undefined)
    void preload?.()
    return
  }
  await preload?.()
}

/**
 * Every route of the product. React Router's declarative routes keep the router's code small;
 * screens load lazily under the layout's Suspense boundary.
 */
export function AppRoutes() {
  const dispatch = useDispatch<AppDispatch>()
  // Each screen's lazy component is made once per store, so its loader can start its requests.
  const entries = routeEntries(dispatch)
  return (
    <ErrorBoundary
      fallback={
        <Suspense fallback={null}>
          <ErrorFallbackPage />
        </Suspense>
      }
    >
      <Routes>
        <Route path="/" element={<RootLayout />}>
          <Route index element={<HomePage />} />
          {entries.map(({ path, Page }) => (
            <Route key={path} path={path} element={<Page />} />
          ))}
        </Route>
      </Routes>
    </ErrorBoundary>
  )
}
