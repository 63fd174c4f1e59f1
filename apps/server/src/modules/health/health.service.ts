import { type DatabaseHandle, isDatabaseReachable } from '../../db/database'
import { pendingMigrations } from '../../db/migrate'
import type { Bus } from '../../realtime/bus'

export type Readiness = {
  isReady: boolean
  database: DatabaseHandle['kind']
  bus: Bus['kind']
  checks: { database: boolean; bus: boolean; migrations: boolean; pending_migrations: string[] }
}

/**
 * Ready means the instance can serve: the database answers, the bus that carries events between
 * instances answers, and the database has every migration this build knows. The load balancer
 * (or Kubernetes) sends no traffic to an instance that is not ready. `isApplied` remembers that
 * the migrations were found applied: a schema does not go back, so one check per process is enough.
 */
export function createReadinessCheck(database: DatabaseHandle, bus: Bus) {
  let isApplied = false
  return async function checkReadiness(): Promise<Readiness> {
    const [isDatabaseUp, isBusUp] = await Promise.all([isDatabaseReachable(database.db), bus.isReachable()])
    let pending: string[] = []
    if (isDatabaseUp && !isApplied) {
      pending = await pendingMigrations(database.db).catch(() => ['(unreadable)'])
      isApplied = pending.length === 0
    }
    const checks = {
      database: isDatabaseUp,
      bus: isBusUp,
      migrations: isDatabaseUp && isApplied,
      pending_migrations: pending,
    }
    return {
      isReady: checks.database && checks.bus && checks.migrations,
      database: database.kind,
      bus: bus.kind,
      checks,
    }
  }
}
