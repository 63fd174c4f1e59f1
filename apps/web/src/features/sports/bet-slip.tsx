import type { SportsBet } from '@app/contract'
import { type Money, toDisplayCurrency } from '@app/domain'
import type { TFunction } from 'i18next'
import { ListTree, Minus, Plus, Table2, Trash2 } from 'lucide-react'
import { useEffect, useId, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useDispatch } from 'react-redux'
import { keepAmountText } from '../../shared/format/amount-text'
import { formatAmount } from '../../shared/format/format'
import { PlacedDialog } from '../../shared/ui/placed-dialog'
import { QuickAmounts } from '../../shared/ui/quick-amounts'
import { BetFoldFacts, usdtText } from './bet-parts'
import { CombinationList } from './combination-list'
import { foldName, marketName, matchName, outcomeLabel } from './labels'
import { PayoutMatrixDialog } from './payout-matrix'
import { SignInPrompt } from './sign-in-prompt'
import {
  castValueChanged,
  foldChoices,
  foldToggled,
  matchRemoved,
  multipleChanged,
  oddsChangesAccepted,
  pickRemoved,
  type SlipMatch,
  slipCleared,
} from './slice'
import { type SportsSlipWarning, summarizeSportsSlip } from './slip-model'
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
import { usePlaceSlip } from './use-place-slip'
import { useSlipContext, useSports } from './use-slip-context'
import './sports.css'
import { numberFormat } from '../../shared/format/intl-formats'
import { SPORTS_TEXTS } from './sports-texts'

/** The text of a slip warning, with the limit it broke where the spec's text names one. */
export function warningText(t: TFunction, warning: SportsSlipWarning | string): string {
  return t(`sports.warnings.${warning}`, { defaultValue: t('errors.BET_WARNING') })
}

function SlipMatchRow({ match }: { match: SlipMatch }) {
  const { t, i18n } = useTranslation(SPORTS_TEXTS)
  const dispatch = useDispatch()
  const sport = useSports((sports) => sports.selectedGame)
  const teams = matchName(t, match.homeName, match.awayName)
  return (
    <li className="slip-match" data-match={match.matchId}>
      <div className="slip-match-head">
        <SlipMatchTitle leagueName={match.leagueName} teams={teams} isClosed={match.isClosed} />
        <button
          type="button"
          className="icon-button"
          aria-label={t('sports.slip.removeMatch', { match: teams })}
          onClick={() => dispatch(matchRemoved(match.matchId))}
        >
          <Trash2 aria-hidden size={16} />
        </button>
      </div>
      <ul className="slip-picks">
        {match.picks.map((pick) => {
          const label = outcomeLabel(t, sport, pick.kind, pick.name, pick.handicapVal, i18n.language)
          return (
            <li key={pick.key} className="slip-pick" data-pick={pick.key}>
              <SlipPickLine
                market={marketName(t, pick.kind)}
                label={label}
                odds={pick.odds}
                changedFrom={pick.changedFrom}
                selection={`${teams}: ${label}`}
                onRemove={() => dispatch(pickRemoved(pick.key))}
              />
            </li>
          )
        })}
      </ul>
    </li>
  )
}

/** The multiple with − and + beside it; a draft keeps an emptied field while the player types. */
function MultipleField({ value, onChange }: { value: number; onChange: (value: number) => void }) {
  const { t } = useTranslation(SPORTS_TEXTS)
  const id = useId()
  const [draft, setDraft] = useState(String(value))
  useEffect(() => setDraft(String(value)), [value])
  return (
    <div className="slip-field slip-multiple">
      <label htmlFor={id}>{t('sports.slip.multiple')}</label>
      <div className="stepper">
        <button
          type="button"
          className="icon-button"
          aria-label={t('sports.slip.decreaseMultiple')}
          disabled={value <= 1}
          onClick={() => onChange(value - 1)}
        >
          <Minus aria-hidden size={16} />
        </button>
        <input
          id={id}
          className="numeric amount-input"
          inputMode="numeric"
          value={draft}
          onChange={(event) => {
            const text = event.target.value.replace(/\D/g, '').slice(0, 6)
            setDraft(text)
            if (text !== '' && Number(text) >= 1) onChange(Number(text))
          }}
          onBlur={() => setDraft(String(value))}
        />
        <button
          type="button"
          className="icon-button"
          aria-label={t('sports.slip.increaseMultiple')}
          onClick={() => onChange(value + 1)}
        >
          <Plus aria-hidden size={16} />
        </button>
      </div>
    </div>
  )
}

/** What a placed bet bought: its number, parlays, combinations, stake and estimates. */
function PlacedBetDialog({ bet, onClose }: { bet: SportsBet | undefined; onClose: () => void }) {
  const { t, i18n } = useTranslation(SPORTS_TEXTS)
  const usdt = (decimal: string) => usdtText(decimal, i18n.language)
  return (
    <PlacedDialog
      title={t('sports.placed.title')}
      isOpen={bet !== undefined}
      onClose={onClose}
      myBets={{ to: '?mybet=true', label: t('sports.placed.myBets') }}
    >
      {bet && (
        <dl className="fact-list">
          <div>
            <dt>{t('sports.placed.betId')}</dt>
            <dd className="numeric">{bet.bet_id}</dd>
          </div>
          <BetFoldFacts bet={bet} />
          <div>
            <dt>{t('sports.slip.totalStake')}</dt>
            <dd className="numeric fact-total">{usdt(bet.total_price)}</dd>
          </div>
          <div>
            <dt>{t('sports.slip.estimatedMin')}</dt>
            <dd className="numeric">{usdt(bet.estimated_min)}</dd>
          </div>
          <div>
            <dt>{t('sports.slip.estimatedMax')}</dt>
            <dd className="numeric">{usdt(bet.estimated_max)}</dd>
          </div>
        </dl>
      )}
    </PlacedDialog>
  )
}

/**
 * The sports bet slip (the desktop side panel, the mobile bottom drawer): picks grouped by match,
 * the parlay levels, unit stake with quick amounts, multiple, the permutation count, the min and
 * max estimates, the warnings as they happen, and the place button.
 */
export function SportsBetSlip() {
  const { t, i18n } = useTranslation(SPORTS_TEXTS)
  const dispatch = useDispatch()
  const state = useSports((sports) => sports)
  const sport = state.selectedGame
  const setting = useSlipContext(sport)
  const summary = useMemo(() => summarizeSportsSlip(state, setting), [state, setting])
  const { handlePlace, isPlacing, placed, closePlaced, serverWarning } = usePlaceSlip(state, summary)
  const [isCombinationsShown, setCombinationsShown] = useState(false)
  const [isPayoutsShown, setPayoutsShown] = useState(false)
  const stakeId = useId()
  const stakeHintId = useId()
  // Set when typing dropped something (a letter, a sign, a second point), so the field says why;
  // it stays until the field is emptied.
  const [isStakeRefused, setStakeRefused] = useState(false)
  const warningsId = useId()
  const choices = foldChoices(state)
  const pickCount = summary.picks.length
  const { currency } = setting
  const amount = (value: Money) => <SlipAmount value={value} currency={currency} language={i18n.language} />
  const { warnings } = summary
  // A moved price waits on the slip only when the player's odds-change policy did not take it.
  const needsAcceptance = summary.hasChangedOdds
  const canPress = setting.isSignedIn ? summary.canPlace || needsAcceptance : pickCount > 0

  const { handlePress, isSignInShown, closeSignIn } = useSlipPress({
    isSignedIn: setting.isSignedIn,
    needsAcceptance,
    onAccept: () => dispatch(oddsChangesAccepted()),
    onPlace: handlePlace,
  })

  return (
    <div className="sports-slip" data-sport={sport}>
      <SlipHead
        game={t(`sports.games.${sport}`)}
        countText={t('sports.slip.pickCount', { picks: pickCount })}
        count={pickCount}
        onClear={() => dispatch(slipCleared())}
      />
      {pickCount === 0 ? (
        <p className="muted sports-slip-empty">{t('sports.slip.empty')}</p>
      ) : (
        <ul className="slip-matches" aria-label={t('sports.slip.picks')}>
          {state.betSlipList.map((match) => (
            <SlipMatchRow key={match.matchId} match={match} />
          ))}
        </ul>
      )}
      {pickCount > 0 && (
        <>
          <fieldset className="slip-folds">
            <legend>{t('sports.slip.parlay')}</legend>
            <div className="slip-fold-chips">
              {choices.map((fold) => (
                <button
                  key={fold}
                  type="button"
                  className="chip-button"
                  aria-pressed={state.folds.includes(fold)}
                  onClick={() => dispatch(foldToggled(fold))}
                >
                  {foldName(t, fold)}
                </button>
              ))}
            </div>
            {summary.parlayLimit < Math.max(summary.matchCount, 2) && (
              <p className="muted slip-hint">
                {t('sports.slip.parlayHint', { parlay: foldName(t, summary.parlayLimit) })}
              </p>
            )}
          </fieldset>
          <div className="slip-field">
            <label htmlFor={stakeId}>{t('sports.slip.castValue', { currency })}</label>
            <input
              id={stakeId}
              className="numeric slip-stake amount-input"
              inputMode="decimal"
              autoComplete="off"
              placeholder={t('sports.slip.stakePlaceholder')}
              value={state.castValue}
              aria-describedby={isStakeRefused ? stakeHintId : undefined}
              onChange={(event) => {
                const kept = keepAmountText(event.target.value)
                setStakeRefused((wasRefused) => kept.isRefused || (wasRefused && kept.text !== ''))
                dispatch(castValueChanged(kept.text))
              }}
            />
            {isStakeRefused && (
              <p id={stakeHintId} className="field-error" role="status">
                {t('sports.slip.amountCharacters')}
              </p>
            )}
            <QuickAmounts
              amounts={setting.quickAmounts}
              value={state.castValue}
              onChange={(text) => dispatch(castValueChanged(text))}
              label={(value) => formatAmount(value, currency, i18n.language)}
            />
          </div>
          <MultipleField value={state.multiple} onChange={(value) => dispatch(multipleChanged(value))} />
          <OddsChangeField />
        </>
      )}
      <SlipFooter>
        <dl className="fact-list" aria-live="polite">
          <div>
            <dt>{t('sports.slip.combinations')}</dt>
            <dd className="numeric" data-testid="slip-combinations">
              {numberFormat(i18n.language).format(summary.combinationCount)}
            </dd>
          </div>
          <div>
            <dt>{t('sports.slip.totalStake')}</dt>
            <dd className="numeric fact-total">{amount(summary.totalStake)}</dd>
          </div>
          <div>
            <dt>{t('sports.slip.estimatedMin')}</dt>
            <dd className="numeric" data-testid="slip-estimated-min">
              {amount(summary.estimate.min)}
            </dd>
          </div>
          <div>
            <dt>{t('sports.slip.estimatedMax')}</dt>
            <dd className="numeric" data-testid="slip-estimated-max">
              {amount(summary.estimate.max)}
            </dd>
          </div>
          {setting.balance !== undefined && (
            <div>
              <dt>{t('sports.slip.balance')}</dt>
              <dd className="numeric">{amount(toDisplayCurrency(setting.balance, setting.exchangeRate))}</dd>
            </div>
          )}
        </dl>
        {sport === 'bd' && pickCount > 0 && <p className="muted slip-hint">{t('sports.slip.bdFactor')}</p>}
        <SlipWarnings
          id={warningsId}
          warnings={warnings}
          serverWarning={serverWarning}
          text={(warning) => warningText(t, warning)}
        />
        <div className="slip-actions">
          <button
            type="button"
            className="button button-secondary"
            disabled={summary.combinationCount === 0n}
            onClick={() => setCombinationsShown(true)}
          >
            <ListTree aria-hidden size={16} />
            {t('sports.slip.viewCombinations')}
          </button>
          <button
            type="button"
            className="button button-secondary"
            disabled={summary.combinationCount === 0n || summary.unitStake <= 0n}
            onClick={() => setPayoutsShown(true)}
          >
            <Table2 aria-hidden size={16} />
            {t('sports.slip.viewPayouts')}
          </button>
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
      <CombinationList
        isOpen={isCombinationsShown}
        onClose={() => setCombinationsShown(false)}
        state={state}
        unitStake={summary.unitStake}
        combinationCount={summary.combinationCount}
        currency={currency}
        exchangeRate={setting.exchangeRate}
      />
      <PayoutMatrixDialog
        isOpen={isPayoutsShown}
        onClose={() => setPayoutsShown(false)}
        state={state}
        unitStake={summary.unitStake}
        currency={currency}
        exchangeRate={setting.exchangeRate}
      />
      <PlacedBetDialog bet={placed} onClose={closePlaced} />
    </div>
  )
}
