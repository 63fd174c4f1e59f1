import { SportsBetSlip } from './bet-slip'
import { CricketBetSlip } from './cricket-bet-slip'
import { useCricketSlip } from './use-cricket-slip'

/** The bet-slip panel: the cricket slip after a cricket pick or on the cricket lobby, else the sports slip. */
export function BetSlipPanel() {
  const isCricket = useCricketSlip((slip) => slip.isActive)
  return isCricket ? <CricketBetSlip /> : <SportsBetSlip />
}
