import { SPORTS_GAMES } from '@app/domain'
import { CalendarX2 } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { EmptyState } from '../../shared/ui/load-states'
import { ResultsHeader } from './results-parts'
import { SportsHeader } from './sport-nav'
import './sports.css'
import { SPORTS_TEXTS } from './sports-texts'

/** /sport/365sports: the spec's empty page, finished: no events now, and the way to the other sports. */
export function EmptyLobbyPage() {
  const { t } = useTranslation(SPORTS_TEXTS)
  return (
    <section className="sports" aria-labelledby="sports-title" data-sport="365sports">
      <SportsHeader
        title={t('sports.games.365sports')}
        titleId="sports-title"
        section="sport"
        sport="365sports"
      />
      <div className="panel sports-empty">
        <CalendarX2 aria-hidden size={40} className="static-icon" />
        <h2>{t('sports.empty365.title')}</h2>
        <p className="muted">{t('sports.empty365.body')}</p>
        <div className="sports-empty-links">
          {SPORTS_GAMES.map((sport) => (
            <Link key={sport} className="button button-secondary" to={`/sport/${sport}`}>
              {t(`sports.games.${sport}`)}
            </Link>
          ))}
        </div>
      </div>
    </section>
  )
}

/** /results/365sports: no results to show. */
export function EmptyResultsPage() {
  const { t } = useTranslation(SPORTS_TEXTS)
  return (
    <section className="sports" aria-labelledby="results-title" data-sport="365sports">
      <ResultsHeader sport="365sports" />
      <EmptyState text={t('sports.results.empty')} />
    </section>
  )
}
