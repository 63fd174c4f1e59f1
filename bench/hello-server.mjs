// The baseline: a bare Fastify hello-world on the same machine, Node and Fastify version.
import Fastify from 'fastify'

const app = Fastify({ logger: false })
app.get('/', async () => ({ hello: 'world' }))
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) })
console.log('listening')
