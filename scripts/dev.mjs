// Development: the API with hot reload (tsx watch) on PORT (8080) and the web app with Vite's hot
// module replacement on 5173, which forwards API calls to the server. Ctrl-C stops both.
import { spawn } from 'node:child_process'
import { resolve } from 'node:path'

const bin = (name) => resolve('node_modules/.bin', name)

const children = [
  spawn(bin('tsx'), ['watch', '--clear-screen=false', 'src/server.ts'], {
    cwd: 'apps/server',
    stdio: 'inherit',
    env: { ...process.env, DATA_DIR: resolve(process.env.DATA_DIR ?? 'var') },
  }),
  spawn(bin('vite'), ['--configLoader', 'runner'], { cwd: 'apps/web', stdio: 'inherit' }),
]

console.log('API on http://127.0.0.1:8080, web app with hot reload on http://127.0.0.1:5173')

function stopAll(signal) {
  for (const child of children) if (child.exitCode === null) child.kill(signal)
}
process.on('SIGINT', () => stopAll('SIGINT'))
process.on('SIGTERM', () => stopAll('SIGTERM'))
for (const child of children) {
  child.on('exit', (code) => {
    stopAll('SIGTERM')
    process.exitCode = code ?? 0
  })
}
