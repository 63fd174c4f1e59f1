/** What a GET of the provider came to: a new body, the body already held, or why there is none. */
export type SportteryResponse =
  | { readonly status: 'changed'; readonly body: string }
  | { readonly status: 'unchanged'; readonly body: string }
  | { readonly status: 'failed'; readonly reason: string }

export type SportteryClient = {
  /** GETs a path under the base URL, conditionally when an earlier answer carried a validator. */
  get(path: string): Promise<SportteryResponse>
}

type Held = { readonly body: string; readonly etag: string | null; readonly lastModified: string | null }

/** Bodies above this are refused: the whole selling list is a few hundred kilobytes. */
const MAX_BODY_CHARS = 20_000_000

/**
 * The HTTP side of the sporttery feed: plain GETs of the public JSON endpoints under `baseUrl`
 * with a timeout each, sending If-None-Match / If-Modified-Since when the last answer for the
 * same path carried an ETag or Last-Modified, so an unchanged list costs the provider a 304. A
 * body equal to the one held also counts as unchanged, so it is not parsed (nor logged) again,
 * e.g. `await client.get('/gateway/jc/football/getMatchCalculatorV1.qry?poolCode=had&channel=c')`.
 */
export function createSportteryClient({
  baseUrl,
  timeoutMs,
  fetch = globalThis.fetch,
}: {
  baseUrl: string
  timeoutMs: number
  fetch?: typeof globalThis.fetch
}): SportteryClient {
  const held = new Map<string, Held>()
  return {
    async get(path) {
      const last = held.get(path)
      const headers: Record<string, string> = {
        accept: 'application/json',
        // The public pages call these endpoints with the site as referrer.
        referer: 'https://www.sporttery.cn/',
      }
      if (last?.etag) headers['if-none-match'] = last.etag
      if (last?.lastModified) headers['if-modified-since'] = last.lastModified
      let response: Response
      try {
        response = await fetch(`${baseUrl}${path}`, { headers, signal: AbortSignal.timeout(timeoutMs) })
      } catch (error) {
        const name = error instanceof Error ? error.name : ''
        if (name === 'TimeoutError' || name === 'AbortError') return { status: 'failed', reason: 'timeout' }
        return { status: 'failed', reason: error instanceof Error ? error.message : 'fetch failed' }
      }
      if (response.status === 304 && last) {
        await response.body?.cancel()
        return { status: 'unchanged', body: last.body }
      }
      if (!response.ok) {
        await response.body?.cancel()
        return { status: 'failed', reason: `HTTP ${response.status}` }
      }
      let body: string
      try {
        body = await response.text()
      } catch (error) {
        const name = error instanceof Error ? error.name : ''
        return { status: 'failed', reason: name === 'TimeoutError' ? 'timeout' : 'body not read' }
      }
      if (body.length > MAX_BODY_CHARS) return { status: 'failed', reason: 'body too large' }
      held.set(path, {
        body,
        etag: response.headers.get('etag'),
        lastModified: response.headers.get('last-modified'),
      })
      return last?.body === body ? { status: 'unchanged', body } : { status: 'changed', body }
    },
  }
}
