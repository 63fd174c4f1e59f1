import { createDynamicMiddleware } from '@reduxjs/toolkit'

/**
 * The store's place for middleware whose code loads after the store is made: the API's, which
 * comes with the data layer beside the first paint.
 */
export const lateMiddleware = createDynamicMiddleware()
