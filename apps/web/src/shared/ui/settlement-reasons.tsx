import {
  POSTPONEMENT_VOID_HOURS,
  PUSH_BALL,
  RACE_SUM_MIDDLE,
  type SettlementReason,
  SPORTS_SETTINGS,
  toDecimalString,
  YEAR_ANIMAL_PRIZE_PERCENT,
} from '@app/domain'
import { Info } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { formatDecimal } from '../format/format'
import { numberFormat } from '../format/intl-formats'
import './settlement-reasons.css'

/** The namespace the reasons' sentences live in; a screen listing bets loads it with its own. */
export const SETTLEMENT_TEXTS = 'settlement'

/**
 * The rules' own figures the reasons' sentences name, in the reader's digits, read from the
 * settings settlement runs on so a changed setting changes the sentence too: e.g. in English the
 * win tax is "20%" above "20,000 USDT" and a postponement voids a match after "36" hours.
 */
export function settlementReasonValues(language: string): Record<string, string> {
  const percent = (numerator: bigint, denominator: bigint) =>
    numberFormat(language, { style: 'percent', maximumFractionDigits: 2 }).format(
      Number(numerator) / Number(denominator),
    )
  const whole = (value: number) => numberFormat(language).format(value)
  const { winTax } = SPORTS_SETTINGS.soccer
  const bdFactor = SPORTS_SETTINGS.bd.payoutFactor
  return {
    hours: whole(POSTPONEMENT_VOID_HOURS),
    factor: percent(bdFactor.numerator, bdFactor.denominator),
    rate: percent(BigInt(winTax.rateBp), 10_000n),
    threshold: `${formatDecimal(toDecimalString(winTax.threshold), language)} USDT`,
    ball: whole(PUSH_BALL),
    percent: percent(100n - YEAR_ANIMAL_PRIZE_PERCENT, 100n),
    sum: whole(RACE_SUM_MIDDLE),
  }
}

/**
 * Why a settled bet ended as it did, one sentence per reason the settlement gave (the outcome
 * first), under the bet in my bets; nothing while it is pending.
 */
export function SettlementReasons({ reasons }: { reasons: readonly SettlementReason[] }) {
  const { t, i18n } = useTranslation(SETTLEMENT_TEXTS)
  if (reasons.length === 0) return null
  const values = settlementReasonValues(i18n.language)
  return (
    <ul className="settlement-reasons" aria-label={t('settlement.heading')}>
      {reasons.map((reason) => (
        <li key={reason} data-reason={reason}>
          <Info aria-hidden size={14} />
          <span>{t(`settlement.reasons.${reason}`, values)}</span>
        </li>
      ))}
    </ul>
  )
}
