// Issue 23, the event's identity: an admin sets the event's name, colours and logo in the console
// (a colour light text cannot be read on is refused on its field first), makes the app icons from
// the logo, and then an attendee's screen shows the name, logo and colours, and the manifest the
// installed app reads carries them, its maskable icon included.
import { describe, expect, it } from 'vitest';
import { LAPTOP, PHONE, setUpApp } from './fixtures/app.ts';
import { pageAs } from './fixtures/accounts.ts';
import { shoot } from './fixtures/screenshots.ts';
import { notice } from './fixtures/walkthrough.ts';

const app = setUpApp();

const IDENTITY = { name: 'Harbour Summit', shortName: 'Harbour', theme: '#ffb703', background: '#12263f' };
const LOGO_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64">' +
  '<circle cx="32" cy="32" r="28" fill="#ffb703"/><rect x="18" y="28" width="28" height="8" fill="#12263f"/></svg>';

type Manifest = {
  name: string;
  short_name: string;
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; purpose?: string }[];
};

describe('the event identity', () => {
  it('is set in the console and then shown on an attendee screen and in the manifest', async () => {
    const admin = await pageAs(app, 'admin', { viewport: LAPTOP });
    await admin.goto('/admin?section=identity');
    const form = admin.getByRole('form', { name: 'Name and colours' });
    await form.getByLabel('Event name').fill(IDENTITY.name);
    await form.getByLabel('Short name').fill(IDENTITY.shortName);
    await form.getByLabel('Theme colour', { exact: true }).fill(IDENTITY.theme);
    await form.getByLabel('Background colour', { exact: true }).fill('#ffffff');
    await form.getByRole('button', { name: 'Save name and colours' }).click();
    await form.getByText('Text on this background would reach only 1.9:1; WCAG AA needs 4.5:1.').waitFor();
    await form.getByLabel('Background colour', { exact: true }).fill(IDENTITY.background);
    await form.getByRole('button', { name: 'Save name and colours' }).click();
    await notice(admin, 'Saved: every screen shows it').waitFor();

    await admin.locator('input[type="file"][accept*="svg"]').setInputFiles({
      name: 'harbour.svg',
      mimeType: 'image/svg+xml',
      buffer: Buffer.from(LOGO_SVG),
    });
    await notice(admin, 'Logo saved').waitFor();
    await admin.getByRole('button', { name: 'Make the icons from the logo' }).click();
    await notice(admin, 'Icons made from the logo').waitFor();
    await admin
      .getByRole('img', { name: 'Maskable icon' })
      .and(admin.locator('[src*="/uploads/identity/"]'))
      .waitFor();
    await shoot(admin, 'event-identity-console');

    const manifest = (await (await fetch(`${app.url}/manifest.webmanifest`)).json()) as Manifest;
    expect(manifest).toMatchObject({
      name: IDENTITY.name,
      short_name: IDENTITY.shortName,
      theme_color: IDENTITY.theme,
      background_color: IDENTITY.background,
    });
    expect(manifest.icons.map((icon) => [icon.sizes, icon.purpose, icon.src.split('?')[0]])).toEqual([
      ['192x192', 'any', '/uploads/identity/icon-192.png'],
      ['512x512', 'any', '/uploads/identity/icon-512.png'],
      ['512x512', 'maskable', '/uploads/identity/icon-maskable.png'],
    ]);
    const maskable = await fetch(new URL(manifest.icons[2]!.src, app.url));
    expect([maskable.status, maskable.headers.get('content-type')]).toEqual([200, 'image/png']);

    for (const viewport of [LAPTOP, PHONE]) {
      const attendee = await pageAs(app, 'attendee', { viewport });
      await attendee.goto('/attendee/profile');
      const brand = attendee.getByRole('link', { name: IDENTITY.name });
      await brand.first().waitFor();
      expect(await brand.first().locator('img').getAttribute('src')).toContain('/uploads/identity/logo.svg');
      const colours = await attendee.evaluate(() => {
        const style = getComputedStyle(document.body);
        return { background: style.backgroundColor, accent: style.getPropertyValue('--color-accent').trim() };
      });
      expect(colours).toEqual({ background: 'rgb(18, 38, 63)', accent: IDENTITY.theme });
      expect(await attendee.title()).toContain(IDENTITY.name);
      if (viewport === PHONE) await shoot(attendee, 'event-identity-attendee');
    }
  });
});
