import { ChartColumn, CircleHelp, Headset, Megaphone, Trophy } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, NavLink, useLocation } from 'react-router'
import { type CatalogueGame, useGameLists } from '../games'
import {
  GAME_PATHS,
  GAMES_TAB_KEYS,
  type NavTab,
  SHORTCUTS,
  SPORT_GROUPS,
  tabForPath,
  visibleTabs,
  withFlag,
} from './nav-model'

const SHORTCUT_ICONS = {
  reports: ChartColumn,
  announcements: Megaphone,
  results: Trophy,
  howToPlay: CircleHelp,
}

/** Desktop left navigation: Sports, Lottery and Games tabs, then the shortcut buttons and live support. */
export function LeftNav({ isIconOnly }: { isIconOnly: boolean }) {
  const { t } = useTranslation()
  const { pathname, search } = useLocation()
  // The spec's active shortcut: its fragment is in the path (/reports, /announcements/12) or in
  // the query (/?announcements, /profile?tab=reports).
  const here = pathname + search
  const { visible } = useGameLists()
  const tabs = visibleTabs(visible)
  const [picked, setPicked] = useState<NavTab>()
  const fromPath = tabForPath(pathname)
  const active = [picked, fromPath, tabs[0]].find((tab) => tab && tabs.includes(tab))

  return (
    <nav className={isIconOnly ? 'left-nav icon-only' : 'left-nav'} aria-label={t('header.mainNavigation')}>
      {tabs.length > 0 && (
        <div className="nav-tabs" role="tablist">
          {tabs.map((tab) => (
            <button
              key={tab}
              type="button"
              role="tab"
              aria-selected={tab === active}
              className="nav-tab"
              onClick={() => setPicked(tab)}
            >
              {t(`nav.${tab}`)}
            </button>
          ))}
        </div>
      )}
      {active === 'sports' && (
        <div role="tabpanel" aria-label={t('nav.sports')}>
          {SPORT_GROUPS.map((group) => {
            const games = visible.filter((game) => (group.games as readonly string[]).includes(game.key))
            if (games.length === 0) return null
            return (
              <section key={group.hub} className="nav-group" data-hub={group.hub}>
                <h3>{t(group.label)}</h3>
                <GameLinks games={games} isIconOnly={isIconOnly} />
              </section>
            )
          })}
        </div>
      )}
      {active === 'lottery' && (
        <div role="tabpanel" aria-label={t('nav.lottery')}>
          <GameLinks games={visible.filter((game) => game.category === 'lottery')} isIconOnly={isIconOnly} />
        </div>
      )}
      {active === 'games' && (
        <div role="tabpanel" aria-label={t('nav.games')}>
          <GameLinks
            games={visible.filter((game) => GAMES_TAB_KEYS.includes(game.key))}
            isIconOnly={isIconOnly}
          />
        </div>
      )}
      <ul className="nav-shortcuts" aria-label={t('nav.shortcuts')}>
        {SHORTCUTS.map((shortcut) => {
          const Icon = SHORTCUT_ICONS[shortcut.fragment]
          const isActive = here.includes(shortcut.fragment)
          return (
            <li key={shortcut.fragment}>
              {/* A plain link: the spec's rule marks it, not the router's match (/results/basketball
                  is the results shortcut's, whose link goes to soccer). */}
              <Link
                to={shortcut.to}
                className={isActive ? 'nav-link active' : 'nav-link'}
                aria-current={isActive ? 'page' : undefined}
                aria-label={isIconOnly ? t(shortcut.label) : undefined}
              >
                <Icon aria-hidden size={20} />
                {!isIconOnly && <span>{t(shortcut.label)}</span>}
              </Link>
            </li>
          )
        })}
        <li>
          {/* The support panel opens over the page, as the bottom navigation's item does on a phone. */}
          <Link
            to={withFlag(search, 'support')}
            className="nav-link"
            aria-label={isIconOnly ? t('nav.liveSupport') : undefined}
          >
            <Headset aria-hidden size={20} />
            {!isIconOnly && <span>{t('nav.liveSupport')}</span>}
          </Link>
        </li>
      </ul>
    </nav>
  )
}

function GameLinks({ games, isIconOnly }: { games: CatalogueGame[]; isIconOnly: boolean }) {
  return (
    <ul className="nav-games">
      {games.map((game) => (
        <li key={game.game_id}>
          <NavLink
            to={GAME_PATHS[game.key] ?? '/'}
            className={({ isActive }) => (isActive ? 'nav-link active' : 'nav-link')}
            aria-label={isIconOnly ? game.name : undefined}
            data-game={game.key}
          >
            <img src={game.art} alt="" width={32} height={20} />
            {!isIconOnly && <span>{game.name}</span>}
          </NavLink>
        </li>
      ))}
    </ul>
  )
}
