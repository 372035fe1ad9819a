// The guard (seed-spec §2, §6) as route wrappers over access.ts. Redirects are <Navigate
// replace>, never side effects during render. Public pages never wait for the session check.
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Suspense, useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { isCardRegistered } from '../api/auth.ts';
import { useSession } from '../session/session-context.ts';
import { PageLoading } from '../ui/page-loading.tsx';
import { decideAccess, findRoute } from './access.ts';
import { cardLinkTarget } from './card-link.ts';
import { isLazyComponent, lazyComponent } from './lazy-component.tsx';

const NOT_FOUND_TITLE = msg`Not found`;

// NOTE: the signed-in shell is not needed to sign in, so it loads after, off the /login budget.
const SignedInLayout = lazyComponent(
  () => import('./signed-in-layout.tsx'),
  (m) => m.SignedInLayout,
);
// The programme's frame for signed-out visitors: only the programme needs it, so not /login either.
const PublicFrame = lazyComponent(
  () => import('./public-frame.tsx'),
  (m) => m.PublicFrame,
);
const SessionUnreachable = lazyComponent(
  () => import('./session-unreachable.tsx'),
  (m) => m.SessionUnreachable,
);

/**
 * While a stored session is checked (IndexedDB, then the network), the shell's and the screen's
 * code download beside it instead of after it: an offline reload shows its cached screen sooner.
 */
function usePreloadWhileChecking(isChecking: boolean, pathname: string): void {
  useEffect(() => {
    if (!isChecking) return;
    void SignedInLayout.preload();
    const screen = findRoute(pathname)?.route.screen;
    if (screen !== undefined && isLazyComponent(screen)) void screen.preload();
  }, [isChecking, pathname]);
}

/** Sign-in and sign-up pages: a signed-in user goes on to `from` or their landing. */
export function GuestGate({ children }: { children: ReactNode }) {
  const { user } = useSession();
  const { pathname, search } = useLocation();
  const decision = decideAccess(user, pathname, search);
  return decision.kind === 'redirect' ? <Navigate replace to={decision.to} /> : children;
}

/** Every signed-in route: login or 404 when not allowed, else the signed-in layout. */
export function SignedInGate() {
  const { t } = useLingui();
  const { user, phase, staleSince } = useSession();
  const { pathname, search } = useLocation();
  usePreloadWhileChecking(user === null && phase === 'checking', pathname);

  if (user === null && phase === 'checking') return <PageLoading label={t`Opening your account…`} />;
  if (user === null && phase === 'unreachable') return <SessionUnreachable />;

  const decision = decideAccess(user, pathname, search);
  if (decision.kind === 'login') {
    return decision.cardId === null ? (
      <Navigate replace to={decision.to} />
    ) : (
      <CardLinkRedirect cardId={decision.cardId} loginPath={decision.to} />
    );
  }
  if (decision.kind === 'redirect' || user === null)
    return <Navigate replace to={decision.kind === 'redirect' ? decision.to : '/'} />;
  return (
    <SignedInLayout user={user} title={decision.route.title} staleSince={staleSince}>
      {/* For what a screen loads lazily inside itself without a boundary of its own (the console). */}
      <Suspense fallback={<PageLoading />}>
        <Outlet />
      </Suspense>
    </SignedInLayout>
  );
}

/**
 * The public screens in the shell (the programme): the signed-in layout for a signed-in user, the
 * public frame otherwise. A visitor with no stored session never waits for the session check.
 */
export function ShellGate() {
  const { t } = useLingui();
  const { user, phase, staleSince } = useSession();
  const { pathname } = useLocation();
  // A stored session is being read: wait for it (IndexedDB, quick) rather than show the public
  // frame and swap it for the signed-in layout, which would load both and remount the screen.
  usePreloadWhileChecking(user === null && phase === 'checking', pathname);
  if (user === null && phase === 'checking') return <PageLoading label={t`Opening your account…`} />;
  const content = (
    <Suspense fallback={<PageLoading />}>
      <Outlet />
    </Suspense>
  );
  if (user === null) return <PublicFrame>{content}</PublicFrame>;
  const title = findRoute(pathname)?.route.title ?? NOT_FOUND_TITLE;
  return (
    <SignedInLayout user={user} title={title} staleSince={staleSince}>
      {content}
    </SignedInLayout>
  );
}

/** An anonymous visitor of a card link: sign up with that card if it is free, else sign in. */
function CardLinkRedirect({ cardId, loginPath }: { cardId: string; loginPath: string }) {
  const { t } = useLingui();
  const [target, setTarget] = useState<{ cardId: string; to: string } | null>(null);
  useEffect(() => {
    let isCurrent = true;
    void cardLinkTarget(cardId, loginPath, isCardRegistered).then((to) => {
      if (isCurrent) setTarget({ cardId, to });
    });
    return () => {
      isCurrent = false;
    };
  }, [cardId, loginPath]);
  if (target === null || target.cardId !== cardId) return <PageLoading label={t`Checking this card…`} />;
  return <Navigate replace to={target.to} />;
}
