import { type Language, negotiateLanguage } from '@app/domain'
import type { FastifyRequest } from 'fastify'

/** The interface language a request asks for through Accept-Language, English by default. */
export function requestLanguage(request: FastifyRequest): Language {
  return negotiateLanguage(request.headers['accept-language'])
}
