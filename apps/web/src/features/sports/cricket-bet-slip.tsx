import type { CricketSlip } from '@app/contract'
import { CRICKET_LIMITS_GAME, type Money, toDisplayCurrency } from '@app/domain'
import { useId, useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { useDispatch } from 'react-redux'
import { keptAmount } from '../../shared/format/amount-text'
import { formatAmount } from '../../shared/format/format'
import { PlacedDialog } from '../../shared/ui/placed-dialog'
import { QuickAmounts } from '../../shared/ui/quick-amounts'
import { usdtText } from './bet-parts'
import { cricketMarketName, cricketOutcomeLabel } from './cricket-labels'
import {
  cricketAmountChanged,
  cricketOddsChangesAccepted,
  cricketPickRemoved,
  cricketQuickAmountChosen,
  cricketSlipCleared,
} from './cricket-slice'
import { type CricketSlipWarning, summarizeCricketSlip } from './cricket-slip-model'
import { CRICKET_TEXTS } from './cricket-texts'
import { matchName } from './labels'
import { SignInPrompt } from './sign-in-prompt'
import {
  OddsChangeField,
  PlaceSlipButton,
  SlipAmount,
  SlipFooter,
  SlipHead,
  SlipMatchTitle,
  SlipPickLine,
  SlipWarnings,
  useSlipPress,
} from './slip-parts'
import { useCricketSlip, usePlaceCricketSlip } from './use-cricket-slip'
import { useSlipContext } from './use-slip-context'
import './sports.css'

/** A cricket slip warning's text: the slip's own, or the spec's bet warning shared with the sports slip. */
function warningKey(warning: CricketSlipWarning | string): string {
  return ['enterAmount', 'invalidAmount', 'closedMatch', 'changedOdds'].includes(warning)
    ? `cricket.warnings.${warning}`
    : `sports.warnings.${warning}`
}

/** What a placed cricket slip bought: its number, selections, amount. */
function PlacedCricketDialog({ slip, onClose }: { slip: CricketSlip | undefined; onClose: () => void }) {
  const { t, i18n } = useTranslation(CRICKET_TEXTS)
  return (
    <PlacedDialog
      title={t('sports.placed.title')}
      isOpen={slip !== undefined}
      onClose={onClose}
      myBets={{ to: '?mybet=true', label: t('sports.placed.myBets') }}
    >
      {slip && (
        <dl className="fact-list">
          <div>
            <dt>{t('sports.placed.betId')}</dt>
            <dd className="numeric">{slip.slipId}</dd>
          </div>
          <div>
            <dt>{t('cricket.slip.selections')}</dt>
            <dd className="numeric">{slip.bets.length}</dd>
          </div>
          <div>
            <dt>{t('cricket.slip.total')}</dt>
            <dd className="numeric fact-total">{usdtText(slip.total_amount, i18n.language)}</dd>
          </div>
        </dl>
      )}
    </PlacedDialog>
  )
}

/**
 * The cricket slip (the desktop side panel, the mobile bottom drawer): the match, each selection
 * with its own amount and what it can win, quick amounts for every selection, the total and the
 * possible return, the warnings as they happen, and the place button.
 */
export function CricketBetSlip() {
  const { t, i18n } = useTranslation(CRICKET_TEXTS)
  const dispatch = useDispatch()
  const state = useCricketSlip((slip) => slip)
  const setting = useSlipContext(CRICKET_LIMITS_GAME)
  const summary = useMemo(() => summarizeCricketSlip(state, setting), [state, setting])
  const { handlePlace, isPlacing, placed, closePlaced, serverWarning } = usePlaceCricketSlip(
    state,
    summary,
    setting,
  )
  const warningsId = useId()
  const fieldId = useId()
  const { currency } = setting
  const count = state.order.length
  const amount = (value: Money) => <SlipAmount value={value} currency={currency} language={i18n.language} />
  // A moved price waits on the slip only when the player's odds-change policy did not take it.
  const needsAcceptance = summary.hasChangedOdds
  const canPress = setting.isSignedIn ? summary.canPlace || needsAcceptance : count > 0
  const sameAmount = state.order.map((id) => state.bets[id]?.amount ?? '')
  const quickValue = sameAmount.every((value) => value === sameAmount[0]) ? (sameAmount[0] ?? '') : ''

  const { handlePress, isSignInShown, closeSignIn } = useSlipPress({
    isSignedIn: setting.isSignedIn,
    needsAcceptance,
    onAccept: () => dispatch(cricketOddsChangesAccepted()),
    onPlace: handlePlace,
  })

  return (
    <div className="sports-slip cricket-slip" data-sport="cricket">
      <SlipHead
        game={t('sports.games.cricket')}
        countText={t('cricket.slip.count', { count })}
        count={count}
        onClear={() => dispatch(cricketSlipCleared())}
      />
      {state.match === null || count === 0 ? (
        <p className="muted sports-slip-empty">{t('cricket.slip.empty')}</p>
      ) : (
        <div className="slip-match" data-match={state.match.matchId}>
          <div className="slip-match-head">
            <SlipMatchTitle
              leagueName={state.match.leagueName}
              teams={matchName(t, state.match.homeName, state.match.awayName)}
              isClosed={state.isClosed}
            />
          </div>
          <ul className="slip-picks" aria-label={t('sports.slip.picks')}>
            {summary.entries.map((entry) => {
              const bet = state.bets[entry.id]
              if (!bet) return null
              const label = cricketOutcomeLabel(t, bet.categoryLabel, bet.slipLabel, bet.line, i18n.language)
              const market = cricketMarketName(t, bet.categoryLabel)
              const inputId = `${fieldId}-${entry.id}`
              return (
                <li key={entry.id} className="slip-pick cricket-pick" data-pick={entry.id}>
                  <SlipPickLine
                    market={market}
                    label={label}
                    odds={bet.odd}
                    changedFrom={bet.changedFrom}
                    selection={`${market}: ${label}`}
                    onRemove={() => dispatch(cricketPickRemoved(entry.id))}
                  />
                  <div className="cricket-pick-amount">
                    <label htmlFor={inputId}>{t('cricket.slip.amount', { currency })}</label>
                    <input
                      id={inputId}
                      className="numeric slip-stake amount-input"
                      inputMode="decimal"
                      autoComplete="off"
                      placeholder={t('sports.slip.stakePlaceholder')}
                      value={bet.amount}
                      onChange={(event) =>
                        dispatch(
                          cricketAmountChanged({ id: entry.id, amount: keptAmount(event.target.value) }),
                        )
                      }
                    />
                    <span className="muted numeric cricket-pick-win">
                      {t('cricket.slip.toWin', {
                        amount: formatAmount(entry.possibleWin, currency, i18n.language),
                        currency,
                      })}
                    </span>
                  </div>
                </li>
              )
            })}
          </ul>
        </div>
      )}
      {count > 0 && (
        <>
          <div className="slip-field">
            <span className="slip-field-label">{t('cricket.slip.quickAmounts')}</span>
            <QuickAmounts
              amounts={setting.quickAmounts}
              value={quickValue}
              onChange={(text) => dispatch(cricketQuickAmountChosen(text))}
              label={(value) => formatAmount(value, currency, i18n.language)}
              legend={t('cricket.slip.quickAmounts')}
            />
          </div>
          <OddsChangeField />
        </>
      )}
      <SlipFooter>
        <dl className="fact-list" aria-live="polite">
          <div>
            <dt>{t('cricket.slip.total')}</dt>
            <dd className="numeric fact-total" data-testid="cricket-total">
              {amount(summary.total)}
            </dd>
          </div>
          <div>
            <dt>{t('cricket.slip.possibleWin')}</dt>
            <dd className="numeric" data-testid="cricket-possible-win">
              {amount(summary.possibleWin)}
            </dd>
          </div>
          {setting.balance !== undefined && (
            <div>
              <dt>{t('sports.slip.balance')}</dt>
              <dd className="numeric">{amount(toDisplayCurrency(setting.balance, setting.exchangeRate))}</dd>
            </div>
          )}
        </dl>
        {count > 0 && <p className="muted slip-hint">{t('cricket.slip.singles')}</p>}
        <SlipWarnings
          id={warningsId}
          warnings={summary.warnings}
          serverWarning={serverWarning}
          text={(warning) => t(warningKey(warning), { defaultValue: t('errors.BET_WARNING') })}
        />
        <div className="slip-actions">
          <PlaceSlipButton
            isDisabled={!canPress}
            isPlacing={isPlacing}
            needsAcceptance={needsAcceptance}
            warningsId={warningsId}
            onPress={handlePress}
          />
        </div>
      </SlipFooter>
      <SignInPrompt isOpen={isSignInShown} onClose={closeSignIn} />
      <PlacedCricketDialog slip={placed} onClose={closePlaced} />
    </div>
  )
}
