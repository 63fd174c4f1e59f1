import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { NavLink, useLocation } from 'react-router'
import type { CatalogueGame } from '../games'
import { useGameLists } from '../games/data'
import { GAME_PATHS, GAMES_TAB_KEYS, type NavTab, SPORT_GROUPS, tabForPath, visibleTabs } from './nav-model'

/** The left navigation's Sports, Lottery and Games tabs, each with the links of its visible games. */
export function NavGames({ isIconOnly }: { isIconOnly: boolean }) {
  const { t } = useTranslation()
  const { pathname } = useLocation()
  const { visible } = useGameLists()
  const tabs = visibleTabs(visible)
  const [picked, setPicked] = useState<NavTab>()
  const fromPath = tabForPath(pathname)
  const active = [picked, fromPath, tabs[0]].find((tab) => tab && tabs.includes(tab))

  return (
    <>
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
    </>
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
