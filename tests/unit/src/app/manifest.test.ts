// The web app manifest (server/event/web-manifest.json, served with the event's identity since issue 23; issue 9): its shortcuts open screens of the
// route table, and its screenshots are real PNGs of the size they claim, kept small.
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROUTES } from '../../../../src/app/routes.ts';

const PUBLIC = path.resolve(import.meta.dirname, '../../../../public');

type Manifest = {
  shortcuts?: { name: string; url: string; icons?: { src: string }[] }[];
  screenshots?: { src: string; sizes: string; type: string; form_factor?: string; label?: string }[];
};

const TEMPLATE = path.resolve(import.meta.dirname, '../../../../server/event/web-manifest.json');
const manifest = JSON.parse(readFileSync(TEMPLATE, 'utf8')) as Manifest;

/** Width and height from a PNG's IHDR chunk. */
const pngSize = (png: Buffer): string => `${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`;

describe('manifest', () => {
  it('has shortcuts to the attendee’s code and the sponsor’s scanner, both menu screens', () => {
    const urls = (manifest.shortcuts ?? []).map((shortcut) => shortcut.url);
    expect(urls).toEqual(['/attendee/identifier', '/sponsor/scanner']);
    for (const url of urls) {
      const route = ROUTES.find((r) => r.path === url);
      expect(route?.menuLabel, url).toBeDefined();
      expect(route?.access.kind, url).toBe('signed-in');
    }
  });

  it('has a narrow 390×844 and a wide 1280×800 screenshot, real PNGs under 60 kB with a label', () => {
    const shots = manifest.screenshots ?? [];
    expect(shots.map((shot) => [shot.form_factor, shot.sizes])).toEqual([
      ['narrow', '390x844'],
      ['wide', '1280x800'],
    ]);
    for (const shot of shots) {
      const file = path.join(PUBLIC, shot.src);
      expect(shot.type).toBe('image/png');
      expect(shot.label).toBeTruthy();
      expect(pngSize(readFileSync(file)), shot.src).toBe(shot.sizes);
      expect(statSync(file).size, shot.src).toBeLessThan(60_000);
    }
  });
});
