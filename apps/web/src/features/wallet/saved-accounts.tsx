import type { BankInformation } from '@app/contract'
import { Trash2 } from 'lucide-react'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useDispatch } from 'react-redux'
import { isApiError } from '../../shared/api/api-error'
import { ConfirmDialog } from '../../shared/ui/confirm-dialog'
import { toastShown } from '../../shared/ui-state/ui-slice'
import { useDeleteBankAccountMutation } from './wallet-api'
import { WALLET_TEXTS } from './wallet-texts'

/** An account number shortened for display: the first and last four characters, e.g. "TQ1b…9xYz". */
export function maskAccountNumber(accountNo: string): string {
  return accountNo.length > 10 ? `${accountNo.slice(0, 4)}…${accountNo.slice(-4)}` : accountNo
}

/** Saved accounts with the default first, then in the order they were added. */
export function sortAccounts(accounts: readonly BankInformation[]): BankInformation[] {
  return [...accounts].sort((a, b) => Number(b.is_default) - Number(a.is_default) || a.id - b.id)
}

/** What an account is at a glance: its bank or network and its type. */
function accountTitle(account: BankInformation, t: (key: string) => string): string {
  const type = t(`wallet.accountTypes.${account.account_type}`)
  const where = account.account_type === 'crypto' ? account.network : account.bank_name
  return where ? `${where} · ${type}` : type
}

/** The saved withdrawal accounts to choose from, each deletable after a confirmation. */
export function SavedAccounts({
  accounts,
  selectedId,
  onSelect,
}: {
  accounts: readonly BankInformation[]
  selectedId: number | undefined
  onSelect: (id: number) => void
}) {
  const { t } = useTranslation(WALLET_TEXTS)
  const dispatch = useDispatch()
  const name = useId()
  const [deleteAccount, deletion] = useDeleteBankAccountMutation()
  const [deleting, setDeleting] = useState<BankInformation | undefined>()

  async function handleDelete(account: BankInformation) {
    setDeleting(undefined)
    try {
      await deleteAccount(account.id).unwrap()
      dispatch(toastShown({ type: 'successful', message: 'wallet.accountDeleted' }))
    } catch (error) {
      dispatch(
        toastShown({
          type: 'error',
          message: `errors.${isApiError(error) ? error.msg : 'somethingWentWrong'}`,
        }),
      )
    }
  }

  return (
    <fieldset className="saved-accounts">
      <legend>{t('wallet.accounts')}</legend>
      <ul className="saved-accounts-list">
        {sortAccounts(accounts).map((account) => (
          <li key={account.id} className="saved-account">
            <label>
              <input
                type="radio"
                name={name}
                value={account.id}
                checked={account.id === selectedId}
                onChange={() => onSelect(account.id)}
              />
              <span className="saved-account-text">
                <span className="saved-account-title">
                  {accountTitle(account, t)}
                  {account.is_default && <span className="badge">{t('wallet.default')}</span>}
                </span>
                <span className="saved-account-line muted numeric">
                  {account.account_name} · {maskAccountNumber(account.account_no)}
                </span>
              </span>
            </label>
            <button
              type="button"
              className="icon-button"
              aria-label={t('wallet.deleteAccount', { account: maskAccountNumber(account.account_no) })}
              disabled={deletion.isLoading}
              onClick={() => setDeleting(account)}
            >
              <Trash2 aria-hidden size={18} />
            </button>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        title={t('wallet.deleteAccountTitle')}
        message={t('wallet.deleteAccountConfirm', {
          account: deleting ? maskAccountNumber(deleting.account_no) : '',
        })}
        isOpen={deleting !== undefined}
        onCancel={() => setDeleting(undefined)}
        onConfirm={() => deleting && void handleDelete(deleting)}
      />
    </fieldset>
  )
}
