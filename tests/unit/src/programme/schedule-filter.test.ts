import { describe, expect, it } from 'vitest';
import {
  filterFromParams,
  foldForSearch,
  isFiltering,
  matchesFilter,
  NO_FILTER,
  paramsWithFilter,
  toggled,
  type ScheduleFilter,
} from '../../../../src/programme/schedule-filter.ts';
import { aSession } from './session-factory.ts';

const names = {
  speakerName: (id: number) => ({ 1: 'Zoë Çelik', 2: 'Ana Lima' })[id] ?? null,
  roomName: (id: number) => ({ 1: 'Auditório A', 2: 'Room B' })[id] ?? null,
};
const talk = aSession({
  title: 'Rust for „Beginners“',
  track: 'Systems',
  speakerIds: [1],
  start: '2026-03-13T09:00:00Z',
  end: '2026-03-13T10:00:00Z',
});
const workshop = aSession({
  title: 'Hands-on Kubernetes',
  type: 'Workshop',
  roomId: 2,
  abstract: 'Bring a laptop with kubectl.',
  speakerIds: [2],
  start: '2026-03-13T09:00:00Z',
  end: '2026-03-13T11:00:00Z',
});
const lunch = aSession({
  title: 'Lunch',
  type: 'Break',
  roomId: null,
  start: '2026-03-13T12:00:00Z',
  end: '2026-03-13T13:00:00Z',
});
const all = [talk, workshop, lunch];
const shown = (filter: Partial<ScheduleFilter>) =>
  all.filter((s) => matchesFilter(s, { ...NO_FILTER, ...filter }, names)).map((s) => s.title);

describe('matchesFilter', () => {
  it('shows everything with no filter', () => {
    expect(shown({})).toHaveLength(3);
  });

  it('filters by type, track and room, any of the chosen values', () => {
    expect(shown({ types: ['Workshop', 'Break'] })).toEqual(['Hands-on Kubernetes', 'Lunch']);
    expect(shown({ tracks: ['Systems'] })).toEqual(['Rust for „Beginners“']);
    expect(shown({ roomIds: [2] })).toEqual(['Hands-on Kubernetes']);
    expect(shown({ types: ['Talk'], roomIds: [2] })).toEqual([]);
  });

  it('searches title, abstract, room and speakers, ignoring case and accents; every word must match', () => {
    expect(shown({ query: 'rust' })).toEqual(['Rust for „Beginners“']);
    expect(shown({ query: 'zoe celik' })).toEqual(['Rust for „Beginners“']);
    expect(shown({ query: 'auditorio' })).toEqual(['Rust for „Beginners“']);
    expect(shown({ query: 'KUBECTL laptop' })).toEqual(['Hands-on Kubernetes']);
    expect(shown({ query: 'rust kubectl' })).toEqual([]);
    expect(shown({ query: '   ' })).toHaveLength(3);
  });
});

describe('the filter in the URL', () => {
  it('round-trips and keeps other keys such as the day', () => {
    const filter = { types: ['Talk', 'Workshop'], tracks: ['Systems'], roomIds: [2], query: 'rust' };
    const params = paramsWithFilter(new URLSearchParams('day=2026-03-13&q=old'), filter);
    expect(params.get('day')).toBe('2026-03-13');
    expect(filterFromParams(params)).toEqual(filter);
  });

  it('ignores a room that is not a number', () => {
    expect(filterFromParams(new URLSearchParams('room=x&room=3')).roomIds).toEqual([3]);
  });

  it('knows when it filters', () => {
    expect(isFiltering(NO_FILTER)).toBe(false);
    expect(isFiltering({ ...NO_FILTER, query: ' a ' })).toBe(true);
    expect(isFiltering({ ...NO_FILTER, roomIds: [1] })).toBe(true);
  });
});

describe('helpers', () => {
  it('folds accents and case', () => expect(foldForSearch('Ünïcode Çafé')).toBe('unicode cafe'));
  it('toggles a value', () => {
    expect(toggled(['a', 'b'], 'a')).toEqual(['b']);
    expect(toggled(['a'], 'b')).toEqual(['a', 'b']);
  });
});
