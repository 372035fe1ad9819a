// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Link, NavLink } from '../../../../src/ui/link.tsx';

afterEach(cleanup);

function At() {
  const { pathname, search } = useLocation();
  return <output>{pathname + search}</output>;
}

function app(at: string, link: React.ReactNode) {
  return (
    <MemoryRouter initialEntries={[at]}>
      {link}
      <Routes>
        <Route path="*" element={<At />} />
      </Routes>
    </MemoryRouter>
  );
}

const activeClass = ({ isActive }: { isActive: boolean }) => (isActive ? 'on' : 'off');

describe('Link', () => {
  it('is an anchor to its path, which a click opens inside the app', () => {
    render(app('/attendee/profile', <Link to="/attendee/store?from=wheel">Store</Link>));
    const link = screen.getByRole('link', { name: 'Store' });
    expect(link.getAttribute('href')).toBe('/attendee/store?from=wheel');
    fireEvent.click(link);
    expect(screen.getByRole('status').textContent).toBe('/attendee/store?from=wheel');
  });

  it('runs its own onClick first, and a prevented click stays put', () => {
    const onClick = vi.fn((event: React.MouseEvent) => event.preventDefault());
    render(
      app(
        '/attendee/profile',
        <Link to="/attendee/store" onClick={onClick}>
          Store
        </Link>,
      ),
    );
    fireEvent.click(screen.getByRole('link', { name: 'Store' }));
    expect(onClick).toHaveBeenCalledOnce();
    expect(screen.getByRole('status').textContent).toBe('/attendee/profile');
  });

  it('leaves a modified click (new tab) to the browser', () => {
    render(app('/attendee/profile', <Link to="/attendee/store">Store</Link>));
    fireEvent.click(screen.getByRole('link', { name: 'Store' }), { ctrlKey: true });
    expect(screen.getByRole('status').textContent).toBe('/attendee/profile');
  });

  it('passes the anchor attributes through', () => {
    render(app('/', <Link to="/schedule" className="pill" aria-label="Programme" data-me="true" />));
    const link = screen.getByRole('link', { name: 'Programme' });
    expect(link.className).toBe('pill');
    expect(link.getAttribute('data-me')).toBe('true');
  });
});

describe('NavLink', () => {
  it.each([
    ['/attendee/store', true],
    ['/attendee/store/12', true],
    ['/Attendee/Store', true],
    ['/attendee/storefront', false],
    ['/attendee/profile', false],
  ])('at %s, is the current page: %s', (at, isActive) => {
    render(
      app(
        at,
        <NavLink to="/attendee/store" className={activeClass}>
          Store
        </NavLink>,
      ),
    );
    const link = screen.getByRole('link', { name: 'Store' });
    expect(link.className).toBe(isActive ? 'on' : 'off');
    expect(link.getAttribute('aria-current')).toBe(isActive ? 'page' : null);
  });
});
