// Pure decisions over the route table: who may open a path, where the guard sends everyone else,
// the menu of a user type and where a user lands after signing in. No React state, no I/O, so the
// rules are tested as plain functions (tests/unit/src/app/access.test.ts).
import type { MessageDescriptor } from '#i18n/runtime';
import { matchPath } from 'react-router-dom';
import type { UserType } from '#contract/constants';
import { isUuid } from '../lib/card-code.ts';
import { sanitizeFrom } from '../lib/safe-path.ts';
import { LOGIN_PATH, NOT_FOUND_PATH, ROUTES } from './routes.ts';
import type { AppRoute } from './routes.ts';

/** What the guard needs to know about a user. */
export type Viewer = { type: UserType; isAdmin: boolean };

export type AccessDecision =
  | { kind: 'allow'; route: AppRoute }
  /** Nobody signed in: to /login with `from`; `cardId` when it may be an unregistered card's link. */
  | { kind: 'login'; to: string; cardId: string | null }
  | { kind: 'redirect'; to: string };

export type MenuItem = { path: string; label: MessageDescriptor };

export function findRoute(
  pathname: string,
): { route: AppRoute; params: Record<string, string | undefined> } | null {
  for (const route of ROUTES) {
    const match = matchPath(route.path, pathname);
    if (match) return { route, params: match.params };
  }
  return null;
}

export function canOpen(viewer: Viewer, route: AppRoute): boolean {
  const { access } = route;
  if (access.kind !== 'signed-in') return true;
  if (!access.types.includes(viewer.type)) return false;
  return access.isAdminOnly !== true || viewer.isAdmin;
}

/** Whether a route shows in a menu: its own type's screens, and the public ones in the shell. */
function isInMenu(viewer: Viewer | null, route: AppRoute): boolean {
  if (route.menuLabel === undefined) return false;
  if (route.access.kind === 'public') return route.access.isInShell === true;
  if (viewer === null || route.access.kind !== 'signed-in' || !canOpen(viewer, route)) return false;
  return route.menuTypes === undefined || route.menuTypes.includes(viewer.type);
}

/** The menu of a user (null: the signed-out visitor's, public screens only), in route-table order. */
export function menuFor(viewer: Viewer | null): MenuItem[] {
  return ROUTES.flatMap((route) =>
    isInMenu(viewer, route) && route.menuLabel !== undefined
      ? [{ path: route.path, label: route.menuLabel }]
      : [],
  );
}

/** A user type's home: the first entry of its menu. */
export function homeFor(viewer: Viewer): string {
  return menuFor(viewer)[0]?.path ?? NOT_FOUND_PATH;
}

/** Where a user goes after signing in or up: a safe `from` wins, else their home. */
export function landingFor(viewer: Viewer, from: string | null): string {
  return sanitizeFrom(from) ?? homeFor(viewer);
}

export function loginPathFor(pathname: string, search: string): string {
  return `${LOGIN_PATH}?from=${encodeURIComponent(pathname + search)}`;
}

/** The guard's rule (seed-spec §2, §6) for one location. */
export function decideAccess(viewer: Viewer | null, pathname: string, search = ''): AccessDecision {
  const found = findRoute(pathname);
  if (found === null) return { kind: 'redirect', to: NOT_FOUND_PATH };
  const { route, params } = found;
  const { access } = route;
  if (access.kind === 'public') return { kind: 'allow', route };
  if (access.kind === 'guest') {
    if (viewer === null) return { kind: 'allow', route };
    return { kind: 'redirect', to: landingFor(viewer, new URLSearchParams(search).get('from')) };
  }
  if (viewer === null) {
    const id = params.id ?? '';
    const cardId = access.isCardLink === true && isUuid(id) ? id.toLowerCase() : null;
    return { kind: 'login', to: loginPathFor(pathname, search), cardId };
  }
  return canOpen(viewer, route) ? { kind: 'allow', route } : { kind: 'redirect', to: NOT_FOUND_PATH };
}
