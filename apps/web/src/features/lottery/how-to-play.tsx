import { MARK_SIX_BET_TYPES } from '@app/domain'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { LOTTERY_TEXTS } from './lottery-texts'

const RULE_SECTIONS = ['push49', 'yearAnimalDeduction', 'pickLimits', 'amounts'] as const
const FAIRNESS_STEPS = ['commit', 'close', 'draw', 'reveal'] as const

/** The howToPlay tab: every bet type, the 49 push, the year-animal deduction, pick limits and fair draws. */
export function HowToPlay() {
  const { t } = useTranslation(LOTTERY_TEXTS)
  return (
    <article className="how-to-play" aria-labelledby="how-title">
      <h2 id="how-title">{t('lottery.howToPlay.title')}</h2>
      <p>{t('lottery.howToPlay.intro')}</p>
      <section aria-labelledby="how-types">
        <h3 id="how-types">{t('lottery.howToPlay.betTypesTitle')}</h3>
        <dl className="how-types">
          {MARK_SIX_BET_TYPES.filter((type) => !/^no[2-6]$/.test(type)).map((type) => (
            <div key={type}>
              <dt>{type === 'no1' ? t('lottery.howToPlay.positionsName') : t(`lottery.betTypes.${type}`)}</dt>
              <dd>{t(`lottery.howToPlay.types.${type}`)}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section aria-labelledby="how-rules">
        <h3 id="how-rules">{t('lottery.howToPlay.rulesTitle')}</h3>
        <ul className="how-rules">
          {RULE_SECTIONS.map((rule) => (
            <li key={rule}>{t(`lottery.howToPlay.rules.${rule}`)}</li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="how-fair">
        <h3 id="how-fair">{t('lottery.howToPlay.fairTitle')}</h3>
        <ol className="how-rules">
          {FAIRNESS_STEPS.map((step) => (
            <li key={step}>{t(`lottery.howToPlay.fair.${step}`)}</li>
          ))}
        </ol>
        <Link to="/fairness">{t('lottery.howToPlay.fairLink')}</Link>
      </section>
    </article>
  )
}
