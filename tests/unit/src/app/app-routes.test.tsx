// @vitest-environment happy-dom
// The guard, landing and sign-out flows end to end in the page: real routes, session and data
// layer (fake IndexedDB), with only fetch stubbed; the map screen is replaced by one that throws,
// to see a failing screen stay inside its route.
import 'fake-indexeddb/auto';
import { cleanup, configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { TOKEN_STORAGE_KEY } from '#contract/constants';

vi.mock('../../../../src/attendee/venue/map-screen.tsx', () => ({
  MapScreen: () => {
    throw new Error('the map screen broke');
  },
}));
vi.stubEnv('VITE_API_URL', 'http://api.test/');
const { AppRoutes } = await import('../../../../src/app/app-routes.tsx');
const { SessionProvider } = await import('../../../../src/auth/session-provider.tsx');

const CARD = '1b4e28ba-2fa1-41d2-883f-0016d3cca427';
/** GET /api/user for an attendee, in full (provider-api.md §2), as the attendee screens read it. */
const ATTENDEE = {
  id: CARD,
  email: 'ana@example.com',
  type: 'attendee',
  name: 'Ana Lima',
  nickname: 'ana',
  course: null,
  avatar: null,
  cv: null,
  badges: [],
  badge_count: 0,
  token_balance: 40,
  entries: 0,
  prizes: [],
  redeemables: [],
};
const TOKEN = `x.${btoa(JSON.stringify({ sub: 'user-1' }))}.y`;

type Routes = Record<string, () => Response>;

function serve(routes: Routes) {
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const { pathname } = new URL(request.url);
    const respond = routes[`${request.method} ${pathname}`];
    return respond ? respond() : Response.json({ errors: { detail: 'Endpoint Not Found' } }, { status: 404 });
  });
}

function Where() {
  const { pathname, search } = useLocation();
  return <output data-testid="where">{pathname + search}</output>;
}

function show(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <SessionProvider>
        <AppRoutes />
        <Where />
      </SessionProvider>
    </MemoryRouter>,
  );
}

const where = () => screen.getByTestId('where').textContent;

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

/**
 * NOTE: the first render of a lazy screen imports and transforms its whole module graph, which
 * takes over findBy's default second when the full suite loads the machine (more since its
 * messages' macros are compiled too).
 */
const LAZY_SCREEN_MS = 5_000;
// Every screen here is lazy, sign-in too, and loads its messages with its code (issue 24).
configure({ asyncUtilTimeout: LAZY_SCREEN_MS });
// A test waits on two or three of them in turn.
vi.setConfig({ testTimeout: 3 * LAZY_SCREEN_MS });

describe('guard', () => {
  it('sends an anonymous visitor to /login with the page as `from`', async () => {
    serve({});
    show('/attendee/store?sort=price');
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeTruthy();
    expect(where()).toBe('/login?from=%2Fattendee%2Fstore%3Fsort%3Dprice');
  });

  it('sends a user of the wrong type to /404', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, TOKEN);
    serve({ 'GET /api/user': () => Response.json(ATTENDEE) });
    show('/staff/badges');
    expect(await screen.findByRole('heading', { name: "This page isn't here" })).toBeTruthy();
    expect(where()).toBe('/404');
  });

  it('sends an anonymous holder of an unregistered card to sign up with it', async () => {
    serve({ [`GET /api/is_registered/${CARD}`]: () => Response.json({ is_registered: false }) });
    show(`/attendees/${CARD}`);
    expect(await screen.findByText(CARD)).toBeTruthy();
    expect(where()).toBe(`/register/${CARD}`);
  });

  it('drops a token the server refuses', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, TOKEN);
    serve({ 'GET /api/user': () => Response.json({ error: 'invalid_token' }, { status: 401 }) });
    show('/attendee/profile');
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeTruthy();
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });
});

describe('sign-in and sign-out', () => {
  it('signs in and lands on `from`', async () => {
    serve({
      'POST /api/auth/sign_in': () => Response.json({ jwt: TOKEN }),
      'GET /api/user': () => Response.json(ATTENDEE),
    });
    show('/login?from=%2Fattendee%2Fwheel');
    fireEvent.change(await screen.findByLabelText('Email'), { target: { value: 'ana@example.com' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: 'Wheel' }, { timeout: LAZY_SCREEN_MS })).toBeTruthy();
    expect(where()).toBe('/attendee/wheel');
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe(TOKEN);
  });

  it("shows the server's reason when sign-in is refused", async () => {
    serve({ 'POST /api/auth/sign_in': () => Response.json({ error: 'Login error' }, { status: 401 }) });
    show('/login');
    fireEvent.change(await screen.findByLabelText('Email'), { target: { value: 'ana@example.com' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'wrong-one' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Login error');
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('signs out to the landing page, not to /login', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, TOKEN);
    serve({ 'GET /api/user': () => Response.json(ATTENDEE) });
    show('/attendee/profile');
    const [signOut] = await screen.findAllByRole('button', { name: 'Sign out' });
    fireEvent.click(signOut as HTMLElement);
    await waitFor(() => expect(where()).toBe('/'));
    expect(await screen.findByRole('link', { name: 'Register your card' })).toBeTruthy();
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('opens the signed-in shell offline from the cached user, marked as stale', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, TOKEN);
    serve({ 'GET /api/user': () => Response.json(ATTENDEE) });
    show('/attendee/inventory');
    expect(
      await screen.findByRole('heading', { name: 'Inventory' }, { timeout: LAZY_SCREEN_MS }),
    ).toBeTruthy();
    cleanup();

    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    show('/attendee/inventory');
    expect(await screen.findByRole('heading', { name: 'Inventory' })).toBeTruthy();
    expect(await screen.findByText(/offline · updated/)).toBeTruthy();
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe(TOKEN);
  });
});

describe('a screen that fails', () => {
  it('shows its message inside the signed-in layout, and is gone on the next route', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    localStorage.setItem(TOKEN_STORAGE_KEY, TOKEN);
    serve({ 'GET /api/user': () => Response.json(ATTENDEE) });
    show('/attendee/map');
    expect(await screen.findByRole('heading', { name: 'Something went wrong on this screen' })).toBeTruthy();
    expect(screen.getByRole('main').contains(screen.getByRole('alert'))).toBe(true);

    const [inventory] = screen.getAllByRole('link', { name: 'Inventory' });
    fireEvent.click(inventory as HTMLElement);
    expect(await screen.findByRole('heading', { name: 'Inventory' })).toBeTruthy();
    expect(where()).toBe('/attendee/inventory');
    expect(screen.queryByRole('heading', { name: 'Something went wrong on this screen' })).toBeNull();
    logged.mockRestore();
  });
});
