// How the dashboard words the console's audit entries (src/admin/change-label.ts, issue 13).
import { describe, expect, it } from 'vitest';
import { changeLabel, type ChangeEntry } from '../../../../src/admin/change-label.ts';

const entry = (over: Partial<ChangeEntry>): ChangeEntry => ({
  action: 'badge.create',
  entity: 'badge',
  entityId: '12',
  before: null,
  after: null,
  ...over,
});

describe('changeLabel', () => {
  it('names the row from its copy after the change, else before it', () => {
    expect(changeLabel(entry({ after: { name: 'Keynote' } }))).toBe('created the badge “Keynote”');
    expect(changeLabel(entry({ action: 'product.delete', entity: 'product', before: { name: 'Mug' } }))).toBe(
      'deleted the store item “Mug”',
    );
    expect(changeLabel(entry({ action: 'staff.invite', entity: 'staff', after: { email: 'a@b.org' } }))).toBe(
      'invited an account for the staff member “a@b.org”',
    );
  });

  it('falls back to the row id, and to no id for the whole configuration or a batch of cards', () => {
    expect(changeLabel(entry({ action: 'booth.place', entity: 'booth', entityId: '4' }))).toBe(
      'placed the booth #4',
    );
    expect(changeLabel(entry({ action: 'config.import', entity: 'config', entityId: '1' }))).toBe(
      'imported the event configuration',
    );
    expect(changeLabel(entry({ action: 'cards.create', entity: 'card', entityId: null }))).toBe(
      'created the cards',
    );
    const batch = (n: number) => entry({ action: 'cards.create', entity: 'card', after: { count: n } });
    expect([changeLabel(batch(20)), changeLabel(batch(1))]).toEqual(['created 20 cards', 'created 1 card']);
    expect(changeLabel(entry({ action: 'venue-plan.replace', entity: 'venue', entityId: null }))).toBe(
      'replaced the floor plan',
    );
  });

  it('shows an action it does not know as it is stored', () => {
    expect(changeLabel(entry({ action: 'badge.teleport', after: { name: 'X' } }))).toBe('badge.teleport');
    expect(changeLabel(entry({ action: 'robot.create', entity: 'robot' }))).toBe('robot.create');
  });
});
