import { describe, expect, it } from 'vitest';
import type { ConfigDocument } from '../../../../server/contract/transfer.ts';
import {
  checkConfig,
  ERRORS_SHOWN,
  firstErrors,
  formatErrors,
  pointerOf,
} from '../../../../server/transfer/rules.ts';
import { documentOf } from '../../../helpers/config-document.ts';

const doc = (): ConfigDocument => documentOf() as ConfigDocument;

describe('formatErrors', () => {
  it('accepts a confetti-config document of version 1 and names what else it got', () => {
    expect(formatErrors(doc())).toEqual({});
    expect(formatErrors({ ...doc(), format: 'x' })).toEqual({ '/format': ['must be "confetti-config"'] });
    expect(formatErrors({ ...doc(), version: '1' })).toEqual({
      '/version': ['must be 1: this server reads version 1 documents'],
    });
    for (const body of [null, [], 'text', 3]) {
      expect(formatErrors(body)).toEqual({ '/': ['must be a confetti-config document (a JSON object)'] });
    }
  });
});

describe('checkConfig', () => {
  it('finds nothing wrong with a consistent document', () => {
    expect(checkConfig(doc())).toEqual({});
  });

  it('accepts a wheel not set up yet (every probability 0) and archived prizes off it', () => {
    const d = doc();
    const archived = { ...d.prizes[0]!, id: 9, probability: 0, archived_at: '2026-01-01T00:00:00Z' };
    expect(checkConfig({ ...d, prizes: [{ ...d.prizes[0]!, probability: 0 }, archived] })).toEqual({});
  });

  it('reads the wheel as the draw does, in millionths', () => {
    const d = doc();
    const thirds = [1, 2, 3].map((id) => ({
      ...d.prizes[0]!,
      id,
      probability: id === 3 ? 0.333334 : 0.333333,
    }));
    expect(checkConfig({ ...d, prizes: thirds })).toEqual({});
    const short = thirds.map((p) => ({ ...p, probability: 0.333333 }));
    expect(checkConfig({ ...d, prizes: short })).toEqual({
      '/prizes': ['probabilities must add up to 1 (or all be 0), not 0.999999'],
    });
  });

  it('refuses repeated ids, channels, multipliers and booths, each at its row', () => {
    const d = doc();
    const errors = checkConfig({
      ...d,
      badges: [d.badges[0]!, { ...d.badges[0]! }],
      payouts: [d.payouts[0]!, { ...d.payouts[0]!, id: 2 }],
      companies: [d.companies[0]!, { ...d.companies[0]!, id: 6 }],
      venue: { ...d.venue, booths: [d.venue.booths[0]!, { ...d.venue.booths[0]! }] },
    });
    expect(errors).toEqual({
      '/badges/1/id': ['is repeated'],
      '/payouts/1/multiplier': ['is repeated'],
      '/companies/1/channel_id': ['is repeated'],
      '/venue/booths/1/company_id': ['is repeated'],
    });
  });

  it('answers at most the first few errors, in document order', () => {
    const d = doc();
    const products = Array.from({ length: 50 }, (_, i) => ({ ...d.products[0]!, id: i + 1, name: ' ' }));
    const errors = checkConfig({ ...d, products });
    expect(Object.keys(errors)).toHaveLength(ERRORS_SHOWN);
    expect(Object.keys(errors)[0]).toBe('/products/0/name');
  });
});

describe('firstErrors and pointerOf', () => {
  it('keeps the first entries and names the document itself /', () => {
    const many = Object.fromEntries(Array.from({ length: 30 }, (_, i) => [`/a/${i}`, ['x']]));
    expect(Object.keys(firstErrors(many))).toEqual(Array.from({ length: ERRORS_SHOWN }, (_, i) => `/a/${i}`));
    expect([pointerOf(''), pointerOf('/badges/0')]).toEqual(['/', '/badges/0']);
  });
});
