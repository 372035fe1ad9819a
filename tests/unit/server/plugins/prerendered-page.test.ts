// A rendered page put into the built index.html (issue 26): the body in #root, React's preloads in
// the head, and the event it was drawn with in #root's data-event, escaped so no value leaves it.
import { describe, expect, it } from 'vitest';
import crypto from 'node:crypto';
import { withBody, withInlineStyles } from '../../../../server/plugins/prerendered-page.ts';

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
    const html = withBody(TEMPLATE, '<main>Hi</main>', { event });
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

describe('withInlineStyles', () => {
  const page = `<head><link rel="stylesheet" crossorigin href="/assets/core-a.css"><link rel="stylesheet" crossorigin href="/assets/index-b.css"><link rel="stylesheet" href="/event-theme.css?v=1" /></head>`;
  const files: Record<string, string> = {
    '/assets/core-a.css': '.a{color:red}',
    '/assets/index-b.css': '.b{}',
  };

  it('writes the build’s stylesheets in place, in order, with their CSP hashes', () => {
    const { html, hashes } = withInlineStyles(page, (href) => files[href] ?? '');
    expect(html).toBe(
      '<head><style>.a{color:red}</style><style>.b{}</style><link rel="stylesheet" href="/event-theme.css?v=1" /></head>',
    );
    const hash = (css: string) => `'sha256-${crypto.createHash('sha256').update(css).digest('base64')}'`;
    expect(hashes).toEqual([hash('.a{color:red}'), hash('.b{}')]);
  });

  it('refuses a stylesheet that would close its <style> element', () => {
    expect(() => withInlineStyles(page, () => 'a{content:"</style>"}')).toThrow(/cannot be inlined/);
  });
});
