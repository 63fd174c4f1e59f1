import { CRICKET_LIMITS_GAME, CRICKET_MAX_SELECTIONS } from '@app/domain'
import { useTranslation } from 'react-i18next'
import { formatDecimal } from '../../shared/format/format'
import { useGameConfigQuery } from '../games/data'
import { cricketMarketName } from './cricket-labels'
import { CRICKET_TEXTS } from './cricket-texts'
import { HowToPlayRules } from './how-to-play-rules'
import { SportsHeader } from './sport-nav'
import './sports.css'

/**
 * /howToPlay/cricket: the two markets, how a selection is settled (super over on a tie, the x.5
 * line that never pushes), singles with an amount each, the limits (soccer's game config, as the
 * server applies them) and the void rule.
 */
export function CricketHowToPlayPage() {
  const { t, i18n } = useTranslation(CRICKET_TEXTS)
  const { data: config } = useGameConfigQuery(CRICKET_LIMITS_GAME)
  const sportName = t('sports.games.cricket')
  return (
    <section className="sports sports-how" aria-labelledby="how-title" data-sport="cricket">
      <SportsHeader
        title={t('sports.howToPlay.title', { sport: sportName })}
        titleId="how-title"
        section="howToPlay"
        sport="cricket"
      />
      <article className="panel how-to-play sports-rules">
        <p>{t('cricket.howToPlay.intro')}</p>
        <section aria-labelledby="how-markets">
          <h2 id="how-markets">{t('sports.howToPlay.marketsTitle')}</h2>
          <dl className="how-types">
            <div>
              <dt>{cricketMarketName(t, 'winner')}</dt>
              <dd>{t('cricket.howToPlay.winner')}</dd>
            </div>
            <div>
              <dt>{cricketMarketName(t, 'total_runs')}</dt>
              <dd>{t('cricket.howToPlay.totalRuns')}</dd>
            </div>
          </dl>
        </section>
        <section aria-labelledby="how-slip">
          <h2 id="how-slip">{t('cricket.howToPlay.slipTitle')}</h2>
          <ul className="how-rules">
            <li>{t('cricket.howToPlay.singles', { max: CRICKET_MAX_SELECTIONS })}</li>
            <li>{t('cricket.howToPlay.payout')}</li>
            {config && (
              <li>
                {t('cricket.howToPlay.limits', {
                  min: formatDecimal(config.bet_min, i18n.language),
                  max: formatDecimal(config.bet_max, i18n.language),
                })}
              </li>
            )}
          </ul>
        </section>
        <HowToPlayRules settleRule={t('cricket.howToPlay.settle')} />
      </article>
    </section>
  )
}
