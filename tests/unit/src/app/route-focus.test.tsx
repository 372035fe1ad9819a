// @vitest-environment happy-dom
// On a route change focus goes to the new screen's heading, once it shows; the first load keeps the
// browser's own start, and a person who moved focus meanwhile keeps it there.
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { MemoryRouter, Route, Routes, useNavigate, type NavigateFunction } from 'react-router-dom';
import { RouteFocus } from '../../../../src/app/route-focus.tsx';

let go: NavigateFunction = () => undefined;

function Nav() {
  go = useNavigate();
  return <button type="button">Menu</button>;
}

/** A screen whose heading comes a moment after it mounts, like a lazy screen with its data. */
function Slow({ title }: { title: string }) {
  const [isReady, setIsReady] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setIsReady(true), 20);
    return () => clearTimeout(timer);
  }, []);
  return isReady ? <h1>{title}</h1> : <p>Loading…</p>;
}

function show() {
  render(
    <MemoryRouter initialEntries={['/one']}>
      <RouteFocus />
      <Nav />
      <main>
        <Routes>
          <Route path="/one" element={<h1>One</h1>} />
          <Route path="/two" element={<Slow title="Two" />} />
        </Routes>
      </main>
    </MemoryRouter>,
  );
}

const wait = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));

afterEach(cleanup);

describe('focus on a route change', () => {
  it('leaves the first screen alone, then focuses the next screen’s heading once it shows', async () => {
    show();
    expect(document.activeElement).toBe(document.body);
    screen.getByRole('button', { name: 'Menu' }).focus();
    act(() => void go('/two'));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Two' })));
    expect(screen.getByRole('heading', { name: 'Two' }).getAttribute('tabindex')).toBe('-1');
  });

  it('does not take focus back from someone who moved it before the heading came', async () => {
    show();
    act(() => void go('/two'));
    screen.getByRole('button', { name: 'Menu' }).focus();
    await screen.findByRole('heading', { name: 'Two' });
    await wait(100);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Menu' }));
  });
});
