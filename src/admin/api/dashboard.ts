// The console's dashboard read (issue 13; contract/dashboard.ts): counts only.
// It goes through the cache-then-network reader, so an admin who loses the connection keeps the
// last answer on screen, marked with its time.
import type { DashboardReply, DashboardWindow } from '#contract/dashboard';
import { get } from '../../api/get.ts';
import type { Reading } from '../../offline/read-through.ts';
import { asArray, asNumber, asObject, asString, optionalString } from '../../api/wire.ts';

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
  const w = asObject<W['booths'][number]>(item, 'booth');
  return {
    id: asNumber(w.company_id, 'booth.company_id'),
    name: asString(w.name, 'booth.name'),
    tier: asString(w.tier, 'booth.tier'),
    scans: asNumber(w.scans, 'booth.scans'),
  };
};

const toTopBadge = (item: unknown): TopBadge => {
  const w = asObject<W['top_badges'][number]>(item, 'badge');
  return {
    id: asNumber(w.id, 'badge.id'),
    name: asString(w.name, 'badge.name'),
    awards: asNumber(w.awards, 'awards'),
  };
};

const toProduct = (item: unknown): ProductSales => {
  const w = asObject<W['products'][number]>(item, 'product');
  return {
    id: asNumber(w.id, 'product.id'),
    name: asString(w.name, 'product.name'),
    price: asNumber(w.price, 'product.price'),
    stock: asNumber(w.stock, 'product.stock'),
    sold: asNumber(w.sold, 'product.sold'),
    collected: asNumber(w.collected, 'product.collected'),
    isArchived: w.is_archived === true,
  };
};

function toLateWrite(value: unknown): LateWrite | null {
  if (value === null) return null;
  const w = asObject<NonNullable<W['outbox']['oldest']>>(value, 'late write');
  return {
    lagSeconds: asNumber(w.lag_seconds, 'late.lag_seconds'),
    occurredAt: date(w.occurred_at, 'late.occurred_at'),
    receivedAt: date(w.received_at, 'late.received_at'),
    badge: optionalString(w.badge) ?? '',
  };
}

function toDashboard(body: unknown): Dashboard {
  const w = asObject<W>(body, 'dashboard');
  const totals = asObject<W['totals']>(w.totals, 'totals');
  const tokens = asObject<W['tokens']>(w.tokens, 'tokens');
  const outbox = asObject<W['outbox']>(w.outbox, 'outbox');
  return {
    window: w.window === 'event' ? 'event' : 'day',
    awards: toSeries(w.awards, 'awards'),
    signups: toSeries(w.signups, 'signups'),
    totals: {
      awards: asNumber(totals.awards, 'totals.awards'),
      cards: asNumber(totals.cards, 'totals.cards'),
      registered: asNumber(totals.registered, 'totals.registered'),
    },
    booths: asArray(w.booths, 'booths').map(toBooth),
    topBadges: asArray(w.top_badges, 'top_badges').map(toTopBadge),
    products: asArray(w.products, 'products').map(toProduct),
    tokens: {
      inCirculation: asNumber(tokens.in_circulation, 'tokens.in_circulation'),
      spentInStore: asNumber(tokens.spent_in_store, 'tokens.spent_in_store'),
      betInSlots: asNumber(tokens.bet_in_slots, 'tokens.bet_in_slots'),
    },
    outbox: {
      lateCount: asNumber(outbox.late_count, 'outbox.late_count'),
      oldest: toLateWrite(outbox.oldest),
    },
  };
}

export const readDashboard = (
  userKey: string | null,
  window: DashboardWindow,
): AsyncGenerator<Reading<Dashboard>, void, void> =>
  get(`api/admin/console/dashboard?window=${window}`, toDashboard, { userKey });
