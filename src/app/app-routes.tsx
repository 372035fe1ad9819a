// Builds the router's route tree from the route table: public pages as they are, guest pages behind GuestGate,
// the public screens in the shell (the programme) under ShellGate, and every signed-in page under
// one SignedInGate, so the layout stays mounted between them.
// Each screen sits in its own error boundary, keyed by pathname so a failure ends with the route.
import { Suspense, useEffect, type ComponentType } from 'react';
import { useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { PageLoading } from '../ui/page-loading.tsx';
import { ScreenErrorBoundary } from '../ui/screen-error-boundary.tsx';
import { firstScreenRendered } from '../deferred/after-first-screen.ts';
import { isLazyComponent } from './lazy-component.tsx';
import { GuestGate, ShellGate, SignedInGate } from './route-gates.tsx';
import { ROUTES, type AppRoute } from './routes.ts';

const isInShell = (route: (typeof ROUTES)[number]) =>
  route.access.kind === 'public' && route.access.isInShell === true;
const openRoutes = ROUTES.filter((route) => route.access.kind !== 'signed-in' && !isInShell(route));
const shellRoutes = ROUTES.filter(isInShell);
const signedInRoutes = ROUTES.filter((route) => route.access.kind === 'signed-in');

function RoutedScreen({ screen: Screen }: { screen: ComponentType }) {
  const { pathname } = useLocation();
  // Deferred JS may load once the first screen has rendered (DESIGN.md §7); a lazy screen says so
  // itself when its code has arrived and it shows (routes.ts).
  useEffect(() => {
    if (!isLazyComponent(Screen)) firstScreenRendered();
  }, [Screen]);
  return (
    <ScreenErrorBoundary key={pathname}>
      <Screen />
    </ScreenErrorBoundary>
  );
}

/** A screen's route, in its error boundary. */
const screenRoute = (route: AppRoute): RouteObject => ({
  path: route.path,
  element: <RoutedScreen screen={route.screen} />,
});

/**
 * The route objects React Router matches (its useRoutes), rather than <Routes> of <Route>
 * elements: the same tree without the router's reading of JSX children (createRoutesFromChildren),
 * which every first load ran (DESIGN.md §7, issue 24).
 */
const routeTree: RouteObject[] = [
  ...openRoutes.map((route) =>
    route.access.kind === 'guest'
      ? {
          path: route.path,
          element: (
            <GuestGate>
              <RoutedScreen screen={route.screen} />
            </GuestGate>
          ),
        }
      : screenRoute(route),
  ),
  { element: <ShellGate />, children: shellRoutes.map(screenRoute) },
  { element: <SignedInGate />, children: signedInRoutes.map(screenRoute) },
];

function MatchedRoute() {
  return useRoutes(routeTree);
}

export function AppRoutes() {
  return (
    <Suspense fallback={<PageLoading />}>
      <MatchedRoute />
    </Suspense>
  );
}
