import { RACE_GROUPS, RACE_KEYS } from '@app/domain'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { RACING_TEXTS } from './racing-texts'

const STAKE_RULES = ['stake', 'odds', 'limits', 'closing'] as const

/** The howToPlay tab: every group, the stake and odds, the schedules and the provably fair draw. */
export function RaceHowToPlay() {
  const { t } = useTranslation(RACING_TEXTS)
  return (
    <article className="race-how" aria-labelledby="race-how-title">
      <h2 id="race-how-title">{t('racing.howToPlay.title')}</h2>
      <p>{t('racing.howToPlay.intro')}</p>
      <section aria-labelledby="race-how-groups">
        <h3 id="race-how-groups">{t('racing.howToPlay.groupsTitle')}</h3>
        <dl className="race-how-list">
          {RACE_GROUPS.map((group) => (
            <div key={group}>
              <dt>{t(`racing.groups.${group}`)}</dt>
              <dd>{t(`racing.howToPlay.groups.${group}`)}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section aria-labelledby="race-how-stake">
        <h3 id="race-how-stake">{t('racing.howToPlay.stakeTitle')}</h3>
        <ul className="race-how-rules">
          {STAKE_RULES.map((rule) => (
            <li key={rule}>{t(`racing.howToPlay.stakeRules.${rule}`)}</li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="race-how-schedule">
        <h3 id="race-how-schedule">{t('racing.howToPlay.scheduleTitle')}</h3>
        <ul className="race-how-rules">
          {RACE_KEYS.map((game) => (
            <li key={game}>
              <strong>{t(`racing.games.${game}`)}</strong>: {t(`racing.schedule.${game}`)}
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="race-how-fair">
        <h3 id="race-how-fair">{t('racing.howToPlay.fairTitle')}</h3>
        <p>{t('racing.howToPlay.fair')}</p>
        <Link to="/fairness">{t('racing.howToPlay.fairLink')}</Link>
      </section>
    </article>
  )
}
