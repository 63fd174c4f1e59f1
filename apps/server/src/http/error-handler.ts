import { type ErrorEnvelope, type ErrorKey, isServerPath } from '@app/contract'
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify'
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod'
import { AppError } from '../errors/app-error'
import type { App } from './types'

/** Writes the error envelope `{ code: status, msg: key, data }`. */
export function sendError(reply: FastifyReply, status: number, key: ErrorKey, data: unknown = null) {
  const body: ErrorEnvelope = { code: status, msg: key, data }
  return reply.code(status).type('application/json; charset=utf-8').send(body)
}

/** The API's 404: an envelope, for unknown API paths and non-GET requests outside the SPA. */
export function sendNotFound(request: FastifyRequest, reply: FastifyReply) {
  return sendError(reply, 404, 'NOT_FOUND', { method: request.method, path: request.url.split('?')[0] })
}

const KEY_BY_STATUS: Partial<Record<number, ErrorKey>> = {
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
  503: 'SERVICE_UNAVAILABLE',
}

type ValidationIssue = { field: string; message: string }

function validationIssues(error: FastifyError): ValidationIssue[] {
  const context = error.validationContext ?? 'body'
  return (error.validation ?? []).map((issue) => {
    const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.')
    const missing = (issue.params as { missingProperty?: string } | undefined)?.missingProperty
    return { field: path || missing || context, message: issue.message ?? 'is not valid' }
  })
}

/**
 * The one error handler: validation failures are 400 naming the field, unreadable bodies 400,
 * AppErrors their own status and key, other client errors their status, and anything else a
 * generic 500 whose details stay in the log.
 */
export function registerErrorHandling(app: App): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) return sendError(reply, error.status, error.key, error.data)
    if (hasZodFastifySchemaValidationErrors(error) || error.validation) {
      const issues = validationIssues(error)
      return sendError(reply, 400, 'VALIDATION_FAILED', { field: issues[0]?.field ?? null, issues })
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response does not match its schema')
      return sendError(reply, 500, 'SERVER_ERROR')
    }
    const status = error.statusCode ?? 500
    if (status === 400 && error.code?.startsWith('FST_ERR_CTP'))
      return sendError(reply, 400, 'MALFORMED_BODY')
    if (status >= 400 && status < 500) {
      return sendError(reply, status, KEY_BY_STATUS[status] ?? 'BAD_REQUEST')
    }
    request.log.error({ err: error }, 'unexpected error')
    return sendError(reply, 500, 'SERVER_ERROR')
  })
}

/** Whether a request should get the SPA's index.html instead of a 404 envelope. */
export function wantsSinglePageApp(request: FastifyRequest): boolean {
  return (request.method === 'GET' || request.method === 'HEAD') && !isServerPath(request.url)
}
