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

/**
 * What a legal page offers the player to do about it, shown under its title: the self-exclusion
 * page leads to the profile's responsible play section, where limits are set and breaks taken.
 */
export const LEGAL_PAGE_ACTIONS: Partial<
  Record<(typeof LEGAL_PAGES)[number], { to: string; label: string }>
> = {
  'self-exclusion': { to: '/profile?section=responsiblePlay', label: 'info.legal.responsiblePlayLink' },
}
