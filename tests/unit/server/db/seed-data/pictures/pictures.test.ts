// The demo's badge and product pictures (issue 13): every badge of a demo event and every store
// item has one, each small, an SVG by content as the upload checks judge it, and safe to serve:
// only the shapes we draw with, no scripts, handlers, styles, links or external references.
import { describe, expect, it } from 'vitest';
import { NAMED_EMBLEMS } from '../../../../../../server/db/seed-data/pictures/badge-emblems.ts';
import { badgePicture } from '../../../../../../server/db/seed-data/pictures/badge-pictures.ts';
import { productPicture } from '../../../../../../server/db/seed-data/pictures/product-pictures.ts';
import { buildDemoPlan } from '../../../../../../server/db/seed-data/plan.ts';
import { STORE_ITEMS } from '../../../../../../server/db/seed-data/store.ts';
import { sniffImage } from '../../../../../../server/uploads/sniff.ts';

const plans = [3, 6].map((days) =>
  buildDemoPlan({ start: new Date('2026-11-22T00:00:00Z'), days }, new Date('2026-11-23T12:00:00Z')),
);
const pictures = [
  ...plans.flatMap((plan) => plan.badges.map((b) => [`badge ${b.name}`, badgePicture(b)] as const)),
  ...STORE_ITEMS.map((item) => [`item ${item.name}`, productPicture(item.name)] as const),
];

const ELEMENTS = new Set(['svg', 'g', 'path', 'rect', 'circle', 'ellipse']);
const ATTRIBUTES = new Set([
  'xmlns',
  'viewBox',
  'width',
  'height',
  'd',
  'x',
  'y',
  'rx',
  'cx',
  'cy',
  'r',
  'ry',
  'fill',
  'fill-opacity',
  'stroke',
  'stroke-width',
  'stroke-linecap',
  'stroke-linejoin',
  'stroke-opacity',
  'transform',
]);

/** The element names in document order, and an error if a tag is left open or closed twice. */
function elementsOf(svg: string): string[] {
  const open: string[] = [];
  const names: string[] = [];
  for (const [, closing, name, , selfClosing] of svg.matchAll(/<(\/?)([a-zA-Z]+)((?:\s[^<>]*?)?)(\/?)>/g)) {
    if (closing) {
      if (open.pop() !== name) throw new Error(`</${name}> closes nothing`);
    } else {
      names.push(name!);
      if (!selfClosing) open.push(name!);
    }
  }
  if (open.length > 0) throw new Error(`<${open.join('>, <')}> left open`);
  return names;
}

describe('demo pictures', () => {
  it('exist for every badge of the demo event and every store item', () => {
    for (const [label, svg] of pictures) expect(svg, label).not.toBeNull();
  });

  it('are small SVG documents that the upload checks take as SVG', () => {
    for (const [label, svg] of pictures) {
      const bytes = Buffer.byteLength(svg!);
      expect(bytes, label).toBeGreaterThan(300);
      expect(bytes, label).toBeLessThanOrEqual(1536);
      expect(sniffImage(Buffer.from(svg!)), label).toBe('svg');
      expect(svg, label).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 96 96"/);
    }
  });

  it('hold only shapes: no scripts, handlers, styles, links or external references', () => {
    for (const [label, svg] of pictures) {
      expect(svg, label).not.toMatch(
        /<script|<style|<image|<use|<a[\s>]|<foreignObject|href|url\(|javascript:/i,
      );
      expect(svg, label).not.toMatch(/\son[a-z]+\s*=/i);
      for (const name of elementsOf(svg!)) expect(ELEMENTS, `${label}: <${name}>`).toContain(name);
      for (const [, attribute] of svg!.matchAll(/\s([a-zA-Z:-]+)="/g)) {
        expect(ATTRIBUTES, `${label}: ${attribute}`).toContain(attribute);
      }
      expect(
        [...svg!.matchAll(/xmlns="([^"]*)"/g)].map((m) => m[1]),
        label,
      ).toEqual(['http://www.w3.org/2000/svg']);
    }
  });

  it('differ between badges of one theme, and are the same on every build of the plan', () => {
    const [plan] = plans;
    const talks = plan!.badges.filter((b) => b.type === 6).map(badgePicture);
    expect(new Set(talks).size).toBe(talks.length);
    const again = buildDemoPlan(plan!.clock, new Date('2026-11-23T12:00:00Z'));
    expect(again.badges.map(badgePicture)).toEqual(plan!.badges.map(badgePicture));
  });

  it('draw one-off emblems only for badges the seed has', () => {
    const names = new Set(plans[0]!.badges.map((b) => b.name));
    for (const name of Object.keys(NAMED_EMBLEMS)) expect(names, name).toContain(name);
  });
});
