import {
  type MarketKind,
  type Money,
  SPORT_MARKETS,
  SPORTS_SETTINGS,
  type SportsGame,
  toDecimalString,
} from '@app/domain'
import type { TFunction } from 'i18next'
import { useTranslation } from 'react-i18next'
import { formatDecimal } from '../../shared/format/format'
import { HowToPlayRules } from './how-to-play-rules'
import { foldName, marketName } from './labels'
import { SportsHeader } from './sport-nav'
import './sports.css'
import { SPORTS_TEXTS } from './sports-texts'

/** The rule text of a market in a sport: wl and handicap read differently in basketball and bd. */
function marketRuleKey(sport: SportsGame, kind: MarketKind): string {
  if ((kind === 'wl' || kind === 'handicap') && sport !== 'soccer') return `${kind}_${sport}`
  return kind
}

/** The longest parlay a market allows, as a player reads it: "Correct score: up to 4 String 1". */
function limitText(t: TFunction, market: string, limit: number | undefined): string {
  if (limit === undefined || limit <= 1) return t('sports.howToPlay.singleOnly', { market })
  return t('sports.howToPlay.upTo', { market, parlay: foldName(t, limit) })
}

/**
 * /howToPlay/{soccer,basketball,bd}: the sport's markets, parlays and their limits, the payout
 * rule (bd's 0.65), the caps per combination, the tax on large wins, the void rule and the
 * slip's estimates and odds changes, every figure read from the domain's settings.
 */
export function SportsHowToPlayPage({ sport }: { sport: SportsGame }) {
  const { t, i18n } = useTranslation(SPORTS_TEXTS)
  const settings = SPORTS_SETTINGS[sport]
  const usdt = (amount: Money) => formatDecimal(toDecimalString(amount), i18n.language)
  const caps = settings.bonusCaps
  const factorPercent = Number((settings.payoutFactor.numerator * 100n) / settings.payoutFactor.denominator)
  const sportName = t(`sports.games.${sport}`)
  return (
    <section className="sports sports-how" aria-labelledby="how-title" data-sport={sport}>
      <SportsHeader
        title={t('sports.howToPlay.title', { sport: sportName })}
        titleId="how-title"
        section="howToPlay"
        sport={sport}
      />
      <article className="panel how-to-play sports-rules">
        <p>{t(`sports.howToPlay.intro.${sport}`)}</p>
        <section aria-labelledby="how-markets">
          <h2 id="how-markets">{t('sports.howToPlay.marketsTitle')}</h2>
          <dl className="how-types">
            {SPORT_MARKETS[sport].map((kind) => (
              <div key={kind}>
                <dt>{marketName(t, kind)}</dt>
                <dd>{t(`sports.howToPlay.markets.${marketRuleKey(sport, kind)}`)}</dd>
              </div>
            ))}
          </dl>
        </section>
        <section aria-labelledby="how-parlays">
          <h2 id="how-parlays">{t('sports.howToPlay.parlaysTitle')}</h2>
          <p>{t('sports.howToPlay.parlays')}</p>
          <ul className="how-rules">
            {SPORT_MARKETS[sport].map((kind) => (
              <li key={kind}>{limitText(t, marketName(t, kind), settings.parlayLimits[kind])}</li>
            ))}
          </ul>
          <p>{t('sports.howToPlay.mixedLimit')}</p>
        </section>
        <section aria-labelledby="how-payouts">
          <h2 id="how-payouts">{t('sports.howToPlay.payoutsTitle')}</h2>
          <p>{t('sports.howToPlay.payout')}</p>
          {factorPercent !== 100 && <p>{t('sports.howToPlay.factor', { percent: factorPercent })}</p>}
          <p>{t('sports.howToPlay.estimates')}</p>
          <ul className="how-rules">
            {caps.map((tier, index) => {
              const next = caps[index + 1]
              const amount = usdt(tier.cap)
              if (tier.fromLegs === 1 && (next === undefined || next.fromLegs === 2))
                return <li key={tier.fromLegs}>{t('sports.howToPlay.capSingle', { amount })}</li>
              if (next === undefined)
                return (
                  <li key={tier.fromLegs}>
                    {t('sports.howToPlay.capFrom', { from: tier.fromLegs, amount })}
                  </li>
                )
              return (
                <li key={tier.fromLegs}>
                  {t('sports.howToPlay.capRange', { from: tier.fromLegs, to: next.fromLegs - 1, amount })}
                </li>
              )
            })}
          </ul>
          <p>
            {t('sports.howToPlay.tax', {
              threshold: usdt(settings.winTax.threshold),
              rate: settings.winTax.rateBp / 100,
            })}
          </p>
        </section>
        <HowToPlayRules settleRule={t(`sports.howToPlay.settle.${sport}`)} />
      </article>
    </section>
  )
}
