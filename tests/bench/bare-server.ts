// The baseline of DESIGN.md §7's leaderboard budget: a bare Fastify route answering a fixed JSON
// body. Run as its own process: `node --import tsx tests/bench/bare-server.ts <body.json> <port>`.
import fs from 'node:fs';
import Fastify from 'fastify';

const [bodyFile, port] = process.argv.slice(2);
if (!bodyFile || !port) throw new Error('usage: bare-server.ts <body.json> <port>');
const body = fs.readFileSync(bodyFile, 'utf8');
const app = Fastify({ logger: false });
app.get('/api/leaderboard', (_request, reply) => reply.type('application/json; charset=utf-8').send(body));
await app.listen({ port: Number(port), host: '127.0.0.1' });
process.stdout.write('ready\n');
