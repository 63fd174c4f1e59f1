import type { AccountType, BankInformation, NewBankInformation } from '@app/contract'
import { CRYPTO_NETWORKS } from '@app/domain'
import { type FormEvent, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useDispatch } from 'react-redux'
import { CheckField, FormTabs, TextField } from '../../shared/ui/form-fields'
import { LoadError, SkeletonRows } from '../../shared/ui/load-states'
import { toastShown } from '../../shared/ui-state/ui-slice'
import { useAuthForm } from '../auth/forms'
import { useAddBankAccountMutation, useBankTypesQuery, useTradeTypesQuery } from './wallet-api'
import { WALLET_TEXTS } from './wallet-texts'
import { checkNewAccount } from './withdraw-checks'

/** A country's name in the reader's language, e.g. "BR" is "Brazil" in English. */
function countryName(code: string, language: string): string {
  try {
    return new Intl.DisplayNames([language], { type: 'region' }).of(code) ?? code
  } catch {
    return code
  }
}

/** A labelled select with its error text, like TextField. */
function SelectField({
  label,
  value,
  onChange,
  options,
  error,
  placeholder,
}: {
  label: string
  value: string
  onChange: (value: string) => void
  options: readonly { value: string; label: string }[]
  error?: string | undefined
  placeholder?: string
}) {
  const id = useId()
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
    </div>
  )
}

/**
 * A new withdrawal account: its type (crypto, bank or PIX, by country), the bank from the
 * country's list, the CPF for Brazil, or the crypto network and address; optionally the default.
 */
export function AddAccountForm({
  isFirst,
  onSaved,
  onCancel,
}: {
  isFirst: boolean
  onSaved: (account: BankInformation) => void
  onCancel?: () => void
}) {
  const { t, i18n } = useTranslation(WALLET_TEXTS)
  const dispatch = useDispatch()
  const form = useAuthForm()
  const tradeTypes = useTradeTypesQuery()
  const [addAccount] = useAddBankAccountMutation()
  const [pickedType, setType] = useState<AccountType | undefined>()
  const [pickedCountry, setCountry] = useState('')
  const [bankCode, setBankCode] = useState('')
  const [network, setNetwork] = useState<string>(CRYPTO_NETWORKS[0])
  const [accountNo, setAccountNo] = useState('')
  const [accountName, setAccountName] = useState('')
  const [cpf, setCpf] = useState('')
  const [isDefault, setDefault] = useState(isFirst)

  const types = tradeTypes.data ?? []
  const entry = types.find((tradeType) => tradeType.type === pickedType) ?? types[0]
  const type = entry?.type
  const countries = entry?.countries ?? []
  const country = countries.includes(pickedCountry) ? pickedCountry : (countries[0] ?? '')
  const banks = useBankTypesQuery(country, { skip: type !== 'bank' || !country })
  const hasCpf = type === 'pix' || country === 'BR'

  if (tradeTypes.isLoading) return <SkeletonRows rows={3} label={t('common.loading')} />
  if (tradeTypes.error || !type) return <LoadError error={tradeTypes.error} onRetry={tradeTypes.refetch} />

  async function handleSubmit(event: FormEvent) {
    event.preventDefault()
    if (!type) return
    const body: NewBankInformation = {
      account_type: type,
      ...(country ? { country } : {}),
      ...(type === 'bank' && bankCode ? { bank_code: bankCode } : {}),
      ...(type === 'crypto' ? { network } : {}),
      ...(hasCpf && cpf.trim() ? { cpf: cpf.trim() } : {}),
      account_no: accountNo.trim(),
      account_name: accountName.trim(),
      is_default: isDefault,
    }
    if (!form.checkFields(checkNewAccount(body))) return
    const saved = await form.submit(() => addAccount(body).unwrap())
    if (saved) {
      dispatch(toastShown({ type: 'successful', message: 'wallet.accountSaved' }))
      onSaved(saved)
    }
  }

  const numberLabel = {
    crypto: t('wallet.account.address'),
    bank: t('wallet.account.accountNo'),
    pix: t('wallet.account.pixKey'),
  }[type]

  return (
    <form
      className="wallet-form add-account"
      onSubmit={handleSubmit}
      noValidate
      aria-labelledby="add-account-title"
    >
      <h3 id="add-account-title" className="add-account-title">
        {t('wallet.addAccount')}
      </h3>
      <FormTabs
        label={t('wallet.account.type')}
        value={type}
        onChange={(value) => {
          setType(value)
          form.setErrors({})
        }}
        tabs={types.map((tradeType) => ({
          value: tradeType.type,
          label: t(`wallet.accountTypes.${tradeType.type}`),
        }))}
      />
      {countries.length > 0 && (
        <SelectField
          label={t('wallet.account.country')}
          value={country}
          onChange={(value) => {
            setCountry(value)
            setBankCode('')
          }}
          options={countries.map((code) => ({ value: code, label: countryName(code, i18n.language) }))}
          error={form.errors.country}
        />
      )}
      {type === 'bank' && (
        <SelectField
          label={t('wallet.account.bank')}
          value={bankCode}
          onChange={setBankCode}
          placeholder={banks.isFetching ? t('common.loading') : t('wallet.account.chooseBank')}
          options={(banks.data ?? []).map((bank) => ({ value: bank.code, label: bank.name }))}
          error={form.errors.bank_code}
        />
      )}
      {type === 'crypto' && (
        <SelectField
          label={t('wallet.account.network')}
          value={network}
          onChange={setNetwork}
          options={CRYPTO_NETWORKS.map((name) => ({ value: name, label: name }))}
          error={form.errors.network}
        />
      )}
      <TextField
        label={numberLabel}
        autoComplete="off"
        spellCheck={false}
        value={accountNo}
        onChange={(event) => setAccountNo(event.target.value)}
        error={form.errors.account_no}
      />
      <TextField
        label={type === 'crypto' ? t('wallet.account.label') : t('wallet.account.holderName')}
        autoComplete={type === 'crypto' ? 'off' : 'name'}
        value={accountName}
        onChange={(event) => setAccountName(event.target.value)}
        error={form.errors.account_name}
      />
      {hasCpf && (
        <TextField
          label={t('wallet.account.cpf')}
          inputMode="numeric"
          autoComplete="off"
          placeholder="000.000.000-00"
          value={cpf}
          onChange={(event) => setCpf(event.target.value.replace(/[^\d.-]/g, '').slice(0, 14))}
          error={form.errors.cpf}
        />
      )}
      <CheckField label={t('wallet.account.makeDefault')} checked={isDefault} onChange={setDefault} />
      <div className="form-actions">
        {onCancel && (
          <button type="button" className="button button-secondary" onClick={onCancel}>
            {t('common.cancel')}
          </button>
        )}
        <button type="submit" className="button" disabled={form.isBusy}>
          {t('wallet.account.save')}
        </button>
      </div>
    </form>
  )
}
