import { PAGE_DATA_ELEMENT_ID, type PageData } from '@app/contract'
import type { FetchArgs } from '@reduxjs/toolkit/query/react'

/** Past this age of the page an answer it carried is stale: the call goes to the network. */
const PAGE_DATA_MAX_AGE_MS = 30_000
const ANY_ORIGIN = 'http://page.invalid'

const isPageData = (value: unknown): value is PageData =>
  typeof value === 'object' &&
  value !== null &&
  'url' in value &&
  typeof value.url === 'string' &&
  'body' in value

/** The answer the server put in the page, taken out of the page once read. */
let carried: PageData | undefined
let isRead = false

function readCarried(): PageData | undefined {
  isRead = true
  const element = globalThis.document?.getElementById(PAGE_DATA_ELEMENT_ID)
  if (!element) return undefined
  element.remove()
  try {
    const parsed: unknown = JSON.parse(element.textContent ?? '')
    return isPageData(parsed) ? parsed : undefined
  } catch {
    return undefined
  }
}

/** A call's address as path and sorted query, the form both sides are compared in. */
function addressOf(url: string, params?: Record<string, unknown>): string {
  const address = new URL(url, ANY_ORIGIN)
  for (const [name, value] of Object.entries(params ?? {})) {
    if (value !== undefined) address.searchParams.append(name, String(value))
  }
  address.searchParams.sort()
  return `${address.pathname}?${address.searchParams}`
}

/**
 * The answer to a GET call that the server already put in the page (see `pageHints` of the
 * contract), or undefined. The first matching call takes it; every later call asks the network.
 */
export function takePageData(call: FetchArgs): unknown {
  if (!isRead) carried = readCarried()
  if (!carried || (call.method ?? 'GET').toUpperCase() !== 'GET') return undefined
  if (globalThis.performance.now() > PAGE_DATA_MAX_AGE_MS) {
    carried = undefined
    return undefined
  }
  if (addressOf(carried.url) !== addressOf(call.url, call.params)) return undefined
  const { body } = carried
  carried = undefined
  return body
}
