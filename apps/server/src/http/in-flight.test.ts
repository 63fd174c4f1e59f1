import Fastify from 'fastify'
import { describe, expect, it } from 'vitest'
import { trackRunningHandlers } from './in-flight'

describe('trackRunningHandlers', () => {
  it('settles only once every running handler has finished, answered or not', async () => {
    const app = Fastify()
    const running = trackRunningHandlers(app)
    let finish: () => void = () => {}
    const finished = new Promise<void>((resolve) => {
      finish = resolve
    })
    app.get('/slow', async () => {
      await finished
      return { done: true }
    })
    app.get('/fast', async () => ({ done: true }))
    await app.ready()
    await expect(running.settled()).resolves.toBeUndefined()
    const slow = app.inject({ method: 'GET', url: '/slow' })
    expect((await app.inject({ method: 'GET', url: '/fast' })).statusCode).toBe(200)
    let hasSettled = false
    const settled = running.settled().then(() => {
      hasSettled = true
    })
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(hasSettled).toBe(false)
    finish()
    await settled
    expect((await slow).json()).toEqual({ done: true })
    await app.close()
  })
})
