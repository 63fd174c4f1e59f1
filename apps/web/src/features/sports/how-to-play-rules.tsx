import { POSTPONEMENT_VOID_HOURS } from '@app/domain'
import { useTranslation } from 'react-i18next'
import { SPORTS_TEXTS } from './sports-texts'

/** The rules every sport's how-to-play page ends with, led by the sport's own settlement rule. */
export function HowToPlayRules({ settleRule }: { settleRule: string }) {
  const { t } = useTranslation(SPORTS_TEXTS)
  return (
    <section aria-labelledby="how-rules">
      <h2 id="how-rules">{t('sports.howToPlay.rulesTitle')}</h2>
      <ul className="how-rules">
        <li>{settleRule}</li>
        <li>{t('sports.howToPlay.void', { hours: POSTPONEMENT_VOID_HOURS })}</li>
        <li>{t('sports.howToPlay.oddsChange')}</li>
        <li>{t('sports.howToPlay.closing')}</li>
      </ul>
    </section>
  )
}
