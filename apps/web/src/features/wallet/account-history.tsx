import type { ChangeLogEntry } from '@app/contract'
import { DEFAULT_CURRENCY } from '@app/domain'
import { useEffect, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { formatDateTime, formatUsdt, toMoney } from '../../shared/format/format'
import { type DateRange, DateRangeFilter, PagedHistory } from './history-parts'
import { useChangeLogInfiniteQuery } from './wallet-api'
import { formatSignedUsdt } from './wallet-money'
import { WALLET_TEXTS } from './wallet-texts'

type KindNames = Record<string, string>

/** A change-log kind's name in the reader's language, from the server's code → name map. */
function useKindName(kinds: KindNames) {
  const { t } = useTranslation(WALLET_TEXTS)
  return (code: number | string) => {
    const name = kinds[String(code)]
    return name ? t(`wallet.kinds.${name}`, { defaultValue: name }) : String(code)
  }
}

function ChangeRow({ entry, kindName }: { entry: ChangeLogEntry; kindName: (code: number) => string }) {
  const { t, i18n } = useTranslation(WALLET_TEXTS)
  const isDebit = toMoney(entry.amount) < 0n
  return (
    <li className="history-row">
      <div className="history-main">
        <span className="history-title">{kindName(entry.kind)}</span>
        <time className="muted" dateTime={entry.created_at}>
          {formatDateTime(entry.created_at, i18n.language)}
        </time>
        {entry.remark && <span className="muted numeric history-order">{entry.remark}</span>}
      </div>
      <div className="history-side">
        <span className={`numeric history-amount ${isDebit ? 'amount-negative' : 'amount-positive'}`}>
          {formatSignedUsdt(entry.amount, i18n.language)} <span className="muted">{DEFAULT_CURRENCY}</span>
        </span>
        <span className="numeric muted">
          {t('wallet.history.balanceAfter', { amount: formatUsdt(entry.balance, i18n.language) })}
        </span>
      </div>
    </li>
  )
}

/** Every movement of the player's money, with its kind, signed amount and the balance it left. */
export function AccountHistory() {
  const { t } = useTranslation(WALLET_TEXTS)
  const kindId = useId()
  const [range, setRange] = useState<DateRange>({ from: '', to: '' })
  const [kind, setKind] = useState<number | undefined>()
  const result = useChangeLogInfiniteQuery({ ...range, ...(kind === undefined ? {} : { kind }) })
  // The kinds come with every page; the filter keeps the last known ones while a new filter loads.
  const [kinds, setKinds] = useState<KindNames>({})
  const answered = result.data?.pages[0]?.kinds
  useEffect(() => {
    if (answered) setKinds(answered)
  }, [answered])
  const kindName = useKindName(kinds)

  return (
    <div className="history">
      <div className="history-filters">
        <div className="field">
          <label htmlFor={kindId}>{t('wallet.history.kind')}</label>
          <select
            id={kindId}
            value={kind === undefined ? '' : String(kind)}
            onChange={(event) => setKind(event.target.value === '' ? undefined : Number(event.target.value))}
          >
            <option value="">{t('wallet.history.allKinds')}</option>
            {Object.keys(kinds).map((code) => (
              <option key={code} value={code}>
                {kindName(code)}
              </option>
            ))}
          </select>
        </div>
        <DateRangeFilter value={range} onChange={setRange} />
      </div>
      <PagedHistory
        query={result}
        renderRow={(entry) => <ChangeRow key={entry.id} entry={entry} kindName={kindName} />}
      />
    </div>
  )
}
