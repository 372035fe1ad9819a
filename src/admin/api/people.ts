// The console's people calls (issue 13; contract/people-admin.ts): staff accounts with
// their admin flag, and the attendee cards with their counts and printable sheets. Reads go
// through the one cache-then-network reader; writes never queue (sendWrite), as the console's.
import type {
  CardFilter,
  CardJson,
  CardListReply,
  CardsCreateBody,
  CardsCreateReply,
  StaffEditBody,
  StaffInviteBody,
  StaffInviteReply,
  StaffJson,
} from '#contract/people-admin';
import { API_PREFIX } from '../../api/client.ts';
import { get } from '../../api/get.ts';
import type { Reading } from '../../offline/read-through.ts';
import { asArray, asNumber, asObject, fieldsOf } from '../../api/wire.ts';
import { sendWrite } from '../../api/write.ts';
import { asFlag } from './flag.ts';

const BASE = 'api/admin/console';

export type ConsoleStaff = {
  id: number;
  email: string;
  nickname: string | null;
  isAdmin: boolean;
  hasPassword: boolean;
  /** The invitation link's end while one is out (issue 23), else null. */
  linkExpiresAt: string | null;
  isYou: boolean;
};

/** A set-password link just made: who for, until when, and whether the server mailed it. */
export type InvitationLink = { email: string; link: string; expiresAt: string; mailed: boolean };

export type ConsoleCard = { id: string; code: string; nickname: string | null; isRegistered: boolean };

export type CardCounts = { total: number; registered: number; free: number };

export type ConsoleCards = {
  cards: ConsoleCard[];
  counts: CardCounts;
  matching: number;
  nextOffset: number | null;
  /** Opens the printable sheet of the oldest free cards in a new tab (a signed link). */
  sheetHref: string;
  /** The origin the printed QR codes open, and whether only this machine can (issue 23). */
  cardOrigin: string;
  isCardOriginLocal: boolean;
};

export type { CardFilter };

/** A same-origin path the server answered, as a link on the API's origin (VITE_API_URL). */
const apiHref = (path: string): string =>
  new URL(path.replace(/^\//, ''), new URL(API_PREFIX, window.location.href)).href;

function toStaff(item: unknown): ConsoleStaff {
  const w = fieldsOf<StaffJson>(item, 'staff');
  return {
    id: w.number('id'),
    email: w.string('email'),
    nickname: w.optionalString('nickname'),
    isAdmin: asFlag(w.raw.is_admin, 'staff.is_admin'),
    hasPassword: asFlag(w.raw.has_password, 'staff.has_password'),
    linkExpiresAt: w.optionalString('link_expires_at'),
    isYou: asFlag(w.raw.is_you, 'staff.is_you'),
  };
}

function toCard(item: unknown): ConsoleCard {
  const w = fieldsOf<CardJson>(item, 'card');
  return {
    id: w.string('id'),
    code: w.string('code'),
    nickname: w.optionalString('nickname'),
    isRegistered: asFlag(w.raw.is_registered, 'card.is_registered'),
  };
}

function toCards(body: unknown): ConsoleCards {
  const w = fieldsOf<CardListReply>(body, 'cards');
  const counts = fieldsOf<CardListReply['counts']>(w.raw.counts, 'cards.counts');
  const next = w.raw.next_offset;
  return {
    cards: asArray(w.raw.data, 'cards.data').map(toCard),
    counts: {
      total: counts.number('total'),
      registered: counts.number('registered'),
      free: counts.number('free'),
    },
    matching: w.number('matching'),
    nextOffset: next === null ? null : asNumber(next, 'cards.next_offset'),
    sheetHref: apiHref(w.string('sheet_url')),
    cardOrigin: w.string('card_origin'),
    isCardOriginLocal: asFlag(w.raw.card_origin_is_local, 'cards.card_origin_is_local'),
  };
}

export const readConsoleStaff = (userKey: string): AsyncGenerator<Reading<ConsoleStaff[]>, void, void> =>
  get(
    `${BASE}/staff`,
    (body) => asArray(asObject<{ data: unknown }>(body, 'staff').data, 'staff').map(toStaff),
    {
      userKey,
    },
  );

export type CardsQuery = { status: CardFilter; q: string; limit: number };

/** `userKey` null reads the network only (a search: not worth a cache row each). */
export function readConsoleCards(
  userKey: string | null,
  query: CardsQuery,
): AsyncGenerator<Reading<ConsoleCards>, void, void> {
  const params = new URLSearchParams({ status: query.status, limit: String(query.limit) });
  if (query.q.trim() !== '') params.set('q', query.q.trim());
  return get(`${BASE}/cards?${params.toString()}`, toCards, { userKey });
}

function toInvitation(body: unknown): { staff: ConsoleStaff; invitation: InvitationLink } {
  const w = fieldsOf<StaffInviteReply>(body, 'invitation');
  const staff = toStaff(w.raw.data);
  return {
    staff,
    invitation: {
      email: staff.email,
      link: w.string('link'),
      expiresAt: w.string('expires_at'),
      mailed: asFlag(w.raw.mailed, 'invitation.mailed'),
    },
  };
}

/** The new member and their set-password link (shown once). */
export async function inviteStaff(email: string, isAdmin: boolean) {
  return toInvitation(
    await sendWrite({
      method: 'POST',
      path: `${BASE}/staff`,
      body: { email, is_admin: isAdmin } satisfies StaffInviteBody,
    }),
  );
}

/** A new link for a member who has not set a password; their older link stops working. */
export async function renewStaffLink(id: number) {
  return toInvitation(await sendWrite({ method: 'POST', path: `${BASE}/staff/${id}/link` }));
}

export async function setStaffAdmin(id: number, isAdmin: boolean): Promise<void> {
  await sendWrite({
    method: 'PATCH',
    path: `${BASE}/staff/${id}`,
    body: { is_admin: isAdmin } satisfies StaffEditBody,
  });
}

/** A new batch of cards: how many, and the link that prints them. */
export async function createCards(count: number): Promise<{ count: number; sheetHref: string }> {
  const body = await sendWrite({
    method: 'POST',
    path: `${BASE}/cards`,
    body: { count } satisfies CardsCreateBody,
  });
  const w = fieldsOf<CardsCreateReply>(body, 'batch');
  return {
    count: asArray(w.raw.cards, 'batch.cards').length,
    sheetHref: apiHref(w.string('sheet_url')),
  };
}
