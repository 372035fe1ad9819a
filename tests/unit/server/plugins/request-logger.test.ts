// requestLogger (Fastify's childLoggerFactory): what a request logs at the server's level is
// written with the request's id, as with pino's own child; below the level nothing is written and
// no child is made (the few µs per request it saves, DESIGN.md §7).
import Fastify from 'fastify';
import { pino } from 'pino';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { requestLogger } from '../../../../server/plugins/request-logger.ts';

type Line = { level: number; msg: string; reqId?: string };

async function appLoggingAt(level: string) {
  const lines: Line[] = [];
  const logger = pino({ level }, { write: (line: string) => lines.push(JSON.parse(line) as Line) });
  const app = Fastify({
    loggerInstance: logger,
    childLoggerFactory: requestLogger,
    requestIdHeader: 'x-request-id',
  });
  app.get('/quiet', async (request) => {
    request.log.info('below the level');
    request.log.debug({ detail: 1 }, 'further below');
    return { ok: true };
  });
  app.get('/loud', async (request) => {
    request.log.warn({ attempt: 2 }, 'worth a line');
    request.log.error('and another');
    return { ok: true };
  });
  app.get('/broken', async () => {
    throw new Error('the handler broke');
  });
  await app.ready();
  return { app, logger, lines };
}

let close: (() => Promise<void>) | null = null;
afterEach(async () => {
  await close?.();
  close = null;
});

describe('requestLogger', () => {
  it("writes what a request logs at the server's level, with the request's id", async () => {
    const { app, lines } = await appLoggingAt('warn');
    close = () => app.close();
    await app.inject({ url: '/loud', headers: { 'x-request-id': 'loud-1' } });
    const written = lines.filter((line) => line.msg !== undefined);
    expect(written.map((line) => [line.level, line.msg, line.reqId])).toEqual([
      [40, 'worth a line', 'loud-1'],
      [50, 'and another', 'loud-1'],
    ]);
    expect(written[0]).toMatchObject({ attempt: 2 });
  });

  it("keeps Fastify's own error line for a failed request, with its id", async () => {
    const { app, lines } = await appLoggingAt('warn');
    close = () => app.close();
    const answer = await app.inject({ url: '/broken', headers: { 'x-request-id': 'broken-1' } });
    expect(answer.statusCode).toBe(500);
    const failure = lines.find((line) => line.level === 50);
    expect(failure?.reqId).toBe('broken-1');
  });

  it('writes nothing below the level and makes no child for it', async () => {
    const { app, logger, lines } = await appLoggingAt('warn');
    close = () => app.close();
    const children = vi.spyOn(logger, 'child');
    for (let i = 0; i < 3; i++) expect((await app.inject({ url: '/quiet' })).statusCode).toBe(200);
    expect(lines).toEqual([]);
    expect(children).not.toHaveBeenCalled();
  });

  it('writes the lower levels when the server is set to them', async () => {
    const { app, lines } = await appLoggingAt('debug');
    close = () => app.close();
    await app.inject({ url: '/quiet' });
    const ours = lines.filter((line) => line.msg === 'below the level' || line.msg === 'further below');
    expect(ours.map((line) => line.level)).toEqual([30, 20]);
    expect(new Set(ours.map((line) => line.reqId)).size).toBe(1);
  });
});
