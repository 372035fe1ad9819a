// Wire date formats (provider-api.md "General conventions").
import { describe, expect, it } from 'vitest';
import { naiveIso, utcIso } from '../../../../server/domain/json-dates.ts';

describe('utcIso', () => {
  it('writes utc_datetime at second precision with a Z', () => {
    expect(utcIso(new Date('2024-02-06T10:00:00Z'))).toBe('2024-02-06T10:00:00Z');
    expect(utcIso(new Date('2024-02-06T10:00:00.999Z'))).toBe('2024-02-06T10:00:00Z');
    expect(utcIso(new Date('2024-02-06T12:00:00+02:00'))).toBe('2024-02-06T10:00:00Z');
  });
});

describe('naiveIso', () => {
  it('writes inserted_at/updated_at without a zone', () => {
    expect(naiveIso(new Date('2024-02-06T10:00:00.123Z'))).toBe('2024-02-06T10:00:00');
    expect(naiveIso(new Date('1999-12-31T23:59:59Z'))).toBe('1999-12-31T23:59:59');
  });
});
