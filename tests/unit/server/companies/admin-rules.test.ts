// The console's sponsor rules (companies/admin-rules.ts): defaults of a create, an edit
// over the current row, and every reason a booth badge or channel is refused, all at once.
import { describe, expect, it } from 'vitest';
import { decideSponsor, type SponsorValues } from '../../../../server/companies/admin-rules.ts';

const NONE = { currentVisitors: 0, channelTakenBy: null };
const FREE = { type: 4, isArchived: false, takenBy: null };
const ACME: SponsorValues = {
  name: 'Acme',
  sponsorship: 'Gold',
  badgeId: 7,
  hasCvAccess: true,
  remainingSpotlights: 2,
  channelId: 'acme',
};

describe('decideSponsor', () => {
  it('creates with no CV access and no spotlights unless given, names and channels trimmed', () => {
    const input = { name: ' Acme ', sponsorship: 'Silver' as const, badgeId: 3, channelId: ' c1 ' };
    expect(decideSponsor(null, input, { ...NONE, badge: FREE })).toEqual({
      kind: 'ok',
      value: {
        name: 'Acme',
        sponsorship: 'Silver',
        badgeId: 3,
        channelId: 'c1',
        hasCvAccess: false,
        remainingSpotlights: 0,
      },
    });
  });

  it('edits only the fields given, and needs no badge facts while the badge stays', () => {
    const edited = decideSponsor(ACME, { remainingSpotlights: 0, badgeId: 7, hasCvAccess: undefined }, NONE);
    expect(edited).toEqual({ kind: 'ok', value: { ...ACME, remainingSpotlights: 0 } });
  });

  it('refuses a missing badge, and names every other reason at once', () => {
    expect(decideSponsor(ACME, { badgeId: 9 }, { ...NONE, badge: null })).toEqual({
      kind: 'refused',
      errors: { badge_id: ['does not exist'] },
    });
    const badge = { type: 3, isArchived: true, takenBy: 'Globex' };
    expect(
      decideSponsor(
        ACME,
        { badgeId: 9, name: ' ' },
        { badge, currentVisitors: 4, channelTakenBy: 'Initech' },
      ),
    ).toEqual({
      kind: 'refused',
      errors: {
        name: ["can't be blank"],
        badge_id: [
          'must be a booth badge (type Booths)',
          'is archived',
          'is already the booth badge of Globex',
          "can't change: 4 attendees already hold the current booth badge",
        ],
        channel_id: ['has already been taken'],
      },
    });
  });

  it('lets a new sponsor take a free badge whatever others hold', () => {
    const input = { ...ACME, badgeId: 9 };
    expect(decideSponsor(null, input, { ...NONE, badge: FREE, currentVisitors: 12 }).kind).toBe('ok');
  });
});
