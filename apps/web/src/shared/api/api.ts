import { createApi } from '@reduxjs/toolkit/query/react'
import { baseQuery } from './base-query'

/** Seconds unused data stays cached: the spec's 60 s. */
export const CACHE_SECONDS = 60

/** The one API slice; each feature injects its endpoints into it. */
export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  keepUnusedDataFor: CACHE_SECONDS,
  tagTypes: [
    'Games',
    'HomeContent',
    'Currencies',
    'Balance',
    'Member',
    'Deposits',
    'Withdrawals',
    'ChangeLog',
    'BankAccounts',
    'CheckIn',
  ],
  endpoints: () => ({}),
})
