// Issue 23, the event's identity: an admin sets the event's name, colours and logo in the console
// (a colour light text cannot be read on is refused on its field first), makes the app icons from
// the logo, and then an attendee's screen shows the name, logo and colours, and the manifest the
// installed app reads carries them, its maskable icon included.
import { describe, expect, it } from 'vitest';
import { LAPTOP, PHONE, setUpApp } from './fixtures/app.ts';
import { pageAs } from './fixtures/accounts.ts';
import { shoot } from './fixtures/screenshots.ts';
import { notice } from './fixtures/walkthrough.ts';
import {
  expectBranded,
  expectManifest,
  HARBOUR,
  setLogoAndIcons,
  type Manifest,
} from './fixtures/walkthrough-identity.ts';

const app = setUpApp();

const IDENTITY = HARBOUR;

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

    await setLogoAndIcons(admin, IDENTITY);
    await shoot(admin, 'event-identity-console');

    await expectManifest(app.url, IDENTITY);
    const manifest = (await (await fetch(`${app.url}/manifest.webmanifest`)).json()) as Manifest;
    const maskable = await fetch(new URL(manifest.icons[2]!.src, app.url));
    expect([maskable.status, maskable.headers.get('content-type')]).toEqual([200, 'image/png']);

    for (const viewport of [LAPTOP, PHONE]) {
      const attendee = await pageAs(app, 'attendee', { viewport });
      await attendee.goto('/attendee/profile');
      await expectBranded(attendee, IDENTITY);
      if (viewport === PHONE) await shoot(attendee, 'event-identity-attendee');
    }
  });
});
