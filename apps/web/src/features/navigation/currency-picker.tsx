import { DEFAULT_CURRENCY } from '@app/domain'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { readStored, STORAGE_KEYS, writeStored } from '../../shared/storage/storage-keys'
import { useCurrenciesQuery } from '../home'

/**
 * The currency balances are shown in. The choice must exist in the currency list: it is kept if
 * present, else the first (USDT).
 */
export function CurrencyPicker() {
  const { t } = useTranslation()
  const { data: currencies = [] } = useCurrenciesQuery()
  const [chosen, setChosen] = useState(readStored(STORAGE_KEYS.currency) ?? DEFAULT_CURRENCY)
  const current = currencies.some((entry) => entry.currency === chosen) ? chosen : currencies[0]?.currency
  return (
    <label className="currency-picker">
      <span className="visually-hidden">{t('header.currency')}</span>
      <select
        value={current ?? DEFAULT_CURRENCY}
        onChange={(event) => {
          setChosen(event.target.value)
          writeStored(STORAGE_KEYS.currency, event.target.value)
        }}
      >
        {currencies.map((entry) => (
          <option key={entry.id} value={entry.currency}>
            {entry.currency}
          </option>
        ))}
      </select>
    </label>
  )
}
