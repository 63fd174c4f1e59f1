import { type Logger, type LoggerOptions, pino } from 'pino'

/** Secrets never reach a log line: headers, passwords, tokens and card data are censored. */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'headers.authorization',
  '*.password',
  '*.old_password',
  '*.new_password',
  '*.confirm_password',
  '*.payment_password',
  '*.bank_password',
  '*.token',
  '*.fresh_token',
  '*.refresh_token',
  '*.card_number',
  '*.cvv',
]

// A WebSocket token travels in the query string; keep it out of logged URLs.
const SECRET_QUERY = /([?&](?:token|access_token|fresh_token)=)[^&]*/gi

/** Hides secret query parameters in a URL: `/ws?token=abc` logs as `/ws?token=[Redacted]`. */
export function redactUrl(url: string): string {
  return url.replace(SECRET_QUERY, '$1[Redacted]')
}

/** pino settings: level, redaction, and request lines without secrets. */
export function loggerOptions(level: string): LoggerOptions {
  return {
    level,
    redact: { paths: REDACTED_PATHS, censor: '[Redacted]' },
    serializers: {
      req(request: { method: string; url: string; ip?: string; id?: string }) {
        return { method: request.method, url: redactUrl(request.url), remoteAddress: request.ip }
      },
    },
  }
}

/** The structured logger of the process; Fastify adds a request id to every request's lines. */
export function createLogger(level: string): Logger {
  return pino(loggerOptions(level))
}
