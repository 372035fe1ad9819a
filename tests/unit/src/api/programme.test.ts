import { describe, expect, it } from 'vitest';
import type { ProgrammeReply } from '#contract/programme';
import { safeUrl, toProgramme } from '../../../../src/api/programme.ts';
import { WireError } from '../../../../src/api/wire.ts';

const reply: ProgrammeReply = {
  version: 'v1',
  time_zone: 'Europe/Lisbon',
  days: ['2026-03-13'],
  rooms: [
    { id: 1, name: 'Hall A', place: { x: 10, y: 20 } },
    { id: 2, name: 'Room B' },
  ],
  tracks: [{ name: 'Systems', color: '#ff0000' }],
  types: ['Talk'],
  sessions: [
    {
      id: '5b0c3a52-2f0e-4c53-9d38-1f3c6e1a0a11',
      guid: 'g-1',
      title: 'Rust',
      type: 'Talk',
      day: '2026-03-13',
      start: '2026-03-13T23:30:00+00:00',
      end: '2026-03-14T00:15:00+00:00',
      room_id: 1,
      speaker_ids: [7],
      links: [
        { url: 'https://example.org/slides', title: 'Slides' },
        { url: 'javascript:alert(1)', title: 'Evil' },
      ],
      badge_id: 12,
      badge_name: 'Rust talk',
    },
  ],
  speakers: [
    { id: 7, name: 'Zoë', picture: 'javascript:alert(1)', links: [{ url: 'data:text/html,x' }] },
    { id: 8, name: 'Ana', picture: 'https://pics.example/ana.jpg', organisation: 'ACME' },
  ],
  sponsors: [
    { id: 3, name: 'Acme', sponsorship: 'Gold', booth: { x: 265, y: 630, label: 'B2' } },
    { id: 4, name: 'Initech', sponsorship: 'Bronze' },
  ],
};

describe('toProgramme', () => {
  it('maps the wire to view types with Dates and nulls', () => {
    const programme = toProgramme(reply);
    expect(programme.timeZone).toBe('Europe/Lisbon');
    expect(programme.rooms).toEqual([
      { id: 1, name: 'Hall A', place: { x: 10, y: 20 } },
      { id: 2, name: 'Room B', place: null },
    ]);
    const [session] = programme.sessions;
    expect(session).toMatchObject({
      title: 'Rust',
      subtitle: null,
      roomId: 1,
      speakerIds: [7],
      badgeId: 12,
      badgeName: 'Rust talk',
    });
    expect(session?.end.toISOString()).toBe('2026-03-14T00:15:00.000Z');
  });

  it('maps the sponsors with their booth, and none from a copy cached before they were public', () => {
    expect(toProgramme(reply).sponsors).toEqual([
      { id: 3, name: 'Acme', sponsorship: 'Gold', booth: { x: 265, y: 630, label: 'B2' } },
      { id: 4, name: 'Initech', sponsorship: 'Bronze', booth: null },
    ]);
    const { sponsors: _unused, ...older } = reply;
    expect(toProgramme(older).sponsors).toEqual([]);
  });

  it('drops links and pictures that are not http(s)', () => {
    const programme = toProgramme(reply);
    expect(programme.sessions[0]?.links).toEqual([{ url: 'https://example.org/slides', title: 'Slides' }]);
    expect(programme.speakers[0]).toMatchObject({ picture: null, links: [] });
    expect(programme.speakers[1]).toMatchObject({
      picture: 'https://pics.example/ana.jpg',
      organisation: 'ACME',
    });
  });

  it('refuses a body of another shape', () => {
    expect(() => toProgramme({ sessions: [] })).toThrow(WireError);
    expect(() => toProgramme({ ...reply, sessions: [{ ...reply.sessions[0], start: 'soon' }] })).toThrow(
      WireError,
    );
  });
});

describe('safeUrl', () => {
  it('keeps http(s) only', () => {
    expect(safeUrl('https://a.example/x')).toBe('https://a.example/x');
    expect(safeUrl(' javascript:alert(1)')).toBeNull();
    expect(safeUrl('/relative')).toBeNull();
    expect(safeUrl(42)).toBeNull();
  });
});
