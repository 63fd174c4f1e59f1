import type { Middleware, WithSlice } from '@reduxjs/toolkit'
import { createApi } from '@reduxjs/toolkit/query/react'
import { lateMiddleware } from '../store/late-middleware'
import { rootReducer } from '../store/root-reducer'
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
    'ProviderWallet',
    'GameRounds',
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

declare module '../store/root-reducer' {
  export interface LazyLoadedSlices extends WithSlice<typeof api> {}
}

/**
 * An injected slice has no state until the next action reaches the reducer, but RTK Query's thunks
 * read the cache before they dispatch anything: the first action after the data layer has joined
 * a store is preceded by one that gives the cache its initial state.
 */
const cacheStateFirst: Middleware =
  ({ getState }) =>
  (next) =>
  (action) => {
    if (!(api.reducerPath in (getState() as object))) next({ type: `${api.reducerPath}/joinedStore` })
    return next(action)
  }

// The data layer joins the store as it loads: no page's first paint waits for RTK Query. Every
// module that calls the API imports this one first, so the cache and its middleware are in place
// before any request.
rootReducer.inject(api)
lateMiddleware.addMiddleware(cacheStateFirst, api.middleware)
