// A page rendered from the app's components (issue 26), put into the built index.html: at build time
// for /login and /signup (scripts/prerender.ts), at serve time for `/` (plugins/client.ts).

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
  return template
    .replace('</head>', () => `${preloads}</head>`)
    .replace(shell, () => `<div id="root" data-prerendered${data}>${body.slice(preloads.length)}</div>`);
}

const escapeAttribute = (s: string) =>
  s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c);
