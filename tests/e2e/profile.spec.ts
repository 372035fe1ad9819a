// The attendee's profile edits (seed-spec §2, §8; provider-api.md §3 PATCH /api/attendees/:id):
// a new nickname and course are saved and shown, a refused nickname shows why and keeps the form
// and the session, and a CV is uploaded only as a PDF with consent.
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { tokenFor } from './fixtures/accounts.ts';
import { attendeeEmail, userOf } from './fixtures/attendee-api.ts';
import { pathOf, setUpApp, storedToken } from './fixtures/app.ts';
import { ProfilePage } from './page-models/profile-page.ts';

const app = setUpApp();

const FIXTURES = path.resolve(import.meta.dirname, '../fixtures');

/** Each test its own attendee, so an edit never leaks into another test. */
const EDITOR = attendeeEmail(21);
const REFUSED = attendeeEmail(22);
const TAKEN_NICKNAME = 'attendee23';
const MALFORMED = attendeeEmail(24);
const CV_OWNER = attendeeEmail(25);
const CV_REFUSED = attendeeEmail(26);

async function profileFor(email: string): Promise<{ page: Page; profile: ProfilePage }> {
  const page = await app.newPage({ token: await tokenFor(app, email) });
  const profile = new ProfilePage(page);
  await profile.goto();
  return { page, profile };
}

/** Counts the profile writes the page sends (PATCH /api/attendees/:id). */
function countProfileWrites(page: Page): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (request.method() === 'PATCH' && request.url().includes('/api/attendees/')) count += 1;
  });
  return () => count;
}

describe('editing the profile', () => {
  it('saves a new nickname and course, shows them and keeps them after a reload', async () => {
    const before = await userOf(app, EDITOR);
    const { page, profile } = await profileFor(EDITOR);
    await profile.openEditForm();
    const course = (await profile.courseOptions()).find(
      (o) => o.value !== '' && o.value !== String(before.course),
    );
    if (course === undefined) throw new Error('the seed has a single course');

    await profile.nicknameField().fill('e2e_editor');
    await profile.courseField().selectOption(course.value);
    await profile.saveButton().click();
    await profile.savedNotice().waitFor();
    await profile.nickname('e2e_editor').waitFor();
    await profile.identity().getByText(course.label, { exact: true }).waitFor();

    const after = await userOf(app, EDITOR);
    expect(after.nickname).toBe('e2e_editor');
    expect(after.course).toBe(Number(course.value));

    await page.reload();
    await profile.nickname('e2e_editor').waitFor();
    await profile.identity().getByText(course.label, { exact: true }).waitFor();
  });

  it('shows the server’s reason for a taken nickname, keeping the form and the session', async () => {
    const before = await userOf(app, REFUSED);
    const { page, profile } = await profileFor(REFUSED);
    await profile.openEditForm();
    await profile.nicknameField().fill(TAKEN_NICKNAME);
    await profile.saveButton().click();

    await expect.poll(() => profile.nicknameError()).toBe('This nickname is already taken. Try another one.');
    expect(await profile.nicknameField().inputValue()).toBe(TAKEN_NICKNAME);
    expect(await profile.saveButton().isEnabled()).toBe(true);
    expect(pathOf(page)).toBe('/attendee/profile');
    expect(await storedToken(page)).toBeTruthy();
    expect((await userOf(app, REFUSED)).nickname).toBe(before.nickname);

    // The form stays usable: another nickname goes through.
    await profile.nicknameField().fill('e2e_refused');
    expect(await profile.nicknameError()).toBeNull();
    await profile.saveButton().click();
    await profile.savedNotice().waitFor();
    await profile.nickname('e2e_refused').waitFor();
    expect((await userOf(app, REFUSED)).nickname).toBe('e2e_refused');
  });

  it('refuses an ill-formed nickname in the page, without sending it', async () => {
    const before = await userOf(app, MALFORMED);
    const { page, profile } = await profileFor(MALFORMED);
    const writes = countProfileWrites(page);
    await profile.openEditForm();
    await profile.nicknameField().fill('no spaces here');
    await profile.saveButton().click();

    await expect
      .poll(() => profile.nicknameError())
      .toBe('Use letters, digits, underscores (_) or hyphens (-): no spaces or symbols');
    expect(writes()).toBe(0);
    expect((await userOf(app, MALFORMED)).nickname).toBe(before.nickname);
  });
});

describe('uploading a CV', () => {
  it('uploads a PDF once consent is given, and the server holds it', async () => {
    expect((await userOf(app, CV_OWNER)).cv).toBeNull();
    const { profile } = await profileFor(CV_OWNER);

    // Consent comes first: without it nothing is sent.
    await profile.uploadCv(path.join(FIXTURES, 'cv.pdf'), { consent: false });
    await profile.cvAlerts().getByText('Tick the box to agree before uploading', { exact: true }).waitFor();
    expect((await userOf(app, CV_OWNER)).cv).toBeNull();

    await profile.cvConsent().check();
    await profile.cvCard().getByRole('button', { name: 'Upload CV', exact: true }).click();
    const uploaded = profile.cvUploaded();
    await uploaded.waitFor();
    expect(await uploaded.innerText()).toContain('Uploaded just now.');
    expect(await profile.cvAlerts().count()).toBe(0);
    expect((await userOf(app, CV_OWNER)).cv).toEqual(expect.any(String));
  });

  it('refuses a file that is not a PDF, in the page or with the server’s reason', async () => {
    const { page, profile } = await profileFor(CV_REFUSED);
    const writes = countProfileWrites(page);

    // A text file: the page turns it down before anything is sent.
    await profile.cvFileInput().setInputFiles(path.join(FIXTURES, 'not-an-image.txt'));
    await profile.cvAlerts().getByText('Your CV must be a PDF file', { exact: true }).waitFor();
    expect(writes()).toBe(0);

    // A PNG named .pdf passes the page's check; the server reads the content and refuses it.
    await profile.uploadCv(path.join(FIXTURES, 'png-named.pdf'));
    const refusal = profile.cvAlerts().filter({ hasText: 'Your CV was not uploaded' });
    await refusal.waitFor();
    expect(await refusal.innerText()).toContain(
      'The server refused this file. Your CV must be a PDF of at most 8 MB.',
    );
    expect(writes()).toBe(1);
    expect((await userOf(app, CV_REFUSED)).cv).toBeNull();
    expect(await storedToken(page)).toBeTruthy();
  });
});
