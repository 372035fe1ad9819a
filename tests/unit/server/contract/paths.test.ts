// The contract's path table: a pattern filled for the client, matched for the outbox's rows.
import { describe, expect, it } from 'vitest';
import { BADGE_PATH, fillPath, LEAD_TIMELINE_PATH, pathPattern, USER_PATH } from '#contract/paths';

describe('fillPath', () => {
  it('fills each parameter, URI-encoded, and leaves a path without any as it is', () => {
    expect(fillPath(USER_PATH)).toBe('/api/user');
    expect(fillPath(BADGE_PATH, { id: 7 })).toBe('/api/badges/7');
    expect(fillPath(LEAD_TIMELINE_PATH, { attendee_id: 'a b/c' })).toBe(
      '/api/company/leads/a%20b%2Fc/timeline',
    );
    // @ts-expect-error: a pattern's parameters are named by the pattern
    expect(fillPath(BADGE_PATH, { badge: 7 })).toBe('/api/badges/undefined');
  });
});

describe('pathPattern', () => {
  it('matches the paths of a pattern only, capturing its parameters', () => {
    const pattern = pathPattern(LEAD_TIMELINE_PATH);
    expect(pattern.exec('/api/company/leads/a-1/timeline')?.slice(1)).toEqual(['a-1']);
    expect(pattern.test('/api/company/leads/a-1')).toBe(false);
    expect(pattern.test('/api/company/leads/a/1/timeline')).toBe(false);
  });
});
