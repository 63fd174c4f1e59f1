import { Redis } from 'ioredis'

/** The Redis the tests that share events between instances use. */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'

/** Whether a Redis answers at the address. */
export async function canReachRedis(url: string): Promise<boolean> {
  const probe = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null })
  try {
    await probe.connect()
    return true
  } catch {
    return false
  } finally {
    probe.disconnect()
  }
}
