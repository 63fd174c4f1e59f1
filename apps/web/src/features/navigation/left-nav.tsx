import { ChartColumn, CircleHelp, Headset, Megaphone, Trophy } from 'lucide-react'
import { lazy, Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useLocation } from 'react-router'
import { SHORTCUTS, withFlag } from './nav-model'

/** The tabs of game links show the catalogue's data, so they come with the data layer. */
const NavGames = lazy(async () => ({ default: (await import('./nav-games')).NavGames }))

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

  return (
    <nav className={isIconOnly ? 'left-nav icon-only' : 'left-nav'} aria-label={t('header.mainNavigation')}>
      <Suspense fallback={null}>
        <NavGames isIconOnly={isIconOnly} />
      </Suspense>
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
