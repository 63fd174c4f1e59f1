import { type DatabaseHandle, isDatabaseReachable } from '../../db/database'

/** Ready means the database answers; the load balancer stops sending traffic otherwise. */
export async function checkReadiness(database: DatabaseHandle) {
  return { isReady: await isDatabaseReachable(database.db), database: database.kind }
}
