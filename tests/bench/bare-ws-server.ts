// The reference of the spotlight bench: a bare `ws` server that, when any client sends "go",
// sends the frame it was given to every other client. Args: <port> <frame>; prints "ready".
import { WebSocketServer } from 'ws';

const [port, frame] = process.argv.slice(2);
const server = new WebSocketServer({ port: Number(port), host: '127.0.0.1' });
server.on('connection', (socket) => {
  socket.on('message', (data) => {
    if (data.toString() !== 'go') return;
    for (const client of server.clients) if (client !== socket) client.send(frame ?? '');
  });
});
server.on('listening', () => process.stdout.write('ready\n'));
