import { describe, expect, it } from 'vitest';
import { badgeTypeName, toBadgeDetail, toBadgeList, toBadgePage } from '../../../../src/api/badges.ts';
import { WireError } from '../../../../src/api/wire.ts';

const WIRE_BADGE = {
  id: 5,
  name: 'Visit Helix Robotics',
  description: 'Visit the Helix Robotics booth and meet the team.',
  avatar: null,
  begin: '2026-11-22T00:00:00Z',
  end: '2026-11-26T00:00:00Z',
  type: 4,
  tokens: 60,
};

describe('toBadgeList (provider-api.md §3, GET /api/badges)', () => {
  it('maps every badge of `data` to the view type', () => {
    const [badge] = toBadgeList({ data: [WIRE_BADGE] });
    expect(badge).toEqual({
      id: 5,
      name: 'Visit Helix Robotics',
      description: 'Visit the Helix Robotics booth and meet the team.',
      avatar: null,
      begin: new Date('2026-11-22T00:00:00Z'),
      end: new Date('2026-11-26T00:00:00Z'),
      type: 4,
      tokens: 60,
    });
  });

  it('keeps the server order and accepts an empty list', () => {
    const list = toBadgeList({ data: [{ ...WIRE_BADGE, id: 85, type: 1 }, WIRE_BADGE] });
    expect(list.map((b) => b.id)).toEqual([85, 5]);
    expect(toBadgeList({ data: [] })).toEqual([]);
  });

  it('throws on an unexpected shape rather than showing half a badge', () => {
    expect(() => toBadgeList([WIRE_BADGE])).toThrow(WireError);
    expect(() => toBadgeList({ data: [{ ...WIRE_BADGE, tokens: '60' }] })).toThrow(WireError);
  });
});

describe('toBadgeDetail (GET /api/badges/:id)', () => {
  const owner = {
    id: '5c20bfb5-121f-4772-8c60-4dd52588041b',
    nickname: 'attendee47',
    email: 'attendee47@confetti.dev',
    name: 'Daniel Oliveira',
    course: 24,
    avatar: null,
    cv: null,
    token_balance: 120,
    entries: 8,
  };

  it('maps the badge and its owners, dropping what the screen must not carry (email, cv, balance)', () => {
    const detail = toBadgeDetail({ data: { ...WIRE_BADGE, attendees: [owner] } });
    expect(detail.name).toBe('Visit Helix Robotics');
    expect(detail.owners).toEqual([
      { id: owner.id, nickname: 'attendee47', name: 'Daniel Oliveira', avatar: null },
    ]);
  });

  it('reads null names and an avatar URL', () => {
    const detail = toBadgeDetail({
      data: {
        ...WIRE_BADGE,
        attendees: [{ ...owner, nickname: null, name: null, avatar: '/uploads/a.png' }],
      },
    });
    expect(detail.owners[0]).toMatchObject({ nickname: null, name: null, avatar: '/uploads/a.png' });
  });

  it('treats a missing owner list as no owners, and a bad owner as a wire error', () => {
    expect(toBadgeDetail({ data: WIRE_BADGE }).owners).toEqual([]);
    expect(() => toBadgeDetail({ data: { ...WIRE_BADGE, attendees: [{ nickname: 'x' }] } })).toThrow(
      WireError,
    );
  });
});

describe('badgeTypeName', () => {
  it('names every code of provider-api.md §1 and falls back for unknown ones', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9].map(badgeTypeName)).toEqual([
      'Secret',
      'Challenges',
      'General',
      'Booths',
      'Speakers',
      'Talks',
      'Workshops',
      'Discord',
      'Pitches',
    ]);
    expect(badgeTypeName(42)).toBe('Other');
  });
});

describe('toBadgePage (GET /api/badges/:id?limit=N, issue 28)', () => {
  it('keeps the page of owners, their total, the next cursor and whether the reader holds it', () => {
    const owner = {
      id: 'a-1',
      nickname: 'ana',
      name: 'ana',
      email: null,
      course: null,
      avatar: null,
      cv: null,
      token_balance: 0,
      entries: 0,
    };
    const page = toBadgePage({
      data: { ...WIRE_BADGE, attendees: [owner] },
      total: 4000,
      next: '77',
      held: true,
    });
    expect(page.owners.map((o) => o.id)).toEqual(['a-1']);
    expect([page.ownersTotal, page.next, page.isHeld]).toEqual([4000, '77', true]);
  });

  it('passes over a whole answer without the page keys', () => {
    expect(() => toBadgePage({ data: { ...WIRE_BADGE, attendees: [] } })).toThrow(WireError);
  });
});
