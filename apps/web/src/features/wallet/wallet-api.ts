import type {
  BankInformation,
  BankType,
  ChangeLog,
  CheckInClaim,
  CheckInStatus,
  NewBankInformation,
  Page,
  PayChannel,
  ProviderBalance,
  ProviderGame,
  ProviderTransfer,
  ProviderTransferRequest,
  Recharge,
  RechargeRequest,
  RechargeType,
  TradeType,
  Withdrawal,
  WithdrawChannels,
  WithdrawRequest,
} from '@app/contract'
import { api } from '../../shared/api/api'
import { PAGE_PAGING } from '../../shared/api/paging'

/** Rows fetched per page of a history list ("load more" asks for the next ones). */
export const HISTORY_PAGE_SIZE = 20

/** A history list's filter: days as YYYY-MM-DD (empty for no bound), and a status or kind. */
export type HistoryFilter = { from: string; to: string; status?: number; kind?: number }

/** A money-moving call with the key made once per player action (see useActionKey). */
type Keyed<T> = { body: T; key: string }

const IDEMPOTENCY_HEADER = 'idempotency-key'

/** The query string of a history page: only the bounds that are set. */
function historyParams(filter: HistoryFilter, start: number) {
  return {
    start,
    limit: HISTORY_PAGE_SIZE,
    ...(filter.from ? { from: filter.from } : {}),
    ...(filter.to ? { to: filter.to } : {}),
    ...(filter.status === undefined ? {} : { status: filter.status }),
    ...(filter.kind === undefined ? {} : { kind: filter.kind }),
  }
}

/** A game wallet: a transfer provider's (ky, ng), on one of its platforms for an aggregator (ng). */
export type GameWallet = { provider: 'ky' | 'ng'; platform?: string }

/** Each transfer provider's calls live under its own group, as the spec names them. */
const WALLET_CALLS = {
  ky: { group: '/playcard', prefix: '/api/v1/ky' },
  ng: { group: '/nggame', prefix: '/api/v1/ng' },
} as const

const walletCall = (
  { provider, platform }: GameWallet,
  path: string,
  params: Record<string, unknown> = {},
) => ({
  url: `${WALLET_CALLS[provider].prefix}${path}`,
  group: WALLET_CALLS[provider].group,
  params: { ...params, ...(platform ? { plat_type: platform } : {}) },
})

export const walletApi = api.injectEndpoints({
  endpoints: (build) => ({
    gameWalletBalance: build.query<ProviderBalance, GameWallet>({
      query: (wallet) => walletCall(wallet, '/balance'),
      providesTags: ['ProviderWallet'],
    }),
    gameWalletGames: build.query<Page<ProviderGame>, GameWallet['provider']>({
      query: (provider) => walletCall({ provider }, '/game_list'),
    }),
    gameWalletTransfers: build.query<Page<ProviderTransfer>, GameWallet>({
      query: (wallet) => walletCall(wallet, '/transfers', { start: 0, limit: 5 }),
      providesTags: ['ProviderWallet'],
    }),
    /** Money to a game wallet (`in`) or back to the main wallet (`out`). */
    gameWalletTransfer: build.mutation<
      ProviderTransfer,
      Keyed<ProviderTransferRequest> & { direction: ProviderTransfer['direction']; wallet: GameWallet }
    >({
      query: ({ body, key, direction, wallet }) => ({
        url: `${WALLET_CALLS[wallet.provider].prefix}/transfer_${direction}`,
        method: 'POST',
        body: { ...body, ...(wallet.platform ? { plat_type: wallet.platform, currency: 'USDT' } : {}) },
        headers: { [IDEMPOTENCY_HEADER]: key },
        group: WALLET_CALLS[wallet.provider].group,
      }),
      invalidatesTags: ['ProviderWallet', 'Balance', 'ChangeLog'],
    }),
    rechargeTypes: build.query<RechargeType[], void>({ query: () => '/api/v1/recharge/type' }),
    payChannels: build.query<PayChannel[], void>({ query: () => '/api/v1/pay/all' }),
    withdrawChannels: build.query<WithdrawChannels, void>({ query: () => '/api/v1/withdraw/all' }),
    recharge: build.mutation<Recharge, Keyed<RechargeRequest>>({
      query: ({ body, key }) => ({
        url: '/api/v1/recharge',
        method: 'POST',
        body,
        headers: { [IDEMPOTENCY_HEADER]: key },
      }),
      invalidatesTags: ['Deposits'],
    }),
    continueRecharge: build.mutation<Recharge, Keyed<{ order_id: string }>>({
      query: ({ body, key }) => ({
        url: '/api/v1/continueRecharge',
        method: 'POST',
        body,
        headers: { [IDEMPOTENCY_HEADER]: key },
      }),
    }),
    /** The newest deposits, which an open crypto deposit polls for transfers to its address. */
    recentDeposits: build.query<Page<Recharge>, void>({
      query: () => ({ url: '/api/v1/recharge', params: { start: 0, limit: 10 } }),
      providesTags: ['Deposits'],
    }),
    deposits: build.infiniteQuery<Page<Recharge>, HistoryFilter, number>({
      infiniteQueryOptions: PAGE_PAGING,
      query: ({ queryArg, pageParam }) => ({
        url: '/api/v1/recharge',
        params: historyParams(queryArg, pageParam),
      }),
      providesTags: ['Deposits'],
    }),
    withdrawals: build.infiniteQuery<Page<Withdrawal>, HistoryFilter, number>({
      infiniteQueryOptions: PAGE_PAGING,
      query: ({ queryArg, pageParam }) => ({
        url: '/api/v1/withdraw',
        params: historyParams(queryArg, pageParam),
      }),
      providesTags: ['Withdrawals'],
    }),
    changeLog: build.infiniteQuery<ChangeLog, HistoryFilter, number>({
      infiniteQueryOptions: PAGE_PAGING,
      query: ({ queryArg, pageParam }) => ({
        url: '/api/v1/member/change_log',
        params: historyParams(queryArg, pageParam),
      }),
      providesTags: ['ChangeLog'],
    }),
    bankAccounts: build.query<BankInformation[], void>({
      query: () => '/api/v1/bank_information',
      providesTags: ['BankAccounts'],
    }),
    addBankAccount: build.mutation<BankInformation, NewBankInformation>({
      query: (body) => ({ url: '/api/v1/bank_information', method: 'POST', body }),
      invalidatesTags: ['BankAccounts'],
    }),
    deleteBankAccount: build.mutation<null, number>({
      query: (infoId) => ({ url: '/api/v1/bank_information', method: 'DELETE', params: { info_id: infoId } }),
      invalidatesTags: ['BankAccounts'],
    }),
    bankTypes: build.query<BankType[], string>({
      query: (country) => ({ url: '/api/v1/withdraw/bank_type', params: { country } }),
    }),
    tradeTypes: build.query<TradeType[], void>({ query: () => '/api/v1/withdraw/trade_type' }),
    withdraw: build.mutation<Withdrawal, Keyed<WithdrawRequest>>({
      query: ({ body, key }) => ({
        url: '/api/v1/withdraw',
        method: 'POST',
        body,
        headers: { [IDEMPOTENCY_HEADER]: key },
      }),
      invalidatesTags: ['Withdrawals', 'Balance', 'ChangeLog'],
    }),
    checkInStatus: build.query<CheckInStatus, void>({
      query: () => ({ url: '/api/v1/benefit/check_in', group: '/activities' }),
      // The spec caches the reward list for 1 second only.
      keepUnusedDataFor: 1,
      providesTags: ['CheckIn'],
    }),
    claimCheckIn: build.mutation<CheckInClaim, { key: string }>({
      query: ({ key }) => ({
        url: '/api/v1/benefit/check_in',
        group: '/activities',
        method: 'POST',
        headers: { [IDEMPOTENCY_HEADER]: key },
      }),
      invalidatesTags: ['CheckIn', 'Balance', 'ChangeLog'],
    }),
  }),
})

export const {
  useRechargeTypesQuery,
  usePayChannelsQuery,
  useWithdrawChannelsQuery,
  useRechargeMutation,
  useRecentDepositsQuery,
  useContinueRechargeMutation,
  useDepositsInfiniteQuery,
  useWithdrawalsInfiniteQuery,
  useChangeLogInfiniteQuery,
  useBankAccountsQuery,
  useAddBankAccountMutation,
  useDeleteBankAccountMutation,
  useBankTypesQuery,
  useTradeTypesQuery,
  useWithdrawMutation,
  useCheckInStatusQuery,
  useClaimCheckInMutation,
  useGameWalletBalanceQuery,
  useGameWalletGamesQuery,
  useGameWalletTransfersQuery,
  useGameWalletTransferMutation,
} = walletApi
