import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProgrammeSession } from '../../../../src/api/programme.ts';
import { REMINDER_LEAD_MS } from '../../../../src/programme/programme-constants.ts';
import { nextReminderAt, remindersDue, startReminders } from '../../../../src/programme/reminders.ts';
import { aSession } from './session-factory.ts';

const T0 = new Date('2026-03-13T08:00:00Z');
const at = (minutes: number) => new Date(T0.getTime() + minutes * 60_000).toISOString();
const first = aSession({ title: 'First', start: at(60), end: at(90) });
const second = aSession({ title: 'Second', start: at(120), end: at(150) });
const LEAD_MIN = REMINDER_LEAD_MS / 60_000;

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(T0);
});
afterEach(() => vi.useRealTimers());

function run(sessions: ProgrammeSession[], reminded = new Set<string>()) {
  const fired: { title: string; at: number }[] = [];
  const stop = startReminders(sessions, (s) => fired.push({ title: s.title, at: Date.now() }), { reminded });
  return { fired, stop };
}

describe('startReminders (fake clock)', () => {
  it('reminds once per session, the lead before it starts', () => {
    const { fired, stop } = run([first, second]);
    vi.advanceTimersByTime((60 - LEAD_MIN) * 60_000 - 1);
    expect(fired).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(fired).toEqual([{ title: 'First', at: first.start.getTime() - REMINDER_LEAD_MS }]);
    vi.advanceTimersByTime(60 * 60_000);
    expect(fired.map((f) => f.title)).toEqual(['First', 'Second']);
    vi.advanceTimersByTime(24 * 60 * 60_000);
    expect(fired).toHaveLength(2);
    stop();
  });

  it('reminds at once when the app opens within the lead, never for a session under way', () => {
    vi.setSystemTime(new Date(first.start.getTime() - 60_000));
    const { fired, stop } = run([first]);
    expect(fired.map((f) => f.title)).toEqual(['First']);
    stop();
    vi.setSystemTime(new Date(first.start.getTime() + 60_000));
    expect(run([first]).fired).toEqual([]);
  });

  it('does not remind again of a session already reminded of (a reload)', () => {
    const { fired, stop } = run([first, second], new Set([first.id]));
    vi.advanceTimersByTime(3 * 60 * 60_000);
    expect(fired.map((f) => f.title)).toEqual(['Second']);
    stop();
  });

  it('reminds of nothing once stopped (a session unstarred)', () => {
    const { fired, stop } = run([first]);
    stop();
    vi.advanceTimersByTime(3 * 60 * 60_000);
    expect(fired).toEqual([]);
  });
});

describe('remindersDue and nextReminderAt', () => {
  it('work out the due sessions and the next due time', () => {
    const now = first.start.getTime() - REMINDER_LEAD_MS;
    expect(remindersDue([first, second], now, new Set()).map((s) => s.title)).toEqual(['First']);
    expect(nextReminderAt([first, second], now, new Set([first.id]))).toBe(
      second.start.getTime() - REMINDER_LEAD_MS,
    );
    expect(nextReminderAt([first], second.start.getTime(), new Set())).toBeNull();
  });
});
