// A visitor's timeline as the lead sheet reads it (issue 29), and the edit body with the booth member.
import { describe, expect, it } from 'vitest';
import { editBody, toLeadBook, toTimeline } from '../../../../src/api/leads.ts';

describe('toTimeline', () => {
  it('maps each step with its member and time', () => {
    const body = {
      data: [
        { kind: 'scan', member: null, value: null, at: '2026-11-22T10:00:00.000Z' },
        { kind: 'rating', member: 'Ana', value: 'hot', at: '2026-11-22T10:01:00.000Z' },
      ],
    };
    expect(toTimeline(body)).toEqual([
      { kind: 'scan', member: null, value: null, at: new Date('2026-11-22T10:00:00.000Z') },
      { kind: 'rating', member: 'Ana', value: 'hot', at: new Date('2026-11-22T10:01:00.000Z') },
    ]);
  });
});

describe('editBody and the lead book', () => {
  it('names the booth member beside the lead only when the phone has one', () => {
    expect(editBody({ followUp: true }, 'Ana')).toEqual({ lead: { follow_up: true }, member: 'Ana' });
    expect(editBody({ note: 'x' })).toEqual({ lead: { note: 'x' } });
  });

  it('reads the organiser-export consent, off when absent', () => {
    expect(toLeadBook({ tags: [], data: [], shares_with_organiser: true }).sharesWithOrganiser).toBe(true);
    expect(toLeadBook({ tags: [], data: [] }).sharesWithOrganiser).toBe(false);
  });
});
