// The organiser console's calls (issue 13; contract/catalogue-admin.ts): badges, store items and
// wheel prizes as the admin sees them (archived ones too), and their writes. Reads go through the
// one cache-then-network reader; writes never queue (an organiser needs the server's answer now,
// and a deletion must never wait in an outbox), so they use sendWrite.
import type {
  BadgeCreateBody,
  BadgeEditBody,
  ConsoleBadgeJson,
  ConsolePrizeJson,
  ConsolePrizeListReply,
  ConsoleProductJson,
  PrizeCreateBody,
  PrizeOddsBody,
  ProductCreateBody,
} from '#contract/catalogue-admin';
import { get } from '../../api/get.ts';
import type { Reading } from '../../offline/read-through.ts';
import { asArray, asObject, asString, fieldsOf } from '../../api/wire.ts';
import { sendWrite } from '../../api/write.ts';
import { asFlag } from './flag.ts';

const BASE = 'api/admin/console';

export type ConsoleBadge = {
  id: number;
  name: string;
  description: string;
  type: number;
  tokens: number;
  begin: string;
  end: string;
  beginBadge: string;
  endBadge: string;
  avatar: string | null;
  isArchived: boolean;
  awarded: number;
};

export type ConsoleProduct = {
  id: number;
  name: string;
  description: string;
  price: number;
  stock: number;
  maxPerUser: number;
  isOnSale: boolean;
  image: string | null;
  isArchived: boolean;
  sold: number;
};

export type ConsolePrize = {
  id: number;
  name: string;
  stock: number;
  maxPerAttendee: number;
  probability: number;
  avatar: string | null;
  isArchived: boolean;
  won: number;
  /** Staff hand it over at the desk. */
  isRedeemable: boolean;
  /** A "nothing / try again" slice (issue 23): no stock, nothing to collect. */
  isNothing: boolean;
};

export type ConsoleWheel = { prizes: ConsolePrize[]; totalProbability: number };

function toBadge(item: unknown): ConsoleBadge {
  const w = fieldsOf<ConsoleBadgeJson>(item, 'badge');
  return {
    id: w.number('id'),
    name: w.string('name'),
    description: w.string('description'),
    type: w.number('type'),
    tokens: w.number('tokens'),
    begin: w.string('begin'),
    end: w.string('end'),
    beginBadge: w.string('begin_badge'),
    endBadge: w.string('end_badge'),
    avatar: w.optionalPicture('avatar'),
    isArchived: w.optionalString('archived_at') !== null,
    awarded: w.number('awarded'),
  };
}

function toProduct(item: unknown): ConsoleProduct {
  const w = fieldsOf<ConsoleProductJson>(item, 'product');
  return {
    id: w.number('id'),
    name: w.string('name'),
    description: w.string('description'),
    price: w.number('price'),
    stock: w.number('stock'),
    maxPerUser: w.number('max_per_user'),
    isOnSale: asFlag(w.raw.is_redeemable, 'product.is_redeemable'),
    image: w.optionalPicture('image'),
    isArchived: w.optionalString('archived_at') !== null,
    sold: w.number('sold'),
  };
}

function toPrize(item: unknown): ConsolePrize {
  const w = fieldsOf<ConsolePrizeJson>(item, 'prize');
  return {
    id: w.number('id'),
    name: w.string('name'),
    stock: w.number('stock'),
    maxPerAttendee: w.number('max_amount_per_attendee'),
    probability: w.number('probability'),
    avatar: w.optionalPicture('avatar'),
    isArchived: w.optionalString('archived_at') !== null,
    won: w.number('won'),
    isRedeemable: w.raw.is_redeemable === true,
    isNothing: w.raw.is_nothing === true,
  };
}

const listOf =
  <T>(parse: (item: unknown) => T, what: string) =>
  (body: unknown): T[] =>
    asArray(asObject<{ data: unknown }>(body, what).data, what).map(parse);

export const readConsoleBadges = (userKey: string): AsyncGenerator<Reading<ConsoleBadge[]>, void, void> =>
  get(`${BASE}/badges`, listOf(toBadge, 'badges'), { userKey });

export const readConsoleProducts = (userKey: string): AsyncGenerator<Reading<ConsoleProduct[]>, void, void> =>
  get(`${BASE}/products`, listOf(toProduct, 'products'), {
    userKey,
  });

function toWheel(body: unknown): ConsoleWheel {
  const reply = fieldsOf<ConsolePrizeListReply>(body, 'prizes');
  return {
    prizes: asArray(reply.raw.data, 'prizes').map(toPrize),
    totalProbability: reply.number('total_probability'),
  };
}

export const readConsoleWheel = (userKey: string): AsyncGenerator<Reading<ConsoleWheel>, void, void> =>
  get(`${BASE}/prizes`, toWheel, { userKey });

type Kind = 'badges' | 'products' | 'prizes';

/** Creates (id null) or edits a row; throws the server's refusal (422 field errors, 400). */
export async function saveRow(
  kind: Kind,
  id: number | null,
  fields: BadgeCreateBody | ProductCreateBody | PrizeCreateBody,
): Promise<void> {
  await sendWrite(
    id === null
      ? { method: 'POST', path: `${BASE}/${kind}`, body: fields }
      : { method: 'PATCH', path: `${BASE}/${kind}/${id}`, body: fields },
  );
}

export async function setArchived(kind: Kind, id: number, isArchived: boolean): Promise<void> {
  await sendWrite({
    method: 'PATCH',
    path: `${BASE}/${kind}/${id}`,
    body: { archived: isArchived } satisfies BadgeEditBody,
  });
}

/** Deletes a row, or archives it when it has history: says which. */
export async function removeRow(kind: Kind, id: number): Promise<'deleted' | 'archived'> {
  const body = await sendWrite({ method: 'DELETE', path: `${BASE}/${kind}/${id}` });
  return asString(asObject<{ outcome: string }>(body, 'removal').outcome, 'outcome') === 'deleted'
    ? 'deleted'
    : 'archived';
}

export async function saveOdds(odds: { id: number; probability: number }[]): Promise<void> {
  await sendWrite({ method: 'PUT', path: `${BASE}/prizes/odds`, body: { odds } satisfies PrizeOddsBody });
}

/** `{"errors":{"field":["message"]}}` of a 422 as one line per field, for the form. */
export function fieldErrorsOf(body: unknown): Record<string, string> {
  const errors =
    typeof body === 'object' && body !== null ? (body as { errors?: unknown }).errors : undefined;
  if (typeof errors !== 'object' || errors === null || Array.isArray(errors)) return {};
  return Object.fromEntries(
    Object.entries(errors as Record<string, unknown>)
      .filter((entry): entry is [string, string[]] => Array.isArray(entry[1]))
      .map(([key, messages]) => [key, messages.join(', ')]),
  );
}
