import type { FastifySchemaCompiler, FastifySchemaValidationError } from 'fastify'
import { validatorCompiler as zodValidatorCompiler } from 'fastify-type-provider-zod'
import type { ZodType } from 'zod'

/**
 * Control characters other than tab, line feed and carriage return: no text a player or operator
 * types holds them, and PostgreSQL refuses NUL outright (a 500 where it should be a 400).
 */
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/

/** The JSON Pointer of the first string (value or key) holding a control character, if any. */
export function controlCharacterPointer(value: unknown, pointer = ''): string | undefined {
  if (typeof value === 'string') return CONTROL_CHARACTER.test(value) ? pointer : undefined
  if (typeof value !== 'object' || value === null) return undefined
  for (const [key, inner] of Object.entries(value)) {
    const at = `${pointer}/${key.replaceAll('~', '~0').replaceAll('/', '~1')}`
    if (CONTROL_CHARACTER.test(key)) return at
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
