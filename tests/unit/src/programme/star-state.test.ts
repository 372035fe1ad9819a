import { describe, expect, it } from 'vitest';
import { STAR_PATH_PATTERN } from '../../../../src/api/programme-stars.ts';
import type { OutboxRow } from '../../../../src/outbox/shared/row.ts';
import { starredIds, waitingStars } from '../../../../src/programme/star-state.ts';

const ORIGIN = 'http://app.test';

function row(method: OutboxRow['method'], path: string, createdAt: number): OutboxRow {
  return {
    id: `r${createdAt}`,
    user: 'alice',
    method,
    path: `${ORIGIN}${path}`,
    body: {},
    idempotencyKey: `k${createdAt}`,
    occurredAt: new Date(createdAt).toISOString(),
    createdAt,
    attempts: 0,
    nextAttemptAt: 0,
    status: 'pending',
    lastStatus: null,
    lastBody: null,
    label: null,
    cost: 0,
  };
}

describe('waitingStars', () => {
  it('reads star writes and passes over other rows', () => {
    const rows = [
      row('PUT', '/api/programme/stars/s1', 1),
      row('POST', '/api/store/buy', 2),
      row('DELETE', '/api/programme/stars/s2', 3),
    ];
    expect(waitingStars(rows, STAR_PATH_PATTERN, ORIGIN)).toEqual([
      { sessionId: 's1', isStarred: true, createdAt: 1 },
      { sessionId: 's2', isStarred: false, createdAt: 3 },
    ]);
  });
});

describe('starredIds', () => {
  it('applies waiting writes oldest first, then this page’s own taps', () => {
    const waiting = [
      { sessionId: 's3', isStarred: false, createdAt: 5 },
      { sessionId: 's3', isStarred: true, createdAt: 2 },
      { sessionId: 's2', isStarred: false, createdAt: 1 },
    ];
    expect([...starredIds(['s1', 's2'], waiting, new Map())].sort()).toEqual(['s1']);
    expect([
      ...starredIds(
        ['s1'],
        [],
        new Map([
          ['s4', true],
          ['s1', false],
        ]),
      ),
    ]).toEqual(['s4']);
  });
});
