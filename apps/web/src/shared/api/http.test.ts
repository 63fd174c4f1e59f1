import { ZNotices } from '@app/contract'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiError, getData } from './http'

function answer(body: string, status = 200) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(body, { status })),
  )
}

afterEach(() => vi.unstubAllGlobals())

describe('getData', () => {
  it('returns the data of a successful envelope and sends the language', async () => {
    answer(JSON.stringify({ code: 0, msg: '', data: [{ id: 1, content: 'Hello' }] }))
    await expect(getData('/api/v1/notice', ZNotices, 'zh')).resolves.toEqual([{ id: 1, content: 'Hello' }])
    expect(fetch).toHaveBeenCalledWith('/sports/api/v1/notice', { headers: { 'accept-language': 'zh' } })
  })

  it('turns an error envelope into an ApiError with its code and key', async () => {
    answer(JSON.stringify({ code: 404, msg: 'NOT_FOUND', data: null }), 404)
    await expect(getData('/api/v1/notice', ZNotices, 'en')).rejects.toEqual(new ApiError(404, 'NOT_FOUND'))
  })

  it.each([
    ['a body that is not JSON', '<html>'],
    ['data that breaks the contract', JSON.stringify({ code: 0, msg: '', data: [{ id: 'x' }] })],
    ['a body that is no envelope', JSON.stringify({ hello: 'world' })],
  ])('reports PARSING_ERROR for %s', async (_case, body) => {
    answer(body)
    await expect(getData('/api/v1/notice', ZNotices, 'en')).rejects.toMatchObject({ code: 'PARSING_ERROR' })
  })

  it('reports FETCH_ERROR when the network fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    )
    await expect(getData('/api/v1/notice', ZNotices, 'en')).rejects.toMatchObject({ code: 'FETCH_ERROR' })
  })
})
