// The floor plan check (issue 13): what a drawing tool exports is taken (styles, text, gradients,
// embedded pictures, an XML prolog); anything that runs, loads another file or expands entities is
// refused, however it is spelled; a point is on the plan up to its edges.
import { describe, expect, it } from 'vitest';
import { checkPlanSvg, isOnPlan } from '../../../../server/domain/venue-plan-check.ts';

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
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="-10 -20 300 200">
  <defs><linearGradient id="g"><stop offset="0"/></linearGradient><path id="p" d="M0 0h5"/></defs>
  <style>.hall { fill: url(#g); font-family: 'Inter'; }</style>
  <rect class="hall" style="fill:url('#g')" width="300" height="200"/>
  <use xlink:href="#p"/><text>Hall &amp; lobby, stand&#160;A1, JavaScript: the good parts</text>
  <image href="data:image/png;base64,iVBORw0KGgo=" width="10" height="10"/>
</svg>`;
    expect(check(inkscape)).toEqual({ kind: 'ok', box: { minX: -10, minY: -20, width: 300, height: 200 } });
    expect(check('<svg width="640" height="480"></svg>')).toEqual({
      kind: 'ok',
      box: { minX: 0, minY: 0, width: 640, height: 480 },
    });
  });

  it.each([
    ['<svg viewBox="0 0 9 9"><SCRIPT>x()</SCRIPT></svg>', 'holds a <SCRIPT> element'],
    ['<svg viewBox="0 0 9 9"><svg:script>x()</svg:script></svg>', 'holds a <script> element'],
    ['<svg viewBox="0 0 9 9"><iframe/></svg>', 'holds a <iframe> element'],
    ['<svg viewBox="0 0 9 9"><g\nonmouseover = "x()"/></svg>', 'holds an event handler attribute (on…=)'],
    ['<svg viewBox="0 0 9 9"><a xlink:href=" JavaScript:x()"/></svg>', 'holds a javascript: link'],
    ['<svg viewBox="0 0 9 9"><a href="&#x6A;avascript:x()"/></svg>', 'holds a javascript: link'],
    ['<svg viewBox="0 0 9 9"><image href="//evil.test/a.png"/></svg>', 'refers to an external file'],
    ['<svg viewBox="0 0 9 9"><image href="data:image/svg+xml,<svg/>"/></svg>', 'refers to an external file'],
    ['<svg viewBox="0 0 9 9"><rect style="fill:url( /x.svg#a)"/></svg>', 'refers to an external file'],
    ['<?xml-stylesheet href="x.css"?><svg viewBox="0 0 9 9"/>', 'refers to an external file'],
    ['<svg viewBox="0 0 9 9"><xi:include href="#a"/></svg>', 'refers to an external file'],
    ['<svg viewBox="0 0 9 9" width="100%"></svg>', null],
    ['<svg viewBox="0 0 0 9"></svg>', 'states no size (a viewBox, or a numeric width and height)'],
    ['<svg width="100%" height="100%"></svg>', 'states no size (a viewBox, or a numeric width and height)'],
    ['<!-- <svg viewBox="0 0 9 9"> --><html/>', 'is not an SVG drawing'],
    ['', 'is not an SVG drawing'],
  ])('judges %s', (svg, reason) => {
    expect(reasonOf(svg)).toBe(reason);
  });

  it('refuses bytes that are not UTF-8', () => {
    const bytes = Buffer.concat([
      Buffer.from('<svg viewBox="0 0 9 9"><text>'),
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
