import type { LEGAL_PAGE_KEYS as CONTRACT_LEGAL_PAGE_KEYS } from '@app/contract'

/**
 * The legal pages by key, in the footer's order. The contract's content module declares its zod
 * schemas beside its list, and a value imported from it brings zod into the chunk (~40 KiB
 * gzipped), so the list is repeated here; its type holds it equal to the contract's.
 */
export const LEGAL_PAGES = [
  'privacy',
  'terms',
  'self-exclusion',
  'aml',
  'fairness',
  'gamble-aware',
] as const satisfies typeof CONTRACT_LEGAL_PAGE_KEYS
