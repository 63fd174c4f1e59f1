import fastJson from 'fast-json-stringify'
import { z } from 'zod'

/**
 * Compiles each route's zod response schema once into a fast JSON writer (through its JSON
 * Schema), so answers are written by schema: fields outside it never leave the server.
 */
export function serializerCompiler({ schema }: { schema: unknown }): (data: unknown) => string {
  if (!(schema instanceof z.ZodType)) return (data) => JSON.stringify(data)
  const jsonSchema = z.toJSONSchema(schema, { io: 'output', target: 'draft-07', unrepresentable: 'any' })
  return fastJson(jsonSchema as Parameters<typeof fastJson>[0])
}
