// A page rendered from the app's components (issue 26), put into the built index.html: at build time
// for /login and /signup (scripts/prerender.ts), at serve time for `/` and the programme's public
// pages (plugins/client.ts).
import crypto from 'node:crypto';
import type { PageData } from '#contract/prerendered';
import type { Locale } from '#contract/constants';

/**
 * The built page with `body` in place of the loading shell (and of its "needs JavaScript" note).
 * The preloads React writes ahead of a body with no <head> go to the head, so #root holds exactly
 * what the client hydrates. `data`: what the page was rendered with, each field carried as JSON in
 * #root's data-<field> for the client's first render (src/main.tsx, src/programme/served-page.ts).
 */
export function withBody(template: string, body: string, pageData: PageData = {}): string {
  const shell = /<div id="root">[\s\S]*?<\/noscript>/;
  if (!shell.test(template)) throw new Error('dist/index.html has no #root shell to replace');
  const preloads = /^(?:<link [^>]*>)*/.exec(body)?.[0] ?? '';
  const data = Object.entries(pageData)
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => ` data-${name}="${escapeAttribute(JSON.stringify(value))}"`)
    .join('');
  return template
    .replace('</head>', () => `${preloads}</head>`)
    .replace(shell, () => `<div id="root" data-prerendered${data}>${body.slice(preloads.length)}</div>`);
}

/** The page with `<html lang>` in the language it was drawn in (issue 24). */
export function withLang(html: string, locale: Locale): string {
  return html.replace(/<html lang="[^"]*"/, () => `<html lang="${locale}"`);
}

const escapeAttribute = (s: string) =>
  s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c);

/** The CSP source ('sha256-…') that allows an inline element of this text. */
export const cspHashOf = (text: string): string =>
  `'sha256-${crypto.createHash('sha256').update(text).digest('base64')}'`;

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
      hashes.push(cspHashOf(css));
      return `<style>${css}</style>`;
    },
  );
  return { html: inlined, hashes };
}
