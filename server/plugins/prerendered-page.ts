// A page rendered from the app's components (issue 26), put into the built index.html: at build time
// for /login and /signup (scripts/prerender.ts), at serve time for `/` (plugins/client.ts).
import crypto from 'node:crypto';

/**
 * The built page with `body` in place of the loading shell (and of its "needs JavaScript" note).
 * The preloads React writes ahead of a body with no <head> go to the head, so #root holds exactly
 * what the client hydrates. `event`: GET /api/event's answer the page was rendered with, carried in
 * #root's data-event for the client's first render (src/main.tsx).
 */
export function withBody(template: string, body: string, event?: unknown): string {
  const shell = /<div id="root">[\s\S]*?<\/noscript>/;
  if (!shell.test(template)) throw new Error('dist/index.html has no #root shell to replace');
  const preloads = /^(?:<link [^>]*>)*/.exec(body)?.[0] ?? '';
  const data = event === undefined ? '' : ` data-event="${escapeAttribute(JSON.stringify(event))}"`;
  return withEntryAfterPaint(template)
    .replace('</head>', () => `${preloads}</head>`)
    .replace(shell, () => `<div id="root" data-prerendered${data}>${body.slice(preloads.length)}</div>`);
}

/** The app's script that adds a drawn page's entry once it has painted (public/after-paint.js). */
export const AFTER_PAINT_SCRIPT = '/after-paint.js';

/**
 * `html` with the build's module script and its modulepreloads handed to AFTER_PAINT_SCRIPT, a
 * classic deferred script that adds them once the page has painted: the first paint of a drawn
 * page waits for its HTML alone, not for React to download and run (issue 26, Lighthouse's first
 * contentful paint). The entry then hydrates what is there (src/main.tsx).
 */
export function withEntryAfterPaint(html: string): string {
  const entry = /<script type="module"(?: crossorigin)? src="([^"]+)"><\/script>/.exec(html);
  if (entry === null) return html;
  const preloads: string[] = [];
  const rest = html.replace(
    /[ \t]*<link rel="modulepreload"(?: crossorigin)? href="([^"]+)">\n?/g,
    (_, href: string) => {
      preloads.push(href);
      return '';
    },
  );
  const script =
    `<script defer src="${AFTER_PAINT_SCRIPT}" data-entry="${escapeAttribute(entry[1] ?? '')}"` +
    ` data-preload="${escapeAttribute(preloads.join(' '))}"></script>`;
  return rest.replace(entry[0], () => script);
}

const escapeAttribute = (s: string) =>
  s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c);

/**
 * `html` with each stylesheet of the build (`<link rel="stylesheet" href="/assets/…">`) replaced by
 * a <style> element of its text, and the CSP hash of each. NOTE: the files stay: a lazy chunk may
 * still link one, which then loads the same rules again.
 */
export function withInlineStyles(
  html: string,
  read: (href: string) => string,
): { html: string; hashes: string[] } {
  const hashes: string[] = [];
  const inlined = html.replace(
    /<link rel="stylesheet"[^>]* href="(\/assets\/[^"]+\.css)"[^>]*>/g,
    (_, href: string) => {
      const css = read(href);
      if (css.includes('</style')) throw new Error(`${href} cannot be inlined: it contains </style`);
      hashes.push(`'sha256-${crypto.createHash('sha256').update(css).digest('base64')}'`);
      return `<style>${css}</style>`;
    },
  );
  return { html: inlined, hashes };
}
