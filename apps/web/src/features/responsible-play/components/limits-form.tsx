import type { PlayerLimit } from '@app/contract'
import { LIMIT_KINDS, LIMIT_PERIODS, type LimitKind, type LimitPeriod } from '@app/domain'
import { useTranslation } from 'react-i18next'
import { PROTECTION_TEXTS } from '../protection-texts'
import { LimitRow } from './limit-row'

/** A limit the server did not list is no limit, nothing used. */
const noLimit = (kind: LimitKind, period: LimitPeriod): PlayerLimit => ({
  kind,
  period,
  amount: null,
  used: '0',
  remaining: null,
  pending: null,
})

/** The nine limits in three groups (deposit, loss, wager), each over 24 hours, 7 days and 30 days. */
export function LimitsForm({ limits }: { limits: readonly PlayerLimit[] }) {
  const { t } = useTranslation(PROTECTION_TEXTS)
  return (
    <section className="protection-block" aria-labelledby="protection-limits">
      <h3 id="protection-limits">{t('protection.limits.title')}</h3>
      <p className="muted">{t('protection.limits.rule')}</p>
      {LIMIT_KINDS.map((kind) => {
        const titleId = `protection-limits-${kind}`
        return (
          <section key={kind} className="limit-group" aria-labelledby={titleId} data-kind={kind}>
            <h4 id={titleId}>{t(`protection.limits.kinds.${kind}`)}</h4>
            <p className="field-hint">{t(`protection.limits.kindHints.${kind}`)}</p>
            <ul className="limit-rows">
              {LIMIT_PERIODS.map((period) => (
                <LimitRow
                  key={period}
                  groupTitleId={titleId}
                  limit={
                    limits.find((limit) => limit.kind === kind && limit.period === period) ??
                    noLimit(kind, period)
                  }
                />
              ))}
            </ul>
          </section>
        )
      })}
    </section>
  )
}
