// Builds <Routes> from the route table: public pages as they are, guest pages behind GuestGate,
// and every signed-in page under one SignedInGate, so the layout stays mounted between them.
import { Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { PageLoading } from '../ui/page-loading.tsx';
import { GuestGate, SignedInGate } from './route-gates.tsx';
import { ROUTES } from './routes.ts';

const openRoutes = ROUTES.filter((route) => route.access.kind !== 'signed-in');
const signedInRoutes = ROUTES.filter((route) => route.access.kind === 'signed-in');

export function AppRoutes() {
  return (
    <Suspense fallback={<PageLoading />}>
      <Routes>
        {openRoutes.map((route) => (
          <Route
            key={route.path}
            path={route.path}
            element={
              route.access.kind === 'guest' ? (
                <GuestGate>
                  <route.screen />
                </GuestGate>
              ) : (
                <route.screen />
              )
            }
          />
        ))}
        <Route element={<SignedInGate />}>
          {signedInRoutes.map((route) => (
            <Route key={route.path} path={route.path} element={<route.screen />} />
          ))}
        </Route>
      </Routes>
    </Suspense>
  );
}
