import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join, resolve } from 'node:path'
import Ajv from 'ajv'
import { Deployment } from 'kubernetes-models/apps/v1'
import { HorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2'
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1'
import { ConfigMap, Secret, Service } from 'kubernetes-models/v1'
import { describe, expect, it } from 'vitest'
import { parse, parseAllDocuments } from 'yaml'
import { loadConfig } from '../apps/server/src/config'

// The deployment files are checked without docker or kubectl: the compose file against the Compose
// Specification's JSON schema (the copy the dclint package ships), every Kubernetes object against
// the schema of its kind generated from Kubernetes' OpenAPI definitions (kubernetes-models), and
// the settings they give the server against the server's own configuration rules.

const ROOT = resolve(import.meta.dirname, '..')
const K8S = join(ROOT, 'deploy', 'k8s')
const read = (path: string) => readFileSync(join(ROOT, path), 'utf8')

type Manifest = { apiVersion: string; kind: string; metadata: { name: string }; [field: string]: unknown }

/** The Kubernetes model (schema and validator) of each kind the manifests use. */
const MODELS: Record<string, (manifest: Manifest) => { validate(): void }> = {
  'v1/ConfigMap': (manifest) => new ConfigMap(manifest as ConstructorParameters<typeof ConfigMap>[0]),
  'v1/Secret': (manifest) => new Secret(manifest as ConstructorParameters<typeof Secret>[0]),
  'v1/Service': (manifest) => new Service(manifest as ConstructorParameters<typeof Service>[0]),
  'apps/v1/Deployment': (manifest) => new Deployment(manifest as ConstructorParameters<typeof Deployment>[0]),
  'autoscaling/v2/HorizontalPodAutoscaler': (manifest) =>
    new HorizontalPodAutoscaler(manifest as ConstructorParameters<typeof HorizontalPodAutoscaler>[0]),
  'policy/v1/PodDisruptionBudget': (manifest) =>
    new PodDisruptionBudget(manifest as ConstructorParameters<typeof PodDisruptionBudget>[0]),
}

function parseYaml(path: string): unknown[] {
  return parseAllDocuments(read(path)).map((document) => {
    expect(document.errors, path).toEqual([])
    return document.toJS()
  })
}

const manifestFiles = readdirSync(K8S).filter(
  (file) => file.endsWith('.yaml') && file !== 'kustomization.yaml',
)
const manifests = manifestFiles.flatMap((file) =>
  parseYaml(join('deploy', 'k8s', file)).map((manifest) => ({ file, manifest: manifest as Manifest })),
)
const byKind = (kind: string) => {
  const found = manifests.find(({ manifest }) => manifest.kind === kind)
  if (!found) throw new Error(`no ${kind} in deploy/k8s`)
  return found.manifest as Manifest & Record<string, never>
}

describe('the Kubernetes manifests', () => {
  it.each(manifests.map(({ file, manifest }) => [`${file}: ${manifest.kind}`, manifest] as const))(
    '%s matches the schema of its kind',
    (_name, manifest) => {
      const model = MODELS[`${manifest.apiVersion}/${manifest.kind}`]
      expect(model, `a known kind: ${manifest.apiVersion} ${manifest.kind}`).toBeDefined()
      expect(() => model?.(manifest).validate()).not.toThrow()
    },
  )

  it('are checked by validators that refuse a wrong type or a missing required field', () => {
    const deployment = structuredClone(byKind('Deployment')) as unknown as {
      spec: { replicas: unknown; template: { spec: { containers?: unknown } } }
    }
    deployment.spec.replicas = 'two'
    expect(() => MODELS['apps/v1/Deployment']?.(deployment as unknown as Manifest).validate()).toThrow(
      /replicas must be integer/,
    )
    delete deployment.spec.template.spec.containers
    deployment.spec.replicas = 2
    expect(() => MODELS['apps/v1/Deployment']?.(deployment as unknown as Manifest).validate()).toThrow(
      /containers/,
    )
  })

  it('are what kustomization.yaml applies, except the example secret', () => {
    const kustomization = parse(read('deploy/k8s/kustomization.yaml')) as { resources: string[] }
    for (const file of kustomization.resources) expect(existsSync(join(K8S, file)), file).toBe(true)
    expect(new Set(kustomization.resources)).toEqual(
      new Set(manifestFiles.filter((file) => file !== 'secret.example.yaml')),
    )
  })

  it('probe readiness on /readyz and liveness on /healthz, and select the pods they run', () => {
    const deployment = new Deployment(byKind('Deployment') as ConstructorParameters<typeof Deployment>[0])
    const pod = deployment.spec?.template
    const [container] = pod?.spec?.containers ?? []
    expect(container?.readinessProbe?.httpGet?.path).toBe('/readyz')
    expect(container?.livenessProbe?.httpGet?.path).toBe('/healthz')
    const labels = pod?.metadata?.labels ?? {}
    const matches = (selector: Record<string, string> | undefined) =>
      Object.entries(selector ?? {}).every(([key, value]) => labels[key] === value)
    expect(matches(deployment.spec?.selector.matchLabels)).toBe(true)
    const service = new Service(byKind('Service') as ConstructorParameters<typeof Service>[0])
    expect(matches(service.spec?.selector)).toBe(true)
    expect(service.spec?.sessionAffinity).toBe('None')
    const budget = new PodDisruptionBudget(
      byKind('PodDisruptionBudget') as ConstructorParameters<typeof PodDisruptionBudget>[0],
    )
    expect(matches(budget.spec?.selector?.matchLabels)).toBe(true)
    const autoscaler = new HorizontalPodAutoscaler(
      byKind('HorizontalPodAutoscaler') as ConstructorParameters<typeof HorizontalPodAutoscaler>[0],
    )
    expect(autoscaler.spec?.scaleTargetRef).toMatchObject({
      kind: 'Deployment',
      name: deployment.metadata?.name,
    })
    expect(autoscaler.spec?.minReplicas).toBeGreaterThanOrEqual(2)
    const sources = container?.envFrom ?? []
    expect(sources.map((source) => source.configMapRef?.name ?? source.secretRef?.name)).toEqual([
      byKind('ConfigMap').metadata.name,
      byKind('Secret').metadata.name,
    ])
  })

  it('give the server settings it accepts in production', () => {
    const configMap = byKind('ConfigMap') as unknown as { data: Record<string, string> }
    const secret = byKind('Secret') as unknown as { stringData: Record<string, string> }
    const loaded = loadConfig({ ...configMap.data, ...secret.stringData })
    expect(loaded).toMatchObject({ ok: true, config: { isProduction: true, host: '0.0.0.0' } })
  })

  it('stop an instance within the grace period: the pause before it, then the drain', () => {
    const deployment = byKind('Deployment') as unknown as {
      spec: { template: { spec: { terminationGracePeriodSeconds: number } } }
    }
    const configMap = byKind('ConfigMap') as unknown as { data: Record<string, string> }
    const preStopPauseS = 5
    const drainS = Number(configMap.data.SHUTDOWN_TIMEOUT_MS) / 1000
    expect(preStopPauseS + drainS).toBeLessThan(deployment.spec.template.spec.terminationGracePeriodSeconds)
  })
})

describe('the compose file', () => {
  const compose = parseYaml('deploy/compose.yaml')[0] as {
    services: Record<string, { environment?: Record<string, string>; healthcheck?: unknown }>
  }

  /** The Compose Specification's validator. */
  function composeValidator() {
    const require = createRequire(import.meta.url)
    const schemaPath = join(dirname(require.resolve('dclint/package.json')), 'schemas', 'compose.schema.json')
    const schema = JSON.parse(readFileSync(schemaPath, 'utf8')) as Record<string, unknown>
    // It names draft-07 by an address Ajv does not register; draft-07 is Ajv's own default.
    delete schema.$schema
    // The specification's schema uses annotations (deprecated, …) Ajv does not know in strict mode.
    return new Ajv({ allErrors: true, strict: false }).compile(schema)
  }

  it('matches the Compose Specification', () => {
    const validate = composeValidator()
    const isValid = validate(compose)
    expect(validate.errors ?? [], JSON.stringify(validate.errors, null, 2)).toEqual([])
    expect(isValid).toBe(true)
  })

  it('is checked by a validator that refuses an unknown field', () => {
    const misspelt = structuredClone(compose) as { services: Record<string, Record<string, unknown>> }
    const app = misspelt.services.app ?? {}
    app.healthchek = app.healthcheck
    delete app.healthcheck
    expect(composeValidator()(misspelt)).toBe(false)
  })

  it('runs the app, PostgreSQL, Redis and the load balancer, each with a health check', () => {
    expect(Object.keys(compose.services).sort()).toEqual(['app', 'lb', 'postgres', 'redis'])
    for (const [name, service] of Object.entries(compose.services)) {
      expect(service.healthcheck, `${name} has a health check`).toBeDefined()
    }
  })

  it('gives the app settings it accepts in production', () => {
    // Compose fills ${NAME:-default} and ${NAME:?message} from the environment; here with examples.
    const examples: Record<string, string> = {
      JWT_ACCESS_SECRET: 'a'.repeat(32),
      JWT_REFRESH_SECRET: 'b'.repeat(32),
      METRICS_TOKEN: 'c'.repeat(16),
    }
    const environment = Object.fromEntries(
      Object.entries(compose.services.app?.environment ?? {}).map(([name, value]) => [
        name,
        String(value).replace(
          /\$\{(\w+)(?::[-?]([^}]*))?\}/g,
          (_text, variable: string, fallback: string | undefined) => examples[variable] ?? fallback ?? '',
        ),
      ]),
    )
    expect(loadConfig(environment)).toMatchObject({ ok: true, config: { isProduction: true } })
  })
})

describe('the Dockerfile', () => {
  /** Each stage's name and its RUN instructions, continuation lines joined. */
  function stages(text: string) {
    const lines = text.replace(/\\\n\s*/g, ' ').split('\n')
    const found: { name: string; from: string; runs: string[]; instructions: string[] }[] = []
    for (const line of lines) {
      const from = /^FROM\s+(\S+)(?:\s+AS\s+(\S+))?/i.exec(line)
      if (from) found.push({ name: from[2] ?? '', from: from[1] ?? '', runs: [], instructions: [] })
      const current = found.at(-1)
      if (!current || line.startsWith('#') || line.trim() === '') continue
      current.instructions.push(line.trim())
      const run = /^RUN\s+(.+)$/.exec(line)
      if (run?.[1]) current.runs.push(run[1].trim())
    }
    return found
  }
  const dockerfile = stages(read('deploy/Dockerfile'))

  /** The README's quick start, with `npm start` spelled out as package.json runs it. */
  function quickStartCommands() {
    const readme = read('README.md')
    const section = readme.slice(readme.indexOf('## Quick start'))
    const block = /```sh\n([\s\S]*?)```/.exec(section)?.[1] ?? ''
    const firstLine = block.split('\n').find((line) => line.trim() !== '') ?? ''
    const scripts = (JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts
    const commands = firstLine.split('&&').flatMap((command) => {
      const trimmed = command.trim()
      return trimmed === 'npm start'
        ? (scripts.start ?? '').split('&&').map((step) => step.trim())
        : [trimmed]
    })
    const serve = commands.findIndex((command) => command.startsWith('exec node '))
    return { build: commands.slice(0, serve), serve: commands[serve]?.replace(/^exec /, '') }
  }

  it('builds with exactly the README’s quick-start commands', () => {
    const { build } = quickStartCommands()
    expect(build).toEqual(['npm ci', 'npm run build'])
    expect(dockerfile.find((stage) => stage.name === 'build')?.runs).toEqual(build)
  })

  it('serves the way `npm start` does, from node:20-bookworm-slim, as an unprivileged user', () => {
    const { serve } = quickStartCommands()
    const final = dockerfile.at(-1)
    expect(final?.instructions).toContainEqual(
      `CMD ${JSON.stringify(serve?.split(' '))}`.replaceAll(',', ', '),
    )
    expect(final?.instructions).toContain('USER node')
    for (const stage of dockerfile) expect(stage.from).toBe('node:20-bookworm-slim')
  })

  it('installs only production dependencies for the final image', () => {
    const dependencies = dockerfile.find((stage) => stage.name === 'production-dependencies')
    expect(dependencies?.runs.join(' ')).toMatch(/npm ci --omit=dev --workspace=@app\/server/)
    const final = dockerfile.at(-1)
    expect(final?.runs).toEqual([])
    expect(final?.instructions.filter((line) => line.startsWith('COPY --from=build'))).toEqual([
      'COPY --from=build /app/apps/server/dist apps/server/dist',
      'COPY --from=build /app/apps/web/dist apps/web/dist',
      'COPY --from=build /app/apps/game-studio/dist apps/game-studio/dist',
    ])
  })

  it('leaves installed and built files out of the build context', () => {
    const ignored = read('.dockerignore')
      .split('\n')
      .filter((line) => line && !line.startsWith('#'))
    expect(ignored).toEqual(expect.arrayContaining(['**/node_modules', '**/dist', '.git', '.env']))
  })
})
