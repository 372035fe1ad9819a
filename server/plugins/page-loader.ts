// A page the server or the build drew (issue 26) loads none of the app's JS until it is touched:
// its HTML is the page, styled and working as far as HTML goes (links, the sign-in form's POST), so
// a visitor who only reads it, a link preview and Lighthouse's first load run no script of ours.
// The page carries a few hundred bytes of loader instead of the entry's <script> and preloads:
//   - the app starts at once for a stored session (the page is drawn afresh for it, src/main.tsx)
//     or a page the service worker controls (the app's files are on the phone); otherwise at the
//     visitor's first sign of life: a pointer moved or pressed, a key, a focus, a touch, a scroll
//     (what the page draws with data it fetches, the landing's sponsors, waits for it);
//   - a click on a drawn button and a form's submit made before React has the page are held, and
//     replayed on the same node once it has (src/app/held-input.ts); a held sign-in whose app does
//     not arrive (or not within HELD_SUBMIT_MS) is posted as HTML posts it;
//   - the app's files are the entry, then what it and the route would preload, in the meta named
//     APP_SCRIPTS_META; the service worker is registered at the page's load (the app would have,
//     after its first screen); the web fonts wait for the page's load and its first paint, whichever
//     comes later (ui/theme.css, `fonts` class): asked for at the first layout, they shared the link
//     with the page itself; asked for at a load that came before the first paint (a cold renderer
//     on a slow phone), they counted in it (Lighthouse's first paint 1.2 s instead of 0.7 s).
// Its CSP source is PAGE_LOADER_HASH (security-headers.ts).
import {
  APP_SCRIPTS_META,
  FONTS_CLASS,
  FONTS_SEEN_KEY,
  HELD_PAGE_GLOBAL,
  TOKEN_STORAGE_KEY,
} from '#contract/constants';
import { cspHashOf } from './prerendered-page.ts';

/**
 * The service worker, as the app registers it (src/app/sw-lifecycle.ts), registered at the page's
 * load when the app has not started: a visitor who only reads the landing or the programme has
 * them offline next time, as the app's own registration after its first screen gave before.
 */
const SW_URL = '/sw.js';

/** How long a held submit waits for the app before a form HTML can post is posted. */
const HELD_SUBMIT_MS = 8_000;

/**
 * The loader, as it runs in the page (a classic script: no module syntax, nothing to resolve).
 * `post`: the app did not arrive (or has not taken the page over in time), so a held form that HTML
 * can post (the sign-in) is posted; the rest stays as it is, what was typed kept.
 */
export const PAGE_LOADER = `(function () {
  var d = document, w = window, root = d.documentElement;
  var page = (w.${HELD_PAGE_GLOBAL} = { held: [], started: false, hydrated: false, failed: false });
  var meta = d.querySelector('meta[name="${APP_SCRIPTS_META}"]');
  var files = meta ? meta.content.split(' ') : [];
  var stored = function (key) { try { return w.localStorage.getItem(key); } catch (e) { return null; } };
  var post = function () {
    page.failed = true;
    page.held.forEach(function (held) {
      if (held.node.tagName === 'FORM' && held.node.method === 'post' && held.node.isConnected) held.node.submit();
    });
    page.held = [];
  };
  var start = function () {
    if (page.started || files.length === 0) return;
    page.started = true;
    files.slice(1).forEach(function (file) {
      var link = d.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = file;
      d.head.appendChild(link);
    });
    import(files[0]).catch(post);
  };
  var fonts = function () {
    root.classList.add('${FONTS_CLASS}');
    try { w.localStorage.setItem('${FONTS_SEEN_KEY}', '1'); } catch (e) {}
  };
  var painted = function (then) {
    var types = w.PerformanceObserver && w.PerformanceObserver.supportedEntryTypes;
    if (!types || types.indexOf('paint') < 0) return then();
    new w.PerformanceObserver(function (list, observer) { observer.disconnect(); then(); }).observe({ type: 'paint', buffered: true });
  };
  if (stored('${FONTS_SEEN_KEY}')) fonts(); else w.addEventListener('load', function () { painted(fonts); });
  w.addEventListener('load', function () {
    if ('serviceWorker' in navigator && !page.started) navigator.serviceWorker.register('${SW_URL}', { scope: '/' }).catch(function () {});
  });
  d.addEventListener('click', function (event) {
    var node = page.hydrated || page.failed || !event.target.closest ? null : event.target.closest('button, [role="button"]');
    if (node === null || node.type === 'submit' || !d.getElementById('root').contains(node)) return;
    page.held.push({ node: node, submitter: null });
    start();
  }, true);
  d.addEventListener('submit', function (event) {
    if (page.hydrated || page.failed) return;
    event.preventDefault();
    page.held.push({ node: event.target, submitter: event.submitter || null });
    start();
    setTimeout(function () { if (!page.hydrated) post(); }, ${HELD_SUBMIT_MS});
  }, true);
  var controlled = 'serviceWorker' in navigator && navigator.serviceWorker.controller !== null;
  if (stored('${TOKEN_STORAGE_KEY}') || controlled) start();
  else ['pointerdown', 'pointermove', 'keydown', 'focusin', 'touchstart', 'wheel', 'scroll'].forEach(function (type) {
    w.addEventListener(type, start, { capture: true, passive: true });
  });
})();`;

/** The loader's CSP source. */
export const PAGE_LOADER_HASH = cspHashOf(PAGE_LOADER);

const ENTRY_SCRIPT = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>\s*/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="(\/assets\/[^"]+\.js)">\s*/g;

/**
 * `html`, a drawn page of the build, with the loader in place of its entry script and module
 * preloads, and `routeFiles` (the route's own scripts) after them in the loader's list. A page
 * with no entry script (a build without one) is returned as it is.
 */
export function withPageLoader(html: string, routeFiles: readonly string[] = []): string {
  const entry = ENTRY_SCRIPT.exec(html)?.[1];
  if (entry === undefined) return html;
  const preloads = Array.from(html.matchAll(MODULE_PRELOAD), (match) => match[1] ?? '');
  const files = [...new Set([entry, ...preloads, ...routeFiles])];
  return html
    .replace(ENTRY_SCRIPT, '')
    .replace(MODULE_PRELOAD, '')
    .replace(
      '</head>',
      () =>
        `<meta name="${APP_SCRIPTS_META}" content="${files.join(' ')}">\n<script>${PAGE_LOADER}</script>\n</head>`,
    );
}
