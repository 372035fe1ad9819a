// @vitest-environment happy-dom
// The leaderboard screen with its real data layer (fake IndexedDB), only fetch stubbed: the day
// picker from the event, the attendee's pinned rank, and no "my row" for staff.
import 'fake-indexeddb/auto';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from 'react-router-dom';
import { TOKEN_STORAGE_KEY } from '#contract/constants';
import type { User } from '../../../../../src/api/user.ts';
import { storedSession } from '../../../../helpers/stored-session.tsx';

vi.stubEnv('VITE_API_URL', 'http://api.test/');
const { SessionContext } = await import('../../../../../src/session/session-context.ts');
const { LeaderboardScreen } = await import('../../../../../src/attendee/leaderboard/leaderboard-screen.tsx');
const { localDay } = await import('../../../../../src/attendee/leaderboard/leaderboard-days.ts');

const rows = Array.from({ length: 80 }, (_, i) => ({
  id: `a-${i + 1}`,
  nickname: `n${i + 1}`,
  name: `Person ${i + 1}`,
  avatar: null,
  badges: 100 - i,
  token_balance: 10,
}));
const today = localDay(new Date());
let requested: string[] = [];
/** Whom the stubbed server answers as (its bounded board carries the caller's own row, issue 28). */
let callerId: string | null = null;

/** The server's bounded answer (`?top=N`): the top rows ranked, the caller's row, the total. */
function bounded(board: typeof rows, top: number) {
  const ranked = board.map((r, i) => ({ ...r, rank: i + 1 }));
  return {
    data: ranked.slice(0, top),
    me: ranked.find((r) => r.id === callerId) ?? null,
    total: board.length,
  };
}

function serve() {
  requested = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const { pathname, searchParams } = new URL(new Request(input, init).url);
    requested.push(pathname);
    const top = Number(searchParams.get('top'));
    if (pathname === '/api/event') return Response.json({ name: 'C', year: 2026, start: today, days: 3 });
    if (pathname === `/api/leaderboard/${today}`) return Response.json(bounded(rows.slice(0, 10), top));
    if (pathname === '/api/leaderboard') return Response.json(bounded(rows, top));
    return Response.json({ errors: { detail: 'Endpoint Not Found' } }, { status: 404 });
  });
}

function show(user: User) {
  callerId = user.id;
  const session = storedSession(user);
  render(
    <MemoryRouter>
      <SessionContext.Provider value={session}>
        <LeaderboardScreen />
      </SessionContext.Provider>
    </MemoryRouter>,
  );
}

const base = { email: 'x@y.z', isAdmin: false, displayName: 'X', nickname: null };

beforeEach(() => {
  localStorage.setItem(TOKEN_STORAGE_KEY, `x.${btoa(JSON.stringify({ sub: `u-${Math.random()}` }))}.y`);
  serve();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('LeaderboardScreen', () => {
  it("opens on today's board, limited to the event's days", async () => {
    show({ ...base, id: 'a-3', type: 'attendee' });
    await screen.findByText('Person 1');
    const days = within(screen.getByRole('group', { name: 'Day' })).getAllByRole('button');
    expect(days).toHaveLength(3);
    expect(days[0]?.getAttribute('aria-pressed')).toBe('true');
    expect(requested).toContain(`/api/leaderboard/${today}`);
  });

  it("pins an attendee's rank when they are below the rows shown", async () => {
    show({ ...base, id: 'a-64', type: 'attendee' });
    fireEvent.click(screen.getByRole('button', { name: 'All time' }));
    await screen.findByText('Person 50');
    expect(screen.queryByText('Person 51')).toBeNull();
    expect(screen.getByText('#64')).toBeTruthy();
    expect(screen.getByText('of 80')).toBeTruthy();
  });

  it('tells an unranked attendee how to get on the board', async () => {
    show({ ...base, id: 'a-70', type: 'attendee' });
    await screen.findByText('Person 1');
    expect(screen.getByText("You're not on this board yet.")).toBeTruthy();
  });

  it('shows staff the board with no row of their own', async () => {
    show({ ...base, id: '7', type: 'staff' });
    fireEvent.click(screen.getByRole('button', { name: 'All time' }));
    await screen.findByText('Person 50');
    expect(screen.queryByText('You')).toBeNull();
    expect(screen.queryByText(/not on this board/)).toBeNull();
  });
});
