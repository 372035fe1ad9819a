// The one SVG check (issue 21, item 5): every hostile picture is refused for what it holds, judged
// by namespace URI and not by prefix; what drawing tools, our seed and the demo plan write is taken.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { badgePicture } from '../../../../server/db/seed-data/pictures/badge-pictures.ts';
import { productPicture } from '../../../../server/db/seed-data/pictures/product-pictures.ts';
import { buildDemoPlan } from '../../../../server/db/seed-data/plan.ts';
import { STORE_ITEMS } from '../../../../server/db/seed-data/store.ts';
import { checkSvg } from '../../../../server/domain/svg-check.ts';
import { HOSTILE_SVGS, svgOf } from '../../../fixtures/hostile-svg.ts';
import { fixture } from '../../../fixtures/forms.ts';

const reasonOf = (svg: string | Buffer) => {
  const result = checkSvg(Buffer.from(svg));
  return result.kind === 'refused' ? result.reason : null;
};

const INKSCAPE_PLAIN = `\uFEFF<?xml version="1.0" encoding="UTF-8" standalone="no"?>
<!-- Created with Inkscape -->
<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="-10 -20 300 200" version="1.1">
  <defs><linearGradient id="g"><stop offset="0" style="stop-color:#fff"/></linearGradient><path id="p" d="M0 0h5"/>
    <filter id="f"><feGaussianBlur stdDeviation="2"/></filter></defs>
  <style type="text/css"><![CDATA[.hall { fill: url(#g); font-family: 'Inter'; }]]></style>
  <rect class="hall" style="fill:url('#g')" filter="url(#f)" width="300" height="200"/>
  <use xlink:href="#p"/><text xml:space="preserve">Hall &amp; lobby, stand&#160;A1, JavaScript: the good parts</text>
  <image href="data:image/png;base64,iVBORw0KGgo=" width="10" height="10"/>
</svg>`;

const plans = [3, 6].map((days) =>
  buildDemoPlan({ start: new Date('2026-11-22T00:00:00Z'), days }, new Date('2026-11-23T12:00:00Z')),
);
const SEED_PICTURES = [
  ...plans.flatMap((plan) => plan.badges.map((b) => [`badge ${b.name}`, badgePicture(b)!] as const)),
  ...STORE_ITEMS.map((item) => [`item ${item.name}`, productPicture(item.name)!] as const),
];

describe('checkSvg', () => {
  it.each(HOSTILE_SVGS.map((h) => [h.name, h.svg, h.reason]))('refuses %s', (_, svg, reason) => {
    expect(reasonOf(svg)).toBe(reason);
  });

  it('takes every seed picture, the demo plan, a plain Inkscape export and the avatar fixture', () => {
    const demo = fs.readFileSync(path.join(import.meta.dirname, '../../../../public/venue/demo-plan.svg'));
    const safe: (readonly [string, string | Buffer])[] = [
      ...SEED_PICTURES,
      ['demo plan', demo],
      ['Inkscape', INKSCAPE_PLAIN],
      ['avatar.svg', fixture('avatar.svg')],
    ];
    expect(safe.length).toBeGreaterThan(20);
    for (const [label, svg] of safe) expect([label, reasonOf(svg)]).toEqual([label, null]);
  });

  it('judges elements and links by namespace URI, whatever the prefix', () => {
    expect(
      reasonOf(svgOf('<s.v:rect width="1" height="1"/>', ' xmlns:s.v="http://www.w3.org/2000/svg"')),
    ).toBeNull();
    expect(reasonOf(svgOf('<use x.l:href="#a"/>', ' xmlns:x.l="http://www.w3.org/1999/xlink"'))).toBeNull();
    expect(reasonOf(svgOf('<h:script xmlns:h="http://www.w3.org/1999/xhtml">x()</h:script>'))).toBe(
      'holds a <h:script> element',
    );
    expect(
      reasonOf(
        svgOf('<rect width="1" height="1"/>', ' xmlns:ev="http://www.w3.org/2001/xml-events" ev:x="1"'),
      ),
    ).toBe('holds a "ev:x" attribute');
    expect(reasonOf('<svg viewBox="0 0 9 9"><rect/></svg>')).toBe(
      'is not an SVG drawing (its <svg> needs xmlns="http://www.w3.org/2000/svg")',
    );
  });

  it('refuses what a browser would not read as the check did: malformed XML, DOCTYPEs, instructions', () => {
    expect(reasonOf(svgOf('<rect width="1">'))).toBe('is not well-formed XML');
    expect(reasonOf(svgOf('<rect a="1" a="2"/>'))).toBe('is not well-formed XML');
    expect(reasonOf(svgOf('&nbsp;'))).toBe('is not well-formed XML');
    expect(reasonOf(`<!DOCTYPE svg SYSTEM "https://evil.test/x.dtd">${svgOf('')}`)).toBe(
      'holds a DOCTYPE other than SVG',
    );
    expect(reasonOf(svgOf('<?php x() ?>'))).toBe('holds a <?php?> instruction');
    expect(reasonOf(svgOf('<style type="text/xsl">x</style>'))).toBe('holds a style sheet that is not CSS');
    expect(reasonOf(svgOf('<rect style="width:expression(alert(1))"/>'))).toBe('holds a CSS expression');
    expect(reasonOf(svgOf('<rect fill="url(https://evil.test/#a)"/>'))).toBe('refers to an external file');
    expect(
      reasonOf(svgOf('<image href="data:image/png;base64,AAAA"/><use href="data:image/png;base64,AAAA"/>')),
    ).toBe('refers to an external file');
    const notUtf8 = Buffer.concat([
      Buffer.from(svgOf('<text>')),
      Buffer.from([0xff]),
      Buffer.from('</text></svg>'),
    ]);
    expect(reasonOf(notUtf8)).toBe('is not an SVG drawing');
    expect(reasonOf('')).toBe('is not well-formed XML');
  });
});
