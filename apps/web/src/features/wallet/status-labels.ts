import { TRANSACTION_STATUS, WITHDRAWAL_STATUS } from '@app/domain'

/** How a status looks: waiting (warning colour), done (success) or stopped (error). */
export type StatusTone = 'waiting' | 'done' | 'stopped'

export type StatusLabel = { key: string; tone: StatusTone }

const nameOf = <T extends Record<string, number>>(codes: T, code: number) =>
  (Object.keys(codes) as (keyof T & string)[]).find((name) => codes[name] === code)

const DEPOSIT_TONES: Record<keyof typeof TRANSACTION_STATUS, StatusTone> = {
  pending: 'waiting',
  audited: 'waiting',
  processing: 'waiting',
  success: 'done',
  failed: 'stopped',
  rejected: 'stopped',
}

const WITHDRAWAL_TONES: Record<keyof typeof WITHDRAWAL_STATUS, StatusTone> = {
  canApprove: 'waiting',
  processing: 'waiting',
  successTransaction: 'done',
  failed: 'stopped',
  reject: 'stopped',
}

/** A deposit's status label from the spec's transaction set, e.g. 0 is "pending". */
export function depositStatusLabel(status: number): StatusLabel {
  const name = nameOf(TRANSACTION_STATUS, status)
  return name
    ? { key: `wallet.depositStatus.${name}`, tone: DEPOSIT_TONES[name] }
    : { key: 'wallet.unknownStatus', tone: 'waiting' }
}

/** A withdrawal's status label from the spec's withdrawal set, e.g. 0 is "canApprove". */
export function withdrawalStatusLabel(status: number): StatusLabel {
  const name = nameOf(WITHDRAWAL_STATUS, status)
  return name
    ? { key: `wallet.withdrawalStatus.${name}`, tone: WITHDRAWAL_TONES[name] }
    : { key: 'wallet.unknownStatus', tone: 'waiting' }
}

/** A pending bank or card deposit can go back to its payment page. */
export function canContinuePayment(deposit: { type: string; status: number }): boolean {
  return deposit.status === TRANSACTION_STATUS.pending && (deposit.type === 'bank' || deposit.type === 'card')
}
