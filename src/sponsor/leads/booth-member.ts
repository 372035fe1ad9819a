// The booth member using this sponsor phone (issue 29): a company has one account, so the phone
// names who scans and edits, for each lead's timeline. Kept on the device only.
import { BOOTH_MEMBER_MAX_CHARS } from '#contract/constants';
import { BOOTH_MEMBER_STORAGE_KEY } from '../../lib/storage-keys.ts';

export function readBoothMember(): string | null {
  try {
    const name = localStorage.getItem(BOOTH_MEMBER_STORAGE_KEY)?.trim() ?? '';
    return name === '' ? null : name;
  } catch {
    return null; // storage refused (private mode): the steps carry no name
  }
}

export function saveBoothMember(name: string): void {
  const trimmed = name.replace(/\s+/g, ' ').trim().slice(0, BOOTH_MEMBER_MAX_CHARS);
  try {
    if (trimmed === '') localStorage.removeItem(BOOTH_MEMBER_STORAGE_KEY);
    else localStorage.setItem(BOOTH_MEMBER_STORAGE_KEY, trimmed);
  } catch {
    // storage refused: nothing kept, as above
  }
}
