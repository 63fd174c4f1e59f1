import { CRYPTO_NETWORKS, type CryptoNetwork, isCryptoNetwork, parseMoney } from '@app/domain'
import { type FormEvent, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useActionKeys } from '../../../features/wallet/action-key'
import { keptAmount } from '../../../shared/format/amount-text'
import { formatUsdt } from '../../../shared/format/format'
import { TextField } from '../../../shared/ui/form-fields'
import { useErrorText } from '../../shared/use-error-text'
import { type CryptoDepositConfirmation, moneyApi } from './money-api'

type Fields = { address: string; txHash: string; logIndex: string; amount: string }
type FieldErrors = Partial<Record<keyof Fields, string>>
const EMPTY: Fields = { address: '', txHash: '', logIndex: '', amount: '' }
const MAX_LOG_INDEX = 2_147_483_647

/** What is wrong with the form, field by field (the same limits the server holds it to). */
function problemsOf(fields: Fields): { errors: FieldErrors; logIndex?: number } {
  const errors: FieldErrors = {}
  const address = fields.address.trim()
  if (address.length === 0 || address.length > 64) errors.address = 'address'
  const txHash = fields.txHash.trim()
  if (txHash.length < 8 || txHash.length > 100) errors.txHash = 'txHash'
  const amount = parseMoney(fields.amount)
  if (!amount.ok || amount.value <= 0n) errors.amount = 'amount'
  const logText = fields.logIndex.trim()
  const logIndex = logText === '' ? undefined : Number(logText)
  if (logIndex !== undefined && !(Number.isInteger(logIndex) && logIndex >= 0 && logIndex <= MAX_LOG_INDEX)) {
    errors.logIndex = 'logIndex'
  }
  return logIndex === undefined ? { errors } : { errors, logIndex }
}

/**
 * Credits a crypto transfer to the player who owns the address: the sandbox's deposits, or a
 * fallback when the chain watcher is on. A transfer credits once, whoever reports it.
 */
export function DepositConfirmation() {
  const { t, i18n } = useTranslation()
  const errorText = useErrorText()
  const keys = useActionKeys()
  const networkId = useId()
  const [network, setNetwork] = useState<CryptoNetwork>(CRYPTO_NETWORKS[0])
  const [fields, setFields] = useState<Fields>(EMPTY)
  const [errors, setErrors] = useState<FieldErrors>({})
  const [isSending, setSending] = useState(false)
  const [failure, setFailure] = useState<unknown>()
  const [notice, setNotice] = useState('')

  const field = (name: keyof Fields) => ({
    value: fields[name],
    error: errors[name] ? t(`money.deposits.invalid.${name}`) : undefined,
    onChange: (event: { target: { value: string } }) => {
      const typed = name === 'amount' ? keptAmount(event.target.value) : event.target.value
      setFields((current) => ({ ...current, [name]: typed }))
      setErrors((current) => ({ ...current, [name]: undefined }))
    },
  })

  async function handleSubmit(event: FormEvent) {
    event.preventDefault()
    if (isSending) return
    const { errors: found, logIndex } = problemsOf(fields)
    setErrors(found)
    setNotice('')
    if (Object.keys(found).length > 0) return
    const confirmation: CryptoDepositConfirmation = {
      network,
      address: fields.address.trim(),
      tx_hash: fields.txHash.trim(),
      amount: fields.amount.trim(),
      ...(logIndex === undefined ? {} : { log_index: logIndex }),
    }
    setSending(true)
    setFailure(undefined)
    try {
      const deposit = await keys.attempt(confirmation, (key) => moneyApi.confirmDeposit(confirmation, key))
      setNotice(
        t('money.deposits.credited', {
          order: deposit.order_id,
          amount: formatUsdt(deposit.amount, i18n.language),
        }),
      )
      setFields(EMPTY)
    } catch (error) {
      setFailure(error)
    } finally {
      setSending(false)
    }
  }

  return (
    <section className="bo-money-section" aria-labelledby="bo-deposits-title">
      <div className="bo-toolbar">
        <h2 id="bo-deposits-title">{t('money.deposits.title')}</h2>
      </div>
      <p className="muted bo-intro">{t('money.deposits.intro')}</p>
      <form className="panel bo-money-form" onSubmit={handleSubmit} noValidate>
        <div className="field">
          <label htmlFor={networkId}>{t('money.deposits.network')}</label>
          <select
            id={networkId}
            value={network}
            onChange={(event) => {
              if (isCryptoNetwork(event.target.value)) setNetwork(event.target.value)
            }}
          >
            {CRYPTO_NETWORKS.map((each) => (
              <option key={each} value={each}>
                USDT · {each}
              </option>
            ))}
          </select>
        </div>
        <TextField
          label={t('money.deposits.address')}
          autoComplete="off"
          spellCheck={false}
          {...field('address')}
        />
        <TextField
          label={t('money.deposits.txHash')}
          autoComplete="off"
          spellCheck={false}
          {...field('txHash')}
        />
        <div className="field-row">
          <TextField
            label={t('money.deposits.amount')}
            inputMode="decimal"
            autoComplete="off"
            {...field('amount')}
          />
          <TextField
            label={t('money.deposits.logIndex')}
            hint={t('money.deposits.logIndexHint')}
            inputMode="numeric"
            autoComplete="off"
            {...field('logIndex')}
          />
        </div>
        {failure !== undefined && (
          <p className="field-error" role="alert">
            {errorText(failure)}
          </p>
        )}
        <p className="bo-notice" role="status">
          {notice}
        </p>
        <div className="bo-form-actions">
          <button type="submit" className="button" disabled={isSending}>
            {isSending ? t('money.sending') : t('money.deposits.submit')}
          </button>
        </div>
      </form>
    </section>
  )
}
