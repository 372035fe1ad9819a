// A small, valid configuration document (contract/transfer.ts) for the import's tests:
// a booth badge with a picture, its company and booth, a store item whose picture is a link, a
// one-prize wheel, one paytable row, one course, and a floor plan.
import { fixture } from '../fixtures/forms.ts';

export const PLAN =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 50"><rect width="100" height="50"/></svg>';
export const base64 = (data: string | Buffer) => Buffer.from(data).toString('base64');

/** A small valid document: a booth badge with a picture, its company and booth, one prize, one item. */
export function documentOf() {
  return {
    format: 'confetti-config',
    version: 1,
    exported_at: '2026-11-01T10:00:00Z',
    courses: [{ id: 1, name: 'Informatics' }],
    badges: [
      {
        id: 7,
        name: 'Visit Acme',
        description: 'Say hello at the Acme booth',
        type: 4,
        tokens: 20,
        begin: '2026-11-22T09:00:00Z',
        end: '2026-11-22T18:00:00Z',
        begin_badge: '2026-11-22T09:00:00Z',
        end_badge: '2026-11-22T18:00:00Z',
        counts_for_day: true,
        archived_at: null,
        picture: { content_type: 'image/png', data: base64(fixture('avatar.png')) },
      },
    ],
    products: [
      {
        id: 3,
        name: 'Mug',
        description: 'Ceramic',
        price: 30,
        stock: 10,
        max_per_user: 1,
        is_redeemable: true,
        archived_at: null,
        picture: { url: 'https://cdn.example.org/mug.png' },
      },
    ],
    prizes: [
      {
        id: 2,
        name: 'Sticker',
        stock: 100,
        max_amount_per_attendee: 2,
        is_redeemable: true,
        probability: 1,
        archived_at: null,
        picture: null,
      },
    ],
    payouts: [{ id: 1, probability: 0.1, multiplier: 2 }],
    companies: [
      {
        id: 5,
        name: 'Acme',
        sponsorship: 'Gold',
        channel_id: 'acme',
        badge_id: 7,
        has_cv_access: true,
        remaining_spotlights: 2,
      },
    ],
    venue: {
      plan: { content_type: 'image/svg+xml', data: base64(PLAN) },
      booths: [{ company_id: 5, x: 20, y: 10, label: 'A1' }],
    },
  };
}
