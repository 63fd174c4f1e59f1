import { useTranslation } from 'react-i18next'
import { SportsMyBets } from './my-bets'
import { useCricketSlip } from './use-cricket-slip'
import { useSports } from './use-slip-context'
import './sports.css'
import { SPORTS_TEXTS } from './sports-texts'

/** /my-bets: the player's sports bets (narrow screens come here instead of the side panel). */
export function SportsMyBetsPage() {
  const { t } = useTranslation(SPORTS_TEXTS)
  const sport = useSports((sports) => sports.selectedGame)
  const isCricket = useCricketSlip((slip) => slip.isActive)
  return (
    <section className="sports sports-my-bets-page" aria-labelledby="my-bets-title">
      <header className="sports-title-row">
        <h1 id="my-bets-title">{t('sports.myBets.title')}</h1>
      </header>
      <SportsMyBets initialGame={isCricket ? 'cricket' : sport} />
    </section>
  )
}

/** The my-bets side panel's body on wide screens. */
export function SportsMyBetsPanel() {
  const sport = useSports((sports) => sports.selectedGame)
  const isCricket = useCricketSlip((slip) => slip.isActive)
  return <SportsMyBets initialGame={isCricket ? 'cricket' : sport} />
}
