import type { MemberLimits, PlayBlockView, PlayerLimit, RealityCheck } from '@app/contract'
import { LIMIT_KINDS, LIMIT_PERIODS } from '@app/domain'

/** One limit as the server lists it: none set unless the case says otherwise. */
export function playerLimit(
  kind: PlayerLimit['kind'],
  period: PlayerLimit['period'],
  set: Partial<PlayerLimit> = {},
): PlayerLimit {
  return { kind, period, amount: null, used: '0', remaining: null, pending: null, ...set }
}

/** The nine limits, the given ones as given and the rest unset, with a break or none. */
export function memberLimits(
  set: readonly PlayerLimit[] = [],
  block: PlayBlockView | null = null,
): MemberLimits {
  return {
    block,
    limits: LIMIT_KINDS.flatMap((kind) =>
      LIMIT_PERIODS.map(
        (period) =>
          set.find((limit) => limit.kind === kind && limit.period === period) ?? playerLimit(kind, period),
      ),
    ),
  }
}

/** A reality check answer read at the browser's current time (which a test may have set). */
export function realityCheck(
  set: Partial<RealityCheck> & Pick<RealityCheck, 'session_started_at'>,
): RealityCheck {
  return {
    interval_minutes: null,
    now: new Date(Date.now()).toISOString(),
    wagered: '0',
    net_result: '0',
    ...set,
  }
}

/** jsdom has no <dialog> methods: they open and close it, as a browser does. */
export function polyfillDialog() {
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.open = true
  }
  HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
    this.open = false
  }
}
