import { type ApiGroup, DEFAULT_API_GROUP } from '@app/contract'
import {
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
  fetchBaseQuery,
  retry,
} from '@reduxjs/toolkit/query/react'
import { readStored, STORAGE_KEYS, writeStored } from '../storage/storage-keys'
import type { ApiError } from './api-error'
import { takePageData } from './page-data'
import { currentRequestLanguage, endExpiredSession } from './request-context'

/** The spec's request rules: 5 s timeout, up to 3 retries with backoff, never on a 4xx. */
export const REQUEST_TIMEOUT_MS = 5000
export const MAX_RETRIES = 3

/** A call: a path under one of the API groups (the default is /sports). */
export type ApiArgs = FetchArgs & { group?: ApiGroup }

const isOddsChange = (value: unknown): value is { index: number; odds: string } =>
  typeof value === 'object' &&
  value !== null &&
  'index' in value &&
  typeof value.index === 'number' &&
  'odds' in value &&
  typeof value.odds === 'string'

type Envelope = { code: number; msg: string; data: unknown }

const isEnvelope = (body: unknown): body is Envelope =>
  typeof body === 'object' && body !== null && 'code' in body && 'msg' in body

const rawBaseQuery = fetchBaseQuery({
  // The API lives on the page's own origin (the dev server forwards it).
  baseUrl: globalThis.location?.origin ?? '',
  timeout: REQUEST_TIMEOUT_MS,
  prepareHeaders(headers) {
    const token = readStored(STORAGE_KEYS.token)
    const userId = readStored(STORAGE_KEYS.userId)
    if (token && !headers.has('authorization')) headers.set('authorization', token)
    if (userId) headers.set('user-id', userId)
    headers.set('accept-language', currentRequestLanguage())
    return headers
  },
})

function withGroup(args: string | ApiArgs): FetchArgs {
  const call = typeof args === 'string' ? { url: args } : args
  const { group = DEFAULT_API_GROUP, ...rest } = call as ApiArgs
  const path = rest.url.startsWith('/') ? rest.url : `/${rest.url}`
  return { ...rest, url: `${group}${path}` }
}

/** Turns a transport failure or an error envelope into the UI's ApiError. */
export function toApiError(error: FetchBaseQueryError): ApiError {
  if (
    error.status === 'FETCH_ERROR' ||
    error.status === 'TIMEOUT_ERROR' ||
    error.status === 'PARSING_ERROR'
  ) {
    return { status: error.status, msg: error.status }
  }
  if (error.status === 'CUSTOM_ERROR') return { status: 'PARSING_ERROR', msg: 'PARSING_ERROR' }
  const status = error.status
  const body = error.data
  if (isEnvelope(body) && body.msg) {
    const details = (body.data ?? {}) as {
      field?: unknown
      attempts_left?: unknown
      tries_left?: unknown
      limit?: unknown
      seconds?: unknown
      minutes?: unknown
      changes?: unknown
      warning?: unknown
      warnings?: unknown
    }
    const attemptsLeft = details.attempts_left ?? details.tries_left
    const { seconds, minutes, changes, warning, warnings } = details
    return {
      status,
      msg: body.msg,
      ...(typeof details.field === 'string' ? { field: details.field } : {}),
      ...(typeof attemptsLeft === 'number' ? { attemptsLeft } : {}),
      ...(typeof details.limit === 'string' ? { limit: details.limit } : {}),
      ...(typeof seconds === 'number' ? { seconds } : {}),
      ...(typeof minutes === 'number' ? { minutes } : {}),
      ...(Array.isArray(changes) ? { changes: changes.filter(isOddsChange) } : {}),
      ...(typeof warning === 'string' ? { warning } : {}),
      ...(Array.isArray(warnings)
        ? { warnings: warnings.filter((code): code is string => typeof code === 'string') }
        : {}),
    }
  }
  return { status, msg: status >= 500 ? 'serverError' : 'pageNotWorking' }
}

// One refresh at a time: every call that meets a 401 waits for the same renewal.
let refreshing: Promise<boolean> | undefined

async function refreshSession(api: Parameters<BaseQueryFn>[1]): Promise<boolean> {
  const freshToken = readStored(STORAGE_KEYS.freshToken)
  if (!freshToken) return false
  const result = await rawBaseQuery(
    { url: `${DEFAULT_API_GROUP}/api/v1/refresh/token`, headers: { authorization: freshToken } },
    api,
    {},
  )
  const body = result.data
  if (!isEnvelope(body) || body.code !== 0) return false
  const data = body.data as { token?: unknown; fresh_token?: unknown } | null
  if (typeof data?.token !== 'string') return false
  writeStored(STORAGE_KEYS.token, data.token)
  if (typeof data.fresh_token === 'string') writeStored(STORAGE_KEYS.freshToken, data.fresh_token)
  return true
}

const envelopeQuery: BaseQueryFn<string | ApiArgs, unknown, ApiError> = async (args, api, extraOptions) => {
  const call = withGroup(args)
  const carried = takePageData(call)
  let result = carried === undefined ? await rawBaseQuery(call, api, extraOptions) : { data: carried }
  if (result.error?.status === 401 && readStored(STORAGE_KEYS.token)) {
    refreshing ??= refreshSession(api).finally(() => {
      refreshing = undefined
    })
    if (await refreshing) result = await rawBaseQuery(call, api, extraOptions)
    else endExpiredSession()
  }
  if (result.error) {
    const error = toApiError(result.error)
    // 4xx answers are final; only transport failures and 5xx are worth another try.
    if (typeof error.status === 'number' && error.status < 500) retry.fail(error)
    return { error }
  }
  const body = result.data
  if (!isEnvelope(body)) return { error: { status: 'PARSING_ERROR', msg: 'PARSING_ERROR' } }
  if (body.code !== 0) retry.fail({ status: body.code, msg: body.msg } satisfies ApiError)
  return { data: body.data }
}

/** The base query of every endpoint: envelope, groups, headers, timeout, retries and refresh. */
export const baseQuery = retry(envelopeQuery, { maxRetries: MAX_RETRIES })
