// The web app manifest (issue 23), served by the server rather than built into dist/ and
// precached: its name, short name, colours and icons are the event's as the console set them, so
// an installed app picks a change up when the platform next checks its manifest (Chromium on a
// later start, when `id` is unchanged). server/event/web-manifest.json holds the rest (shortcuts,
// screenshots, `id`), as public/manifest.webmanifest did.
import fs from 'node:fs';
import type { EventIdentity } from './identity.ts';
import { THEME_DEFAULTS } from './identity-rules.ts';

type Icon = { src: string; sizes: string; type: string; purpose?: string };
type Manifest = Record<string, unknown> & {
  icons: Icon[];
  shortcuts?: (Record<string, unknown> & { icons?: Icon[] })[];
};

const TEMPLATE = JSON.parse(
  fs.readFileSync(new URL('./web-manifest.json', import.meta.url), 'utf8'),
) as Manifest;

export const MANIFEST_TYPE = 'application/manifest+json; charset=utf-8';

/** The manifest for this identity; every link stays a path on this origin, as the template's. */
export function webManifest(identity: EventIdentity): Manifest {
  const icons = identity.icons;
  const iconList: Icon[] = icons
    ? [
        { src: icons.icon192, sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: icons.icon512, sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: icons.iconMaskable, sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ]
    : TEMPLATE.icons;
  const small = iconList[0]!;
  return {
    ...TEMPLATE,
    name: identity.name,
    short_name: identity.shortName,
    theme_color: identity.themeColor ?? THEME_DEFAULTS.background,
    background_color: identity.backgroundColor ?? THEME_DEFAULTS.background,
    icons: iconList,
    shortcuts: TEMPLATE.shortcuts?.map((shortcut) => ({
      ...shortcut,
      icons: [{ src: small.src, sizes: small.sizes, type: small.type }],
    })),
  };
}

/** The stylesheet the served HTML links so its first paint has the event's colours. */
export function themeStylesheet(identity: EventIdentity): string {
  const entries = Object.entries(identity.palette ?? {}).map(([name, value]) => `${name}:${value}`);
  return `:root{${entries.join(';')}}\n`;
}
