import type { LotteryBet, PlacedSlip } from '@app/contract'
import { DEFAULT_CURRENCY } from '@app/domain'
import { PlacedDialog } from '../../../shared/ui/placed-dialog'
import './placed-slip-dialog.css'

type PlacedSlipDialogProps = {
  placed: PlacedSlip | undefined
  onClose: () => void
  /** The game's wording: the dialog's title and the labels of the total and the new balance. */
  texts: { title: string; total: string; balance: string }
  /** A bet's selection and the line under it (its amount and odds), in the game's wording. */
  betTexts: (bet: LotteryBet) => { selection: string; line: string }
  /** A USDT amount as the game shows it, e.g. "10.00". */
  usdt: (decimal: string) => string
  myBets?: { to: string; label: string } | undefined
}

/** What a placed lottery slip bought (Mark Six, the ten-car race): every bet, the total and the new balance. */
export function PlacedSlipDialog({ placed, onClose, texts, betTexts, usdt, myBets }: PlacedSlipDialogProps) {
  return (
    <PlacedDialog title={texts.title} isOpen={placed !== undefined} onClose={onClose} myBets={myBets}>
      {placed && (
        <>
          <ul className="placed-bets">
            {placed.bets.map((bet) => {
              const { selection, line } = betTexts(bet)
              return (
                <li key={bet.id}>
                  <span>{selection}</span>
                  <span className="numeric muted">{line}</span>
                </li>
              )
            })}
          </ul>
          <dl className="fact-list">
            {[
              { key: 'total', label: texts.total, amount: placed.total },
              { key: 'balance', label: texts.balance, amount: placed.score },
            ].map((row) => (
              <div key={row.key}>
                <dt>{row.label}</dt>
                <dd className="numeric">
                  {usdt(row.amount)} <span className="muted">{DEFAULT_CURRENCY}</span>
                </dd>
              </div>
            ))}
          </dl>
        </>
      )}
    </PlacedDialog>
  )
}
