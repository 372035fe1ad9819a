// A rendered page put into the built index.html (issue 26): the body in #root, React's preloads in
// the head, and the event it was drawn with in #root's data-event, escaped so no value leaves it.
import { describe, expect, it } from 'vitest';
import { withBody } from '../../../../server/plugins/prerendered-page.ts';

const TEMPLATE = `<html><head><title>Confetti</title></head><body>
<div id="root"><div class="shell">Loading</div></div>
<noscript>Confetti needs JavaScript to run.</noscript>
<script type="module" src="/assets/index.js"></script></body></html>`;

describe('withBody', () => {
  it('puts the body in #root and its preloads in the head', () => {
    const html = withBody(TEMPLATE, '<link rel="preload" as="image" href="/logo.svg"/><main>Hi</main>');
    expect(html).toContain('<link rel="preload" as="image" href="/logo.svg"/></head>');
    expect(html).toContain('<div id="root" data-prerendered><main>Hi</main></div>\n<script');
    expect(html).not.toContain('noscript');
  });

  it('carries the event in data-event, escaped', () => {
    const event = { name: 'A "quoted" <b>&</b> conf' };
    const html = withBody(TEMPLATE, '<main>Hi</main>', event);
    const attribute = /data-event="([^"]*)"/.exec(html)?.[1] ?? '';
    expect(attribute).not.toMatch(/[<>]/);
    const decoded = attribute.replace(
      /&(quot|lt|gt|amp);/g,
      (_, e: string) => ({ quot: '"', lt: '<', gt: '>', amp: '&' })[e] ?? '',
    );
    expect(JSON.parse(decoded)).toEqual(event);
  });

  it('refuses a page with no shell to replace', () => {
    expect(() => withBody('<html><body></body></html>', '<main/>')).toThrow(/no #root shell/);
  });
});
