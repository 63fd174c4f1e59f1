import type { FastifySchemaCompiler, FastifySchemaValidationError } from 'fastify'
import { validatorCompiler as zodValidatorCompiler } from 'fastify-type-provider-zod'
import type { ZodType } from 'zod'

const TAB = 0x09
const LINE_FEED = 0x0a
const CARRIAGE_RETURN = 0x0d
const DELETE = 0x7f

/**
 * Whether a text holds a control character other than tab, line feed and carriage return: no text
 * a player or operator types holds one, and PostgreSQL refuses NUL outright (a 500 where it
 * should be a 400).
 */
function hasControlCharacter(text: string): boolean {
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index)
    if ((code < 0x20 && code !== TAB && code !== LINE_FEED && code !== CARRIAGE_RETURN) || code === DELETE)
      return true
  }
  return false
}

/** The JSON Pointer of the first string (value or key) holding a control character, if any. */
export function controlCharacterPointer(value: unknown, pointer = ''): string | undefined {
  if (typeof value === 'string') return hasControlCharacter(value) ? pointer : undefined
  if (typeof value !== 'object' || value === null) return undefined
  for (const [key, inner] of Object.entries(value)) {
    const at = `${pointer}/${key.replaceAll('~', '~0').replaceAll('/', '~1')}`
    if (hasControlCharacter(key)) return at
    const found = controlCharacterPointer(inner, at)
    if (found !== undefined) return found
  }
  return undefined
}

/**
 * The validator of every route: the request's part (body, query, path parameters, headers) first
 * may hold no control character in any string, then must match the route's zod schema. One rule
 * for every field, so no route can forget it.
 */
export const validatorCompiler: FastifySchemaCompiler<ZodType> = (routeSchema) => {
  const validate = zodValidatorCompiler(routeSchema)
  return (data: unknown) => {
    const pointer = controlCharacterPointer(data)
    if (pointer === undefined) return validate(data)
    const error: FastifySchemaValidationError = {
      keyword: 'controlCharacter',
      instancePath: pointer,
      schemaPath: '#',
      params: {},
      message: 'must not contain control characters',
    }
    return { error: [error] }
  }
}
