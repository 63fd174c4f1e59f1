import { CRICKET, SPORTS_GAMES } from '@app/domain'
import { CircleHelp, ListChecks, Trophy } from 'lucide-react'
import { type ReactNode, useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, NavLink } from 'react-router'
import { SessionClock } from '../responsible-play'
import { SPORTS_TEXTS } from './sports-texts'

/** The sports of the lobby, results and how-to-play pages; 365sports has an empty lobby and results. */
export const SPORT_KEYS = [...SPORTS_GAMES, CRICKET, '365sports'] as const
/** A sports screen's sport, or 'all' for the all-sports page (the spec's game page). */
export type SportKey = (typeof SPORT_KEYS)[number] | 'all'

/** The sports a switcher lists: the lobbies start with the all-sports page; rules exist for the sports with markets. */
function switcherSports(section: SportSection): readonly SportKey[] {
  if (section === 'sport') return ['all', ...SPORT_KEYS]
  if (section === 'howToPlay') return [...SPORTS_GAMES, CRICKET]
  return SPORT_KEYS
}

/** Which screen a switcher moves between: the lobbies, the results or the rules of each sport. */
export type SportSection = 'sport' | 'results' | 'howToPlay'

/** A row of links to the same screen of every sport, the current one marked. */
export function SportSwitcher({ section, label }: { section: SportSection; label: string }) {
  const { t } = useTranslation(SPORTS_TEXTS)
  const sports = switcherSports(section)
  const row = useRef<HTMLElement>(null)
  // A narrow screen scrolls the row: the current sport is brought into view.
  useEffect(() => {
    const active = row.current?.querySelector<HTMLElement>('[aria-current="page"]')
    if (active && row.current && row.current.scrollWidth > row.current.clientWidth) {
      row.current.scrollLeft = active.offsetLeft - row.current.offsetLeft - 12
    }
  }, [])
  return (
    <nav ref={row} className="sport-switcher" aria-label={label}>
      {sports.map((sport) => (
        <NavLink
          key={sport}
          to={`/${section}/${sport}`}
          className="chip-button sport-link"
          data-sport={sport}
          end
        >
          {t(`sports.games.${sport}`)}
        </NavLink>
      ))}
    </nav>
  )
}

/** A sports screen's header: its title, the links to the other screens of the sport, and the sport switcher. */
export function SportsHeader({
  title,
  titleId,
  section,
  sport,
  actions,
}: {
  title: ReactNode
  titleId: string
  section: SportSection
  sport: SportKey
  actions?: ReactNode
}) {
  const { t } = useTranslation(SPORTS_TEXTS)
  const hasPages = sport !== '365sports' && sport !== 'all'
  return (
    <header className="sports-header">
      <div className="sports-title-row">
        <h1 id={titleId}>{title}</h1>
        <SessionClock />
        <div className="sports-links">
          {actions}
          {section !== 'sport' && (
            <Link className="button button-secondary button-small" to={`/sport/${sport}`}>
              <Trophy aria-hidden size={16} />
              {t('sports.lobby.toLobby')}
            </Link>
          )}
          {section !== 'results' && sport !== 'all' && (
            <Link className="button button-secondary button-small" to={`/results/${sport}`}>
              <ListChecks aria-hidden size={16} />
              {t('sports.results.title')}
            </Link>
          )}
          {section !== 'howToPlay' && hasPages && (
            <Link className="button button-secondary button-small" to={`/howToPlay/${sport}`}>
              <CircleHelp aria-hidden size={16} />
              {t('sports.howToPlay.link')}
            </Link>
          )}
        </div>
      </div>
      <SportSwitcher section={section} label={t('sports.sportsLabel')} />
    </header>
  )
}
