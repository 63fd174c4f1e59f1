import { DEFAULT_API_GROUP, ZEnvelope, ZErrorEnvelope } from '@app/contract'
import { z } from 'zod'

const ZSuccessEnvelope = ZEnvelope(z.unknown()).extend({ code: z.literal(0) })

/** A failed call: the envelope's code and error key, or a transport failure the UI translates. */
export class ApiError extends Error {
  readonly code: number | 'FETCH_ERROR' | 'PARSING_ERROR'
  constructor(code: ApiError['code'], msg: string) {
    super(msg)
    this.name = 'ApiError'
    this.code = code
  }
}

/**
 * GETs an API path under the default group and checks the answer against its contract schema,
 * e.g. `getData('/api/v1/notice', ZNotices, 'en')`.
 */
export async function getData<T extends z.ZodType>(
  path: string,
  schema: T,
  language: string,
): Promise<z.infer<T>> {
  let response: Response
  try {
    response = await fetch(`${DEFAULT_API_GROUP}${path}`, { headers: { 'accept-language': language } })
  } catch {
    throw new ApiError('FETCH_ERROR', 'FETCH_ERROR')
  }
  let body: unknown
  try {
    body = await response.json()
  } catch {
    throw new ApiError('PARSING_ERROR', 'PARSING_ERROR')
  }
  const envelope = ZSuccessEnvelope.safeParse(body)
  if (envelope.success) {
    const data = schema.safeParse(envelope.data.data)
    if (data.success) return data.data
    throw new ApiError('PARSING_ERROR', 'PARSING_ERROR')
  }
  const failure = ZErrorEnvelope.safeParse(body)
  if (failure.success) throw new ApiError(failure.data.code, failure.data.msg)
  throw new ApiError('PARSING_ERROR', 'PARSING_ERROR')
}
