// Sports slip estimates, timed against their target: the min and max estimated payouts of 15 BD
// matches with 3 picks each and every fold from 2 to 15 String 1 (1,073,741,778 combinations) must
// take well under 5 ms. Timed with the caps out of reach (the closed form) and within reach (caps
// applied per combination), beside a brute-force enumeration of every joint result and combination
// of a slip small enough to finish, which must agree with the estimate.
// Start with `node bench/sports-estimate.mjs`. Exits 1 when a target is missed or a check fails.
import { resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { register } from 'tsx/esm/api'
import { ROOT } from './processes.mjs'
import { percentile } from './shared.mjs'

const WARMUP_RUNS = 500
const RUNS = Number(process.env.BENCH_RUNS ?? 3000)
const BRUTE_RUNS = 3
const TARGET_P99_MS = 5

/**
 * The domain as the server and the web run it: TypeScript sources compiled on import by tsx (a
 * root devDependency), so the bench times the very estimatePayout they call, with no build step.
 */
register()
const source = (path) => import(pathToFileURL(resolve(ROOT, 'packages/domain/src', path)).href)
const [domain, bruteForce] = await Promise.all([
  source('index.ts'),
  source('sports/brute-force.test-support.ts'),
])
const { estimatePayout, moneyOf, oddsOf, slipCombinationCount, SPORTS_SETTINGS } = domain

const ms = (value) => `${value.toFixed(3)} ms`
const usdt = (micro) => (Number(micro) / 1e6).toFixed(6)

/** `matches` BD matches, each with home, draw and away picked at varied prices and handicaps. */
function bdSlip(matches, stake) {
  const picks = Array.from({ length: matches }, (_, match) =>
    ['H', 'D', 'A'].map((outcome, index) => ({
      matchId: `m${match}`,
      market: 'wl',
      outcome,
      line: (match % 3) - 1,
      odds: oddsOf((1.5 + ((match * 7 + index * 3) % 20) / 10).toFixed(2)),
    })),
  ).flat()
  const folds = Array.from({ length: matches - 1 }, (_, index) => index + 2)
  return { sport: 'bd', picks, folds, unitStake: moneyOf(stake), multiple: 1 }
}

/**
 * Runs `work` `runs` times and answers wall-clock p50 and p99 (the target) and the p99 of the
 * process's CPU time per run, which a busy machine's preemption does not inflate.
 */
function time(work, runs) {
  const latencies = []
  const cpu = []
  let result
  for (let run = 0; run < runs; run++) {
    const started = performance.now()
    const cpuBefore = process.cpuUsage()
    result = work()
    const used = process.cpuUsage(cpuBefore)
    latencies.push(performance.now() - started)
    cpu.push((used.user + used.system) / 1000)
  }
  return {
    result,
    p50Ms: percentile(latencies, 0.5),
    p99Ms: percentile(latencies, 0.99),
    cpuP99Ms: percentile(cpu, 0.99),
  }
}

/** A fixed CPU-bound loop of about the estimate's length: its p99 shows this machine's noise floor. */
function fixedWork() {
  let sum = 0
  for (let step = 0; step < 100_000; step++) sum += Math.sqrt(step)
  return sum
}

const checks = []
const settings = SPORTS_SETTINGS.bd
const cases = [
  { name: 'caps out of reach (0.0001 per combination)', slip: bdSlip(15, '0.0001') },
  { name: 'caps binding (10 per combination)', slip: bdSlip(15, '10') },
]
console.log(
  `\nEstimate of 15 BD matches x 3 picks, folds 2..15 (${slipCombinationCount(cases[0].slip)} combinations): ${RUNS} runs after ${WARMUP_RUNS} warm-up`,
)
for (const { name, slip } of cases) {
  time(() => estimatePayout(slip, settings), WARMUP_RUNS)
  const { result, p50Ms, p99Ms, cpuP99Ms } = time(() => estimatePayout(slip, settings), RUNS)
  const isMet = p99Ms < TARGET_P99_MS
  checks.push(isMet)
  console.log(
    `  ${name.padEnd(44)} p50 ${ms(p50Ms).padStart(9)}   p99 ${ms(p99Ms).padStart(9)} (target under ${TARGET_P99_MS} ms): ${isMet ? 'met' : 'MISSED'}   CPU p99 ${ms(cpuP99Ms)}`,
  )
  console.log(`  ${''.padEnd(44)} min ${usdt(result.min)} max ${usdt(result.max)} USDT`)
}
time(fixedWork, WARMUP_RUNS)
const floor = time(fixedWork, RUNS)
console.log(
  `  ${'noise floor: a fixed loop of similar length'.padEnd(44)} p50 ${ms(floor.p50Ms).padStart(9)}   p99 ${ms(floor.p99Ms).padStart(9)}   CPU p99 ${ms(floor.cpuP99Ms)}`,
)

const small = bdSlip(6, '10')
const smallCount = slipCombinationCount(small)
const estimated = time(() => estimatePayout(small, settings), RUNS)
const brute = time(() => bruteForce.bruteEstimate(small, settings), BRUTE_RUNS)
const joint = bruteForce.bruteJointResultCount(small)
console.log(
  `\nBrute force on 6 BD matches x 3 picks, folds 2..6: ${smallCount} combinations over ${joint} joint results`,
)
console.log(`  estimatePayout   p50 ${ms(estimated.p50Ms).padStart(12)}   (${RUNS} runs)`)
console.log(
  `  brute force      p50 ${ms(brute.p50Ms).padStart(12)}   (${BRUTE_RUNS} runs, ${(brute.p50Ms / estimated.p50Ms).toFixed(0)}x slower)`,
)
const isSame = estimated.result.min === brute.result.min && estimated.result.max === brute.result.max
checks.push(isSame)
console.log(
  `  min ${usdt(estimated.result.min)} max ${usdt(estimated.result.max)} against brute force ${usdt(brute.result.min)} / ${usdt(brute.result.max)}: ${isSame ? 'OK' : 'MISMATCH'}`,
)
process.exitCode = checks.every(Boolean) ? 0 : 1
