// The build's server entry (issue 26, scripts/prerender.ts): a public route rendered to HTML with
// React's static prerendering, from the same components main.tsx then hydrates. A lazy part waits
// for its code here as in the hydration (app/lazy-component.tsx), so both draw it itself. The server
// renders `/` and the programme's public pages with it at serve time (server/plugins/client.ts),
// from the event and the programme it stores, as the page then carries them for the hydration.
// NOTE: React's web (edge) build, not its Node build: the Node build runs each render in an
// AsyncLocalStorage, whose first run on Node 20 hooks every promise of the server for good (one
// drawn page made each later await ~3× the CPU; eslint.config.js refuses the Node build).
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static.edge';
import type { PageData } from '#contract/prerendered';
import { SOURCE_LOCALE, type Locale } from '#contract/constants';
import { activate, type Catalog } from '#i18n/runtime';
import { adoptPageEvent } from './api/event.ts';
import { StaticRouter } from 'react-router-dom';
import { AppBody } from './app/app.tsx';
import { adoptServedProgramme } from './programme/served-page.ts';

// Every catalog of every language, compiled into the renderer: a page is drawn whole, in one.
const catalogs = import.meta.glob<Catalog>('./locales/*/*.po', { eager: true, import: 'messages' });

function messagesOf(locale: Locale): Catalog {
  const own = Object.entries(catalogs).filter(([file]) => file.startsWith(`./locales/${locale}/`));
  return Object.assign({}, ...own.map(([, catalog]) => catalog)) as Catalog;
}

/**
 * The HTML of what the app renders at `url` (a path and query) for a visitor with no session, drawn
 * with `data`: the stored event, the programme and the instant, or none. NOTE: one render at a
 * time: the data is the module's until the next call (the server queues its renders).
 */
export async function renderPage(
  url: string,
  data: PageData = {},
  locale: Locale = SOURCE_LOCALE,
): Promise<string> {
  activate(locale, messagesOf(locale));
  adoptPageEvent(data.event ?? null);
  adoptServedProgramme(data.programme ?? null, data.at);
  let failure: { error: unknown } | null = null;
  const { prelude } = await prerender(
    <StrictMode>
      <StaticRouter location={url}>
        <AppBody />
      </StaticRouter>
    </StrictMode>,
    // A part that fails is left to the client by React (a fallback); the page fails instead, so the
    // server serves its shell and logs why (server/plugins/client.ts).
    // NOTE: no boundary outlined for streaming (React 19.2 does past progressiveChunkSize): its
    // content would need an inline script to be shown, which the CSP refuses and a page without JS
    // never runs; /schedule's sessions are past the default 12.8 kB.
    { onError: (error) => void (failure ??= { error }), progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  if (failure !== null) throw (failure as { error: unknown }).error;
  return new Response(prelude as ReadableStream<Uint8Array>).text();
}
