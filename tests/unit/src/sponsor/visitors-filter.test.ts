import { describe, expect, it } from 'vitest';
import type { Visitor } from '../../../../src/api/visitors.ts';
import { searchVisitors, visitorsCsv } from '../../../../src/sponsor/visitors-filter.ts';

const ANA: Visitor = {
  id: 'a',
  name: 'Ana Simões',
  nickname: 'ana_s',
  email: 'ana@x.pt',
  avatar: null,
  cv: null,
};
const RUI: Visitor = {
  id: 'r',
  name: 'Rui',
  nickname: null,
  email: 'rui@y.pt',
  avatar: null,
  cv: 'https://h/cv.pdf',
};

describe('searchVisitors', () => {
  it('finds by name (without accents), nickname or email', () => {
    expect(searchVisitors([ANA, RUI], 'simoes')).toEqual([ANA]);
    expect(searchVisitors([ANA, RUI], 'ana_s')).toEqual([ANA]);
    expect(searchVisitors([ANA, RUI], 'y.pt')).toEqual([RUI]);
    expect(searchVisitors([ANA, RUI], '')).toEqual([ANA, RUI]);
  });
});

describe('visitorsCsv', () => {
  it('has one line per visitor with name, nickname, email and CV link', () => {
    expect(visitorsCsv([ANA, RUI])).toBe(
      'name,nickname,email,cv\r\nAna Simões,ana_s,ana@x.pt,\r\nRui,,rui@y.pt,https://h/cv.pdf\r\n',
    );
  });
});
