// JSON of the console's people (contract/people-admin.ts), built from the console-staff and
// console-cards repos' rows.
import type { CardJson, StaffJson } from '../contract/people-admin.ts';
import type { ConsoleCardRow } from '../cards/admin-repo.ts';
import type { ConsoleStaffRow } from './admin-staff-repo.ts';
import { shortCode } from '../cards/rules.ts';
import { utcIso } from '../domain/json-dates.ts';

export const consoleStaffJson = (s: ConsoleStaffRow, callerStaffId: number): StaffJson => ({
  id: s.id,
  email: s.email,
  nickname: s.nickname,
  is_admin: s.isAdmin,
  has_password: s.hasPassword,
  link_expires_at: s.hasPassword || s.linkExpiresAt === null ? null : utcIso(s.linkExpiresAt),
  is_you: s.id === callerStaffId,
});

export const consoleCardJson = (c: ConsoleCardRow): CardJson => ({
  id: c.id,
  code: shortCode(c.id),
  nickname: c.nickname,
  is_registered: c.isRegistered,
  inserted_at: utcIso(c.insertedAt),
});
