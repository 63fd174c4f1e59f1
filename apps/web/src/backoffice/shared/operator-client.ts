import { DEFAULT_API_GROUP } from '@app/contract'
import type { ApiError } from '../../shared/api/api-error'
import { endSession, readToken } from './operator-session'

/** Every back-office call is under the default group's operator path. */
export const OPERATOR_API = `${DEFAULT_API_GROUP}/api/v1/operator`
/** A desk call that has not answered by then has failed: the agent sees it and can try again. */
export const REQUEST_TIMEOUT_MS = 10_000

type Envelope = { code: number; msg: string; data: unknown }

const isEnvelope = (body: unknown): body is Envelope =>
  typeof body === 'object' && body !== null && 'code' in body && 'msg' in body

let requestLanguage = 'en'

/** The language every call sends as Accept-Language, kept in step with the interface language. */
export function setRequestLanguage(language: string): void {
  requestLanguage = language
}

type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT'
  body?: unknown
  isSignedOut?: boolean
  /** A money-moving call's Idempotency-Key: the same key on a retry replays the first answer. */
  idempotencyKey?: string
}

const failure = (status: ApiError['status'], msg: string): ApiError => ({ status, msg })

/** Sends a call with the session's bearer token; a network failure or timeout rejects as an ApiError. */
async function send(
  path: string,
  { method = 'GET', body, isSignedOut = false, idempotencyKey }: RequestOptions,
  accept: string,
): Promise<Response> {
  const headers = new Headers({ accept, 'accept-language': requestLanguage })
  const token = readToken()
  if (token && !isSignedOut) headers.set('authorization', `Bearer ${token}`)
  if (body !== undefined) headers.set('content-type', 'application/json')
  if (idempotencyKey) headers.set('idempotency-key', idempotencyKey)
  let response: Response
  try {
    response = await fetch(new URL(`${OPERATOR_API}${path}`, globalThis.location.origin), {
      method,
      headers,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    })
  } catch (error) {
    throw error instanceof DOMException && error.name === 'TimeoutError'
      ? failure('TIMEOUT_ERROR', 'TIMEOUT_ERROR')
      : failure('FETCH_ERROR', 'FETCH_ERROR')
  }
  if (response.status === 401 && !isSignedOut) endSession()
  return response
}

/** The answer's envelope, or the ApiError of an answer that is none. */
async function envelopeOf(response: Response): Promise<Envelope> {
  let envelope: unknown
  try {
    envelope = await response.json()
  } catch {
    throw response.ok
      ? failure('PARSING_ERROR', 'PARSING_ERROR')
      : failure(response.status, response.status >= 500 ? 'serverError' : 'pageNotWorking')
  }
  if (!isEnvelope(envelope)) throw failure('PARSING_ERROR', 'PARSING_ERROR')
  return envelope
}

/**
 * The ApiError of a refused call, with the limit its rule names (e.g. a minimum deposit) and the
 * request field it is about (e.g. `title.en`, for the form to point at) when there are.
 */
function refusal(response: Response, envelope: Envelope): ApiError {
  const status = response.ok ? envelope.code : response.status
  const fallback = status >= 500 ? 'serverError' : 'pageNotWorking'
  const details = (envelope.data ?? {}) as { limit?: unknown; field?: unknown }
  return {
    ...failure(status, envelope.msg || fallback),
    ...(typeof details.limit === 'string' ? { limit: details.limit } : {}),
    ...(typeof details.field === 'string' ? { field: details.field } : {}),
  }
}

/**
 * Calls the operator API under `OPERATOR_API` with the session's bearer token and returns the
 * envelope's data, e.g. `operatorRequest<DeskAgent>('/support/me')`. A failure rejects with an
 * ApiError whose `msg` the UI translates as `errors.<msg>`; a 401 also ends the session, which
 * sends the operator back to the sign-in page.
 */
export async function operatorRequest<Data>(path: string, options: RequestOptions = {}): Promise<Data> {
  const response = await send(path, options, 'application/json')
  const envelope = await envelopeOf(response)
  if (!response.ok || envelope.code !== 0) throw refusal(response, envelope)
  return envelope.data as Data
}

/**
 * Fetches a file the operator API serves, e.g. a report as CSV, with the name its
 * Content-Disposition gives (else `fallbackName`). Fails as operatorRequest does.
 */
export async function operatorDownload(
  path: string,
  fallbackName: string,
): Promise<{ blob: Blob; fileName: string }> {
  const response = await send(path, {}, '*/*')
  if (!response.ok) throw refusal(response, await envelopeOf(response))
  const named = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')
  return { blob: await response.blob(), fileName: named?.[1] ?? fallbackName }
}
