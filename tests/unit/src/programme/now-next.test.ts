import { describe, expect, it } from 'vitest';
import { isUnderWay, nowAndNext } from '../../../../src/programme/now-next.ts';
import { aSession } from './session-factory.ts';

const a = aSession({ title: 'A', start: '2026-03-13T09:00:00Z', end: '2026-03-13T10:00:00Z' });
const b = aSession({ title: 'B', roomId: 2, start: '2026-03-13T09:30:00Z', end: '2026-03-13T10:30:00Z' });
const c = aSession({ title: 'C', start: '2026-03-13T10:30:00Z', end: '2026-03-13T11:00:00Z' });
const d = aSession({ title: 'D', roomId: 2, start: '2026-03-13T10:30:00Z', end: '2026-03-13T11:30:00Z' });
const e = aSession({ title: 'E', start: '2026-03-14T09:00:00Z', end: '2026-03-14T10:00:00Z' });
const all = [a, b, c, d, e];
const titles = (sessions: { title: string }[]) => sessions.map((s) => s.title);

describe('nowAndNext', () => {
  it('lists what runs now and every session of the next slot', () => {
    const result = nowAndNext(all, new Date('2026-03-13T09:45:00Z'));
    expect(titles(result.now)).toEqual(['A', 'B']);
    expect(titles(result.next)).toEqual(['C', 'D']);
  });

  it('counts a session as running from its start, and over at its end', () => {
    expect(titles(nowAndNext(all, new Date('2026-03-13T10:00:00Z')).now)).toEqual(['B']);
    expect(titles(nowAndNext(all, new Date('2026-03-13T09:00:00Z')).now)).toEqual(['A']);
  });

  it('shows no "next" that is hours away, and nothing after the event', () => {
    const evening = nowAndNext(all, new Date('2026-03-13T20:00:00Z'));
    expect(evening).toEqual({ now: [], next: [] });
    expect(isUnderWay(evening)).toBe(false);
    expect(isUnderWay(nowAndNext(all, new Date('2026-03-14T08:00:00Z')))).toBe(true);
    expect(nowAndNext(all, new Date('2026-03-20T08:00:00Z'))).toEqual({ now: [], next: [] });
  });
});
