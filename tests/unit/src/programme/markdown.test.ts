import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '../../../../src/programme/markdown.ts';

describe('renderMarkdown', () => {
  it('renders Markdown and plain text', () => {
    expect(renderMarkdown('**Bold** and [a link](https://example.org/a).')).toBe(
      '<p><strong>Bold</strong> and <a href="https://example.org/a">a link</a>.</p>',
    );
    expect(renderMarkdown('Line one\n\nLine two')).toBe('<p>Line one</p>\n<p>Line two</p>');
  });

  it('escapes raw HTML: a script or an event handler stays text', () => {
    const html = renderMarkdown('Hi <script>alert(1)</script> <img src=x onerror="alert(2)">');
    expect(html).not.toMatch(/<script|<img/i);
    expect(html).toContain('&lt;script&gt;');
    const block = renderMarkdown('<div onclick="alert(3)">x</div>');
    expect(block).not.toMatch(/<div/i);
  });

  it('neutralises javascript: and data: links and images', () => {
    for (const source of [
      '[click](javascript:alert(1))',
      '[click](JavaScript:alert(1))',
      '[click](data:text/html,<script>alert(1)</script>)',
      '<javascript:alert(1)>',
      '![x](javascript:alert(1))',
    ]) {
      const html = renderMarkdown(source);
      expect(html, source).not.toMatch(/(href|src)="(javascript|data):/i);
    }
  });

  it('escapes entities and quotes in text', () => {
    expect(renderMarkdown('Tom & "Jerry" <3')).toBe('<p>Tom &amp; &quot;Jerry&quot; &lt;3</p>');
  });
});
