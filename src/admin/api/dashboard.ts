// The console's dashboard read (issue 13; contract/dashboard.ts): counts only.
// It goes through the cache-then-network reader, so an admin who loses the connection keeps the
// last answer on screen, marked with its time.
import type { DashboardReply, DashboardWindow } from '#contract/dashboard';
import { get } from '../../api/get.ts';
import type { Reading } from '../../offline/read-through.ts';
import { asArray, asNumber, asObject, asString, fieldsOf } from '../../api/wire.ts';

export type { DashboardWindow };

export type Series = { start: Date; bucketMinutes: number; counts: number[] };
export type Booth = { id: number; name: string; tier: string; scans: number };
export type TopBadge = { id: number; name: string; awards: number };
export type ProductSales = {
  id: number;
  name: string;
  price: number;
  stock: number;
  sold: number;
  collected: number;
  isArchived: boolean;
};
export type LateWrite = { lagSeconds: number; occurredAt: Date; receivedAt: Date; badge: string };

export type Dashboard = {
  window: DashboardWindow;
  awards: Series;
  signups: Series;
  totals: { awards: number; cards: number; registered: number };
  booths: Booth[];
  topBadges: TopBadge[];
  products: ProductSales[];
  tokens: { inCirculation: number; spentInStore: number; betInSlots: number };
  outbox: { lateCount: number; oldest: LateWrite | null };
};

type W = DashboardReply;

const date = (value: unknown, what: string): Date => {
  const at = new Date(asString(value, what));
  if (Number.isNaN(at.getTime())) throw new TypeError(`${what} is not a date`);
  return at;
};

function toSeries(value: unknown, what: string): Series {
  const w = asObject<W['awards']>(value, what);
  return {
    start: date(w.start, `${what}.start`),
    bucketMinutes: asNumber(w.bucket_minutes, `${what}.bucket_minutes`),
    counts: asArray(w.counts, `${what}.counts`).map((n) => asNumber(n, `${what}.count`)),
  };
}

const toBooth = (item: unknown): Booth => {
  const w = fieldsOf<W['booths'][number]>(item, 'booth');
  return {
    id: w.number('company_id'),
    name: w.string('name'),
    tier: w.string('tier'),
    scans: w.number('scans'),
  };
};

const toTopBadge = (item: unknown): TopBadge => {
  const w = fieldsOf<W['top_badges'][number]>(item, 'badge');
  return {
    id: w.number('id'),
    name: w.string('name'),
    awards: w.number('awards'),
  };
};

const toProduct = (item: unknown): ProductSales => {
  const w = fieldsOf<W['products'][number]>(item, 'product');
  return {
    id: w.number('id'),
    name: w.string('name'),
    price: w.number('price'),
    stock: w.number('stock'),
    sold: w.number('sold'),
    collected: w.number('collected'),
    isArchived: w.raw.is_archived === true,
  };
};

function toLateWrite(value: unknown): LateWrite | null {
  if (value === null) return null;
  const w = fieldsOf<NonNullable<W['outbox']['oldest']>>(value, 'late write');
  return {
    lagSeconds: w.number('lag_seconds'),
    occurredAt: date(w.raw.occurred_at, 'late.occurred_at'),
    receivedAt: date(w.raw.received_at, 'late.received_at'),
    badge: w.optionalString('badge') ?? '',
  };
}

function toDashboard(body: unknown): Dashboard {
  const w = asObject<W>(body, 'dashboard');
  const totals = fieldsOf<W['totals']>(w.totals, 'totals');
  const tokens = fieldsOf<W['tokens']>(w.tokens, 'tokens');
  const outbox = fieldsOf<W['outbox']>(w.outbox, 'outbox');
  return {
    window: w.window === 'event' ? 'event' : 'day',
    awards: toSeries(w.awards, 'awards'),
    signups: toSeries(w.signups, 'signups'),
    totals: {
      awards: totals.number('awards'),
      cards: totals.number('cards'),
      registered: totals.number('registered'),
    },
    booths: asArray(w.booths, 'booths').map(toBooth),
    topBadges: asArray(w.top_badges, 'top_badges').map(toTopBadge),
    products: asArray(w.products, 'products').map(toProduct),
    tokens: {
      inCirculation: tokens.number('in_circulation'),
      spentInStore: tokens.number('spent_in_store'),
      betInSlots: tokens.number('bet_in_slots'),
    },
    outbox: {
      lateCount: outbox.number('late_count'),
      oldest: toLateWrite(outbox.raw.oldest),
    },
  };
}

export const readDashboard = (
  userKey: string | null,
  window: DashboardWindow,
): AsyncGenerator<Reading<Dashboard>, void, void> =>
  get(`api/admin/console/dashboard?window=${window}`, toDashboard, { userKey });
