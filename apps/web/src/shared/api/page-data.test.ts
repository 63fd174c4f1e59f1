import { PAGE_DATA_ELEMENT_ID } from '@app/contract'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

const LOBBY_CALL = '/sports/api/v1/soccer?start=0&limit=20'
const ANSWER = { code: 0, msg: 'success', data: { list: [], total: 0 } }

/** A page as the server serves it with its first call's answer, and a fresh copy of the module. */
async function servedPage(text = JSON.stringify({ url: LOBBY_CALL, body: ANSWER })) {
  const element = document.createElement('script')
  element.type = 'application/json'
  element.id = PAGE_DATA_ELEMENT_ID
  element.textContent = text
  document.body.append(element)
  vi.resetModules()
  return (await import('./page-data')).takePageData
}

beforeEach(() => vi.spyOn(performance, 'now').mockReturnValue(1_000))
afterEach(() => {
  vi.restoreAllMocks()
  document.body.replaceChildren()
})

describe('takePageData', () => {
  it('gives the carried answer to the same call, with its query in any order, once', async () => {
    const takePageData = await servedPage()
    const call = { url: '/sports/api/v1/soccer', params: { limit: 20, start: 0 } }
    expect(takePageData(call)).toEqual(ANSWER)
    expect(takePageData(call)).toBeUndefined()
    expect(document.getElementById(PAGE_DATA_ELEMENT_ID)).toBeNull()
  })

  it('keeps the answer from other calls and from other methods', async () => {
    const takePageData = await servedPage()
    expect(
      takePageData({ url: '/sports/api/v1/basketball', params: { start: 0, limit: 20 } }),
    ).toBeUndefined()
    expect(takePageData({ url: '/sports/api/v1/soccer', params: { start: 20, limit: 20 } })).toBeUndefined()
    expect(takePageData({ url: LOBBY_CALL, method: 'POST' })).toBeUndefined()
    expect(takePageData({ url: LOBBY_CALL })).toEqual(ANSWER)
  })

  it('lets a call go to the network once the page is older than its answer may be', async () => {
    const takePageData = await servedPage()
    vi.spyOn(performance, 'now').mockReturnValue(60_000)
    expect(takePageData({ url: LOBBY_CALL })).toBeUndefined()
  })

  it.each([['not json'], ['{"body":1}'], ['']])('ignores a page element holding %j', async (text) => {
    const takePageData = await servedPage(text)
    expect(takePageData({ url: LOBBY_CALL })).toBeUndefined()
  })

  it('has nothing to give on a page served without an answer', async () => {
    vi.resetModules()
    const { takePageData } = await import('./page-data')
    expect(takePageData({ url: LOBBY_CALL })).toBeUndefined()
  })
})
