import type { Money } from '../money/money'

/** One line of a journal entry: an amount added to (positive) or taken from (negative) an account. */
export type Posting<Account> = { readonly account: Account; readonly amount: Money }

export type JournalCheck = { ok: true } | { ok: false; reason: 'NO_POSTINGS' | 'ZERO_POSTING' | 'UNBALANCED' }

/**
 * Whether postings make a valid double-entry journal entry: at least two, none zero, summing to
 * exactly zero, e.g. player +5 and house -5 is valid; player +5 alone is 'UNBALANCED'.
 */
export function checkJournal<Account>(postings: readonly Posting<Account>[]): JournalCheck {
  if (postings.length < 2) return { ok: false, reason: 'NO_POSTINGS' }
  if (postings.some((posting) => posting.amount === 0n)) return { ok: false, reason: 'ZERO_POSTING' }
  const sum = postings.reduce((total, posting) => total + posting.amount, 0n)
  return sum === 0n ? { ok: true } : { ok: false, reason: 'UNBALANCED' }
}
