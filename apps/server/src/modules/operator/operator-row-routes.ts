import {
  type ContentIdParams,
  type OperatorListQuery,
  ok,
  ZContentIdParams,
  ZEnvelope,
  ZOperatorListQuery,
} from '@app/contract'
import type { FastifyRequest, FastifyTypeProviderDefault, onRequestHookHandler } from 'fastify'
import type { z } from 'zod'
import type { Clock } from '../../clock/clock'
import type { Db } from '../../db/database'
import type { App } from '../../http/types'
import { operatorFailures } from './operator-failures'
import { operatorOf } from './operator-guard'

/** What the three calls of one kind of back-office row share: the database, the clock and the duty's guard. */
export type OperatorRowsContext = { db: Db; clock: Clock; guard: onRequestHookHandler }

/**
 * One kind of row an operator lists, adds and replaces: its path, its schemas, what each call
 * does (the service's functions, called with the database and the clock's now) and the OpenAPI
 * summaries that say how the kind behaves.
 */
export type OperatorRows<Input extends z.ZodType, Row extends z.ZodType, Page extends z.ZodType> = {
  /** e.g. '/api/v1/operator/slides'; the replace call is `<path>/:id`. */
  path: string
  input: Input
  row: Row
  page: Page
  summaries: { list: string; create: string; edit: string }
  list: (db: Db, query: OperatorListQuery, now: Date) => Promise<z.output<Page>>
  create: (db: Db, operatorId: number, input: z.output<Input>, now: Date) => Promise<z.output<Row>>
  edit: (db: Db, operatorId: number, id: number, input: z.output<Input>, now: Date) => Promise<z.output<Row>>
  /** Said after a create, e.g. a log line naming the new row. */
  onCreated?: (request: FastifyRequest, row: z.output<Row>) => void
}

/**
 * Registers a kind's list (GET path, a page, on a brand only the rows it can show), create (POST
 * path) and replace (PUT path/:id) calls, each behind the duty's guard, so every kind of row is
 * reached, checked and answered the same way and a new kind is one description.
 */
export function registerOperatorRows<Input extends z.ZodType, Row extends z.ZodType, Page extends z.ZodType>(
  app: App,
  { db, clock, guard }: OperatorRowsContext,
  rows: OperatorRows<Input, Row, Page>,
) {
  const tags = ['operator']
  // The zod type provider cannot resolve a schema that is a type parameter, so the calls are
  // registered untyped and read their input as the output of the schemas that validated it.
  const routes = app.withTypeProvider<FastifyTypeProviderDefault>()
  const bodyOf = (request: FastifyRequest) => request.body as z.output<Input>
  routes.get(
    rows.path,
    {
      onRequest: guard,
      schema: {
        summary: rows.summaries.list,
        tags,
        querystring: ZOperatorListQuery,
        response: { 200: ZEnvelope(rows.page), ...operatorFailures },
      },
    },
    async (request) => ok(await rows.list(db, request.query as OperatorListQuery, clock.now())),
  )
  routes.post(
    rows.path,
    {
      onRequest: guard,
      schema: {
        summary: rows.summaries.create,
        tags,
        body: rows.input,
        response: { 200: ZEnvelope(rows.row), ...operatorFailures },
      },
    },
    async (request) => {
      const created = await rows.create(db, operatorOf(request), bodyOf(request), clock.now())
      rows.onCreated?.(request, created)
      return ok(created)
    },
  )
  routes.put(
    `${rows.path}/:id`,
    {
      onRequest: guard,
      schema: {
        summary: rows.summaries.edit,
        tags,
        params: ZContentIdParams,
        body: rows.input,
        response: { 200: ZEnvelope(rows.row), ...operatorFailures },
      },
    },
    async (request) => {
      const { id } = request.params as ContentIdParams
      return ok(await rows.edit(db, operatorOf(request), id, bodyOf(request), clock.now()))
    },
  )
}
