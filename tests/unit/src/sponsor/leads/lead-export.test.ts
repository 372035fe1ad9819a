// The leads' files (issue 29) read back by maintained parsers: csv-parse for the CSV, ical.js
// (RFC 6350 vCard) for the vCards. Every field comes back; a note that looks like a formula stays text.
import { parse } from 'csv-parse/sync';
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import type { Lead } from '../../../../../src/api/leads.ts';
import { leadsCsv, leadsVcard, leadVcard } from '../../../../../src/sponsor/leads/lead-export.ts';
import type { VisitorRow } from '../../../../../src/sponsor/leads/visitor-rows.ts';

const SCANNED = new Date('2026-11-22T10:15:30.250Z');
const lead = (over: Partial<Lead>): Lead => ({
  attendeeId: 'a',
  name: null,
  nickname: null,
  email: null,
  visitedAt: SCANNED,
  rating: null,
  tags: [],
  note: '',
  followUp: false,
  editedAt: { rating: null, tags: null, note: null, followUp: null },
  ...over,
});

const ANA: VisitorRow = {
  id: 'a',
  name: 'Ana Simões',
  nickname: 'ana_s',
  email: 'ana@x.pt',
  avatar: null,
  cv: 'https://h/cv.pdf',
  lead: lead({
    rating: 'hot',
    tags: ['Backend', 'hiring; senior'],
    note: '=HYPERLINK("http://evil","x"), then\nasked about "visa"; wants a call',
    followUp: true,
  }),
};
const RUI: VisitorRow = {
  id: 'r',
  name: 'Rui',
  nickname: null,
  email: null,
  avatar: null,
  cv: null,
  lead: null,
};

describe('leadsCsv', () => {
  it('parses back with csv-parse to every field, the formula defused', () => {
    const records = parse(leadsCsv([ANA, RUI]), { columns: true, record_delimiter: '\r\n' }) as Record<
      string,
      string
    >[];
    expect(records).toEqual([
      {
        name: 'Ana Simões',
        nickname: 'ana_s',
        email: 'ana@x.pt',
        cv: 'https://h/cv.pdf',
        scanned_at: '2026-11-22T10:15:30.250Z',
        rating: 'hot',
        tags: 'Backend; hiring; senior',
        note: `'${ANA.lead!.note}`,
        follow_up: 'yes',
      },
      {
        name: 'Rui',
        nickname: '',
        email: '',
        cv: '',
        scanned_at: '',
        rating: '',
        tags: '',
        note: '',
        follow_up: '',
      },
    ]);
  });
});

type Card = InstanceType<typeof ICAL.Component>;
/** ical.js answers one jCard for one card and a list of jCards for several. */
const cardsOf = (text: string): Card[] => {
  const parsed = ICAL.parse(text) as unknown[];
  const list = typeof parsed[0] === 'string' ? [parsed] : parsed;
  return list.map((jcard) => new ICAL.Component(jcard as unknown[]));
};

describe('leadVcard', () => {
  it('parses back with ical.js to name, nickname, email, tags, note, rating and scan time', () => {
    const text = leadVcard(ANA);
    expect(text.split('\r\n').every((line) => new TextEncoder().encode(line).length <= 75)).toBe(true);
    const [card] = cardsOf(text);
    expect(card!.name).toBe('vcard');
    expect(card!.getFirstPropertyValue('version')).toBe('4.0');
    expect(card!.getFirstPropertyValue('fn')).toBe('Ana Simões');
    expect(card!.getFirstPropertyValue('nickname')).toBe('ana_s');
    expect(card!.getFirstPropertyValue('email')).toBe('ana@x.pt');
    expect(card!.getFirstProperty('categories')!.getValues()).toEqual(['Backend', 'hiring; senior']);
    expect(card!.getFirstPropertyValue('note')).toBe(
      `Rating: hot\nTags: Backend, hiring; senior\nFollow up: yes\nScanned: 2026-11-22T10:15:30.250Z\n\n${ANA.lead!.note}`,
    );
    expect(card!.getFirstPropertyValue('x-confetti-rating')).toBe('hot');
    expect(card!.getFirstPropertyValue('x-confetti-follow-up')).toBe('yes');
    expect(card!.getFirstPropertyValue('x-confetti-scanned-at')).toBe('2026-11-22T10:15:30.250Z');
  });

  it('writes one card per visitor for all of them', () => {
    const cards = cardsOf(leadsVcard([ANA, RUI]));
    expect(cards.map((c) => c.getFirstPropertyValue('fn'))).toEqual(['Ana Simões', 'Rui']);
    expect(cards[1]!.getFirstPropertyValue('note')).toBeNull();
  });
});
