// The account's language follows the device's choice (issue 24): sent once per account and
// language, again at the next start when it could not be (offline), so the mails follow it.
import { LOCALE_SYNCED_STORAGE_KEY } from '../lib/storage-keys.ts';
import { saveAccountLocale } from '../api/locale.ts';
import { readToken } from '../api/token-store.ts';
import { i18n } from '#i18n/runtime';

/** Sends the active language to the signed-in account unless it already has it from this device. */
export async function syncAccountLocale(): Promise<void> {
  const token = readToken();
  if (token === null) return;
  const mark = `${token.slice(-16)}:${i18n.locale}`;
  if (localStorage.getItem(LOCALE_SYNCED_STORAGE_KEY) === mark) return;
  await saveAccountLocale(i18n.locale).then(
    () => localStorage.setItem(LOCALE_SYNCED_STORAGE_KEY, mark),
    // NOTE: offline or refused: the next start tries again; the device keeps the language anyway.
    () => undefined,
  );
}
