/**
 * The chat benchmark's yardstick: bare socket.io on a plain Node HTTP server, with no token, no
 * database and no Redis. A socket names its room in the handshake; POST /send { room, body }
 * emits the body to the room. Prints "LISTENING <port>" when ready.
 */
import { createServer } from 'node:http';
import { Server } from 'socket.io';

const http = createServer((request, response) => {
  if (request.method !== 'POST' || request.url !== '/send') {
    response.writeHead(404).end();
    return;
  }
  let text = '';
  request.on('data', (chunk) => (text += chunk));
  request.on('end', () => {
    const { room, body } = JSON.parse(text);
    io.to(room).emit('message', { body });
    response.writeHead(201, { 'content-type': 'application/json' }).end('{}');
  });
});
const io = new Server(http, { path: '/socket.io', serveClient: false });
io.on('connection', (socket) => {
  const room = socket.handshake.auth?.room;
  if (typeof room === 'string') void socket.join(room);
});
http.listen(0, '127.0.0.1', () => console.log(`LISTENING ${http.address().port}`));
