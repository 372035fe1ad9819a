// The app's composition: router, session, routes, and the app-wide title, focus and update toast.
// Declarative <BrowserRouter>, not the data router, to keep /login within its JS budget (DESIGN §7).
import { BrowserRouter } from 'react-router-dom';
import { SessionProvider } from '../auth/session-provider.tsx';
import { AppRoutes } from './app-routes.tsx';
import { DocumentTitle } from './document-title.tsx';
import { RouteFocus } from './route-focus.tsx';
import { UpdateToastSlot } from './update-toast-slot.tsx';

/** Everything inside the router: the build's prerender (src/prerender.tsx) renders it too. */
export function AppBody() {
  return (
    <SessionProvider>
      <DocumentTitle />
      <RouteFocus />
      <AppRoutes />
      <UpdateToastSlot />
    </SessionProvider>
  );
}

export function App() {
  return (
    <BrowserRouter>
      <AppBody />
    </BrowserRouter>
  );
}
