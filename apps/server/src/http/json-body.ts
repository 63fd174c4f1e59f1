import { AppError } from '../errors/app-error'
import type { App } from './types'

/** No request of the API nests deeper than a few levels; a stranger's 20,000 levels stop here. */
export const MAX_JSON_DEPTH = 32

/** Whether a JSON text nests arrays and objects deeper than a limit, read in one pass. */
export function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0
  let isInString = false
  for (let index = 0; index < text.length; index += 1) {
    const char = text.charCodeAt(index)
    if (isInString) {
      if (char === 0x5c)
        index += 1 // a backslash escapes the next character
      else if (char === 0x22) isInString = false
    } else if (char === 0x22) isInString = true
    else if (char === 0x5b || char === 0x7b) {
      depth += 1
      if (depth > limit) return true
    } else if (char === 0x5d || char === 0x7d) depth -= 1
  }
  return false
}

/**
 * JSON bodies are parsed by Fastify's own parser (prototype poisoning refused) once they are
 * known to nest no deeper than MAX_JSON_DEPTH, before any validation or handler sees them.
 */
export function registerJsonBodyParser(app: App): void {
  const parse = app.getDefaultJsonParser('error', 'error')
  app.removeContentTypeParser('application/json')
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = String(body)
    if (nestsDeeperThan(text, MAX_JSON_DEPTH)) {
      done(new AppError('MALFORMED_BODY', 400, { max_depth: MAX_JSON_DEPTH }), undefined)
      return
    }
    parse(request, text, done)
  })
}
