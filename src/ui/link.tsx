// The app's links: an <a> whose click navigates inside the app, as react-router-dom's <Link> and
// <NavLink> do for the props the app passes (`to` a path, the anchor's own attributes). Theirs carry
// framework mode's prefetching, masks and view transitions, which every first load ran: ~2 kB gzip
// on every row of npm run bench (DESIGN.md §7, issue 24). The click is the router's own handler.
import type { AnchorHTMLAttributes, MouseEvent, Ref } from 'react';
import { useHref, useLinkClickHandler, useLocation, useResolvedPath } from 'react-router-dom';

export type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  /** An app path, with its query if any. */
  to: string;
  ref?: Ref<HTMLAnchorElement>;
};

export function Link({ to, onClick, ...rest }: LinkProps) {
  const href = useHref(to);
  const navigate = useLinkClickHandler<HTMLAnchorElement>(to, { target: rest.target });
  function click(event: MouseEvent<HTMLAnchorElement>) {
    onClick?.(event);
    if (!event.defaultPrevented) navigate(event);
  }
  return <a {...rest} href={href} onClick={click} />;
}

type NavLinkProps = Omit<LinkProps, 'className'> & { className: (state: { isActive: boolean }) => string };

/** A menu's link, `aria-current="page"` while its path or one below it is open (NavLink's rule). */
export function NavLink({ className, ...rest }: NavLinkProps) {
  const isActive = isAtOrBelow(useLocation().pathname, useResolvedPath(rest.to).pathname);
  return <Link {...rest} className={className({ isActive })} aria-current={isActive ? 'page' : undefined} />;
}

function isAtOrBelow(pathname: string, to: string): boolean {
  const [at, path] = [pathname.toLowerCase(), to.toLowerCase()];
  const end = path !== '/' && path.endsWith('/') ? path.length - 1 : path.length;
  return at === path || (at.startsWith(path) && at.charAt(end) === '/');
}
