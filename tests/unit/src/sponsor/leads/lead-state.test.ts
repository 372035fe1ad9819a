// What a lead shows on the phone (issue 29): the outbox's waiting lead edits read back from their
// rows, laid over the server's lead field by field, the newer edit winning as on the server.
import { describe, expect, it } from 'vitest';
import { LEAD_PATH_PATTERN, type Lead } from '../../../../../src/api/leads.ts';
import type { OutboxRow } from '../../../../../src/outbox/shared/row.ts';
import { applyEdit, waitingLeadEdits, withEdits } from '../../../../../src/sponsor/leads/lead-state.ts';

const ID = '5b0c3a52-2f0e-4c53-9d38-1f3c6e1a0a11';
const LEAD: Lead = {
  attendeeId: ID,
  name: 'Ana',
  nickname: null,
  email: null,
  visitedAt: new Date(0),
  rating: 'warm',
  tags: [],
  note: 'from the server',
  followUp: false,
  editedAt: { rating: 2_000, tags: null, note: 2_000, followUp: null },
};

const row = (over: Partial<OutboxRow>): OutboxRow => ({
  id: 'r',
  user: 'u',
  method: 'PUT',
  path: `https://app.test/api/company/leads/${ID}`,
  body: { lead: { rating: 'hot', follow_up: true } },
  idempotencyKey: 'k',
  occurredAt: new Date(3_000).toISOString(),
  createdAt: 0,
  attempts: 0,
  nextAttemptAt: 0,
  status: 'pending',
  lastStatus: null,
  lastBody: null,
  label: null,
  cost: 0,
  ...over,
});

describe('waitingLeadEdits', () => {
  it('reads the waiting lead edits, and no settled row or other write', () => {
    const rows = [
      row({}),
      row({ status: 'done' }),
      row({ status: 'failed' }),
      row({ path: 'https://app.test/api/redeems', method: 'POST' }),
      row({ status: 'parked', body: { lead: { note: 'offline note', tags: ['a', 3] } } }),
    ];
    expect(waitingLeadEdits(rows, LEAD_PATH_PATTERN, 'https://app.test')).toEqual([
      { attendeeId: ID, edit: { rating: 'hot', followUp: true }, at: 3_000 },
      { attendeeId: ID, edit: { note: 'offline note', tags: ['a'] }, at: 3_000 },
    ]);
  });
});

describe('applyEdit', () => {
  it('replaces each field the edit sets unless the lead has a newer edit of it', () => {
    const edited = applyEdit(LEAD, { attendeeId: ID, edit: { rating: 'cold', note: 'older' }, at: 1_000 });
    expect(edited).toEqual(LEAD);
    const newer = applyEdit(LEAD, { attendeeId: ID, edit: { rating: null, tags: ['x'] }, at: 5_000 });
    expect(newer).toMatchObject({ rating: null, tags: ['x'], note: 'from the server' });
    expect(newer.editedAt).toEqual({ rating: 5_000, tags: 5_000, note: 2_000, followUp: null });
  });

  it('lays every edit of a lead over it, and leaves other leads alone', () => {
    const other = { ...LEAD, attendeeId: 'other' };
    const [mine, theirs] = withEdits(
      [LEAD, other],
      [
        { attendeeId: ID, edit: { note: 'first' }, at: 3_000 },
        { attendeeId: ID, edit: { note: 'second' }, at: 4_000 },
      ],
    );
    expect(mine!.note).toBe('second');
    expect(theirs).toBe(other);
  });

  it('makes the lead of a visitor the list lacks yet, when asked, from their first edit', () => {
    const edits = [{ attendeeId: 'new', edit: { rating: 'hot' as const }, at: 7_000 }];
    expect(withEdits([LEAD], edits)).toEqual([LEAD]);
    const blank = (attendeeId: string, at: number) => ({
      ...LEAD,
      attendeeId,
      rating: null,
      visitedAt: new Date(at),
    });
    const [, added] = withEdits([LEAD], edits, blank);
    expect(added).toMatchObject({ attendeeId: 'new', rating: 'hot', visitedAt: new Date(7_000) });
  });
});
