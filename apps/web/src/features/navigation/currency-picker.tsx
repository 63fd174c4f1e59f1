import { DEFAULT_CURRENCY } from '@app/domain'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useDispatch } from 'react-redux'
import { isApiError } from '../../shared/api/api-error'
import { readStored, STORAGE_KEYS, writeStored } from '../../shared/storage/storage-keys'
import { toastShown } from '../../shared/ui-state/ui-slice'
import { useChangeCurrencyMutation, useMemberInfoQuery } from '../auth/data'
import { useCurrenciesQuery } from '../home/data'

/**
 * The currency balances are shown in. The choice must exist in the currency list: the player's
 * saved one if present, else the stored one, else the first (USDT). Picking one tells the server.
 */
export function CurrencyPicker() {
  const { t } = useTranslation()
  const dispatch = useDispatch()
  const { data: currencies = [] } = useCurrenciesQuery()
  const { data: member } = useMemberInfoQuery()
  const [changeCurrency] = useChangeCurrencyMutation()
  const [picked, setPicked] = useState(readStored(STORAGE_KEYS.currency))
  const isListed = (currency: string | undefined) => currencies.some((entry) => entry.currency === currency)
  const current = [picked, member?.currency].find(isListed) ?? currencies[0]?.currency ?? DEFAULT_CURRENCY

  async function handleChange(currency: string) {
    setPicked(currency)
    writeStored(STORAGE_KEYS.currency, currency)
    try {
      await changeCurrency(currency).unwrap()
    } catch (error) {
      const msg = isApiError(error) ? error.msg : 'somethingWentWrong'
      dispatch(toastShown({ type: 'error', message: `errors.${msg}` }))
    }
  }

  return (
    <label className="currency-picker">
      <span className="visually-hidden">{t('header.currency')}</span>
      <select value={current} onChange={(event) => void handleChange(event.target.value)}>
        {currencies.map((entry) => (
          <option key={entry.id} value={entry.currency}>
            {entry.currency}
          </option>
        ))}
      </select>
    </label>
  )
}
