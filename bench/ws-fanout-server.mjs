// The baseline of bench/chat.mjs: a bare WebSocket fan-out on the same machine and Node, with the ws
// library the server runs under @fastify/websocket. Sockets at /ws join a room with the product's
// joinRoom message; POST /broadcast stamps its body into a room message shaped like the product's,
// serialises it once and sends that frame to every socket in the room before answering.
import { createServer } from 'node:http'
import { WebSocketServer } from 'ws'

const members = new Set()
let lastId = 0

const server = createServer((request, response) => {
  if (request.method !== 'POST') return response.end('ok')
  const chunks = []
  request.on('data', (chunk) => chunks.push(chunk))
  request.on('end', () => {
    const { body } = JSON.parse(Buffer.concat(chunks).toString())
    const message = {
      id: ++lastId,
      room: 'en',
      user_id: 1,
      nickname: 'bench player',
      body,
      created_at: new Date().toISOString(),
    }
    const frame = Buffer.from(JSON.stringify({ type: 'room', data: { kind: 'message', message } }))
    for (const socket of members) socket.send(frame, { binary: false })
    response.setHeader('content-type', 'application/json')
    response.end(JSON.stringify({ code: 0, data: message }))
  })
})

new WebSocketServer({ server, path: '/ws' }).on('connection', (socket) => {
  socket.on('message', (raw) => {
    const { type, room } = JSON.parse(raw.toString())
    if (type !== 'joinRoom') return
    members.add(socket)
    socket.send(JSON.stringify({ type: 'joined', channel: 'room', id: room }))
  })
  socket.on('close', () => members.delete(socket))
})

server.listen(Number(process.env.PORT), '127.0.0.1', () => console.log('listening'))
