// Upload kinds are judged by content (DESIGN.md §3.2): magic bytes for PNG, JPEG, GIF and PDF,
// leading text for SVG, whatever the file's name says.
import { describe, expect, it } from 'vitest';
import { isPdf, sniffImage } from '../../../../server/uploads/sniff.ts';
import { fixture } from '../../../fixtures/forms.ts';

describe('sniffImage', () => {
  it.each([
    ['avatar.png', 'png'],
    ['avatar.jpg', 'jpg'],
    ['avatar.gif', 'gif'],
    ['avatar.svg', 'svg'],
    ['png-named.pdf', 'png'],
    ['cv.pdf', null],
    ['not-an-image.txt', null],
  ])('%s is %s', (name, kind) => {
    expect(sniffImage(fixture(name))).toBe(kind);
  });

  it('takes SVG after a BOM, white space or an XML declaration, and nothing that merely mentions svg', () => {
    const svg = (s: string) => sniffImage(Buffer.from(s));
    expect(svg('\ufeff  \n<svg xmlns="http://www.w3.org/2000/svg"/>')).toBe('svg');
    expect(svg('<?xml version="1.0"?><svg/>')).toBe('svg');
    expect(svg('<svgx>')).toBeNull();
    expect(svg('<html><svg/></html>')).toBeNull();
    expect(svg('')).toBeNull();
  });
});

describe('isPdf', () => {
  it('needs %PDF- at the very start', () => {
    expect(isPdf(fixture('cv.pdf'))).toBe(true);
    expect(isPdf(fixture('png-named.pdf'))).toBe(false);
    expect(isPdf(Buffer.from(' %PDF-1.4'))).toBe(false);
    expect(isPdf(Buffer.from('%PDF'))).toBe(false);
  });
});
