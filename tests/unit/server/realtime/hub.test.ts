// The socket hub (server/realtime/hub.ts) over fake sockets: a broadcast reaches every member of a
// topic in its own protocol version, a socket past the buffer bound is terminated instead of
// written to, leaving and disconnecting forget everything, and silent sockets are swept.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type WebSocket from 'ws';
import { createHub } from '../../../../server/realtime/hub.ts';
import { REALTIME_LIMITS } from '../../../../server/realtime/limits.ts';

type Fake = { readyState: number; bufferedAmount: number; sent: string[]; isTerminated: boolean };

function fakeSocket(bufferedAmount = 0) {
  const fake: Fake = { readyState: 1, bufferedAmount, sent: [], isTerminated: false };
  const ws = {
    get readyState() {
      return fake.readyState;
    },
    get bufferedAmount() {
      return fake.bufferedAmount;
    },
    send: (text: string) => void fake.sent.push(text),
    terminate: () => {
      fake.isTerminated = true;
      fake.readyState = 3;
    },
  };
  return { fake, ws: ws as unknown as WebSocket };
}

const limits = { ...REALTIME_LIMITS, maxBufferedBytes: 1000, idleMs: 5_000, sweepMs: 1_000 };
afterEach(() => vi.useRealTimers());

describe('broadcast', () => {
  it('reaches every member of the topic, each in its protocol version, and no one else', () => {
    const hub = createHub(limits);
    const v2 = fakeSocket();
    const v1 = fakeSocket();
    const elsewhere = fakeSocket();
    hub.join(hub.connect(v2.ws, '2.0.0'), 'spotlight', '1');
    hub.join(hub.connect(v1.ws, '1.0.0'), 'spotlight', '4');
    hub.connect(elsewhere.ws, '2.0.0');
    expect(hub.broadcast('spotlight', 'spotlight', { id: 7 })).toBe(2);
    expect(v2.fake.sent).toEqual(['[null,null,"spotlight","spotlight",{"id":7}]']);
    expect(JSON.parse(v1.fake.sent[0]!)).toEqual({
      topic: 'spotlight',
      event: 'spotlight',
      payload: { id: 7 },
      ref: null,
    });
    expect(elsewhere.fake.sent).toEqual([]);
    expect(hub.generation('spotlight')).toBe(1);
    hub.close();
  });

  it('terminates a socket past the buffer bound instead of queueing more for it', () => {
    const hub = createHub(limits);
    const slow = fakeSocket(1001);
    const atBound = fakeSocket(1000);
    hub.join(hub.connect(slow.ws, '2.0.0'), 'spotlight', '1');
    hub.join(hub.connect(atBound.ws, '2.0.0'), 'spotlight', '1');
    expect(hub.broadcast('spotlight', 'spotlight', {})).toBe(1);
    expect([slow.fake.isTerminated, slow.fake.sent]).toEqual([true, []]);
    expect([atBound.fake.isTerminated, atBound.fake.sent.length]).toEqual([false, 1]);
    hub.close();
  });

  it('skips sockets that are no longer open', () => {
    const hub = createHub(limits);
    const closing = fakeSocket();
    closing.fake.readyState = 2;
    hub.join(hub.connect(closing.ws, '2.0.0'), 'spotlight', '1');
    expect(hub.broadcast('spotlight', 'spotlight', {})).toBe(0);
    expect(closing.fake.sent).toEqual([]);
    hub.close();
  });
});

describe('membership', () => {
  it('forgets a left topic and a disconnected socket entirely', () => {
    const hub = createHub(limits);
    const a = hub.connect(fakeSocket().ws, '2.0.0');
    const b = hub.connect(fakeSocket().ws, '2.0.0');
    hub.join(a, 'spotlight', '1');
    hub.join(b, 'spotlight', '1');
    expect(hub.stats()).toEqual({ connections: 2, subscriptions: 2 });
    hub.leave(a, 'spotlight');
    hub.leave(a, 'spotlight');
    expect([hub.stats(), [...a.topics.keys()]]).toEqual([{ connections: 2, subscriptions: 1 }, []]);
    hub.disconnect(b);
    hub.disconnect(a);
    expect(hub.stats()).toEqual({ connections: 0, subscriptions: 0 });
    hub.close();
  });
});

describe('sweep', () => {
  it('terminates a socket silent for longer than idleMs, and keeps one heard from', () => {
    vi.useFakeTimers();
    let nowMs = 0;
    const hub = createHub(limits, () => nowMs);
    const silent = fakeSocket();
    const chatty = fakeSocket();
    hub.connect(silent.ws, '2.0.0');
    const heard = hub.connect(chatty.ws, '2.0.0');
    nowMs = 4_000;
    heard.lastSeenMs = nowMs;
    vi.advanceTimersByTime(1_000);
    expect(silent.fake.isTerminated).toBe(false);
    nowMs = 5_500;
    vi.advanceTimersByTime(1_000);
    expect([silent.fake.isTerminated, chatty.fake.isTerminated]).toEqual([true, false]);
    hub.close();
  });
});
