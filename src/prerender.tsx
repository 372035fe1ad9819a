// The build's server entry (issue 26, scripts/prerender.ts): a public route rendered to HTML with
// React's static prerendering, from the same components main.tsx then hydrates. A lazy screen is
// loaded first, as main.tsx loads it before hydrating, so both render the screen itself. The server
// renders `/` with it at serve time (server/plugins/client.ts), from the event it stores.
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { adoptPageEvent } from './api/event.ts';
import { StaticRouter } from 'react-router-dom';
import { findRoute } from './app/access.ts';
import { AppBody } from './app/app.tsx';
import { isLazyComponent } from './app/lazy-component.tsx';

/**
 * The HTML of what the app renders at `url` (a path and query) for a visitor with no session, with
 * `event` (GET /api/event's answer) as the stored event, or none. NOTE: one render at a time: the
 * event is the module's until the next call (the server queues its renders).
 */
export async function renderPage(url: string, event: unknown = null): Promise<string> {
  adoptPageEvent(event);
  const screen = findRoute(url.split('?')[0] ?? '/')?.route.screen;
  if (screen !== undefined && isLazyComponent(screen)) await screen.preload();
  const { prelude } = await prerender(
    <StrictMode>
      <StaticRouter location={url}>
        <AppBody />
      </StaticRouter>
    </StrictMode>,
  );
  return new Response(prelude as ReadableStream<Uint8Array>).text();
}
