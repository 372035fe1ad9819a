// The floor plan check (issue 13, issue 21 item 5): what a drawing tool exports is taken (styles,
// text, gradients, embedded pictures, an XML prolog); every hostile picture of
// tests/fixtures/hostile-svg.ts is refused for what it holds, the 10 that got past the old
// regular expressions included; a plan must state its size; a point is on the plan up to its edges.
import { describe, expect, it } from 'vitest';
import { checkPlanSvg, isOnPlan } from '../../../../server/venue/plan-rules.ts';
import { HOSTILE_SVGS } from '../../../fixtures/hostile-svg.ts';

const NS = 'xmlns="http://www.w3.org/2000/svg"';
const check = (svg: string) => checkPlanSvg(Buffer.from(svg));
const reasonOf = (svg: string) => {
  const result = check(svg);
  return result.kind === 'refused' ? result.reason : null;
};

describe('checkPlanSvg', () => {
  it('takes what drawing tools export, and reads its box', () => {
    const inkscape = `\uFEFF<?xml version="1.0" encoding="UTF-8" standalone="no"?>
<!-- Created with Inkscape -->
<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">
<svg ${NS} xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="-10 -20 300 200">
  <defs><linearGradient id="g"><stop offset="0"/></linearGradient><path id="p" d="M0 0h5"/></defs>
  <style>.hall { fill: url(#g); font-family: 'Inter'; }</style>
  <rect class="hall" style="fill:url('#g')" width="300" height="200"/>
  <use xlink:href="#p"/><text>Hall &amp; lobby, stand&#160;A1, JavaScript: the good parts</text>
  <image href="data:image/png;base64,iVBORw0KGgo=" width="10" height="10"/>
</svg>`;
    expect(check(inkscape)).toEqual({ kind: 'ok', box: { minX: -10, minY: -20, width: 300, height: 200 } });
    expect(check(`<svg ${NS} width="640" height="480"></svg>`)).toEqual({
      kind: 'ok',
      box: { minX: 0, minY: 0, width: 640, height: 480 },
    });
  });

  it.each(HOSTILE_SVGS.map((h) => [h.isBypass ? `${h.name} (got past before)` : h.name, h.svg, h.reason]))(
    'refuses %s',
    (_, svg, reason) => {
      expect(reasonOf(svg)).toBe(reason);
    },
  );

  it.each([
    [`<svg ${NS} viewBox="0 0 9 9" width="100%"></svg>`, null],
    [`<svg ${NS} viewBox="0 0 0 9"></svg>`, 'states no size (a viewBox, or a numeric width and height)'],
    [
      `<svg ${NS} width="100%" height="100%"></svg>`,
      'states no size (a viewBox, or a numeric width and height)',
    ],
    ['<!-- <svg viewBox="0 0 9 9"> --><html/>', 'is not an SVG drawing'],
    ['', 'is not well-formed XML'],
  ])('judges the size of %s', (svg, reason) => {
    expect(reasonOf(svg)).toBe(reason);
  });

  it('refuses bytes that are not UTF-8', () => {
    const bytes = Buffer.concat([
      Buffer.from(`<svg ${NS} viewBox="0 0 9 9"><text>`),
      Buffer.from([0xff]),
      Buffer.from('</text></svg>'),
    ]);
    expect(checkPlanSvg(bytes)).toEqual({ kind: 'refused', reason: 'is not an SVG drawing' });
  });
});

describe('isOnPlan', () => {
  const box = { minX: 100, minY: 50, width: 400, height: 300 };
  it('takes the box with its edges and nothing outside', () => {
    expect(isOnPlan({ x: 100, y: 50 }, box)).toBe(true);
    expect(isOnPlan({ x: 500, y: 350 }, box)).toBe(true);
    expect(isOnPlan({ x: 99.9, y: 60 }, box)).toBe(false);
    expect(isOnPlan({ x: 200, y: 350.1 }, box)).toBe(false);
  });
});
