import { describe, expect, it } from 'vitest';
import { readRouteTable, userTypesOf } from '../../../scripts/route-table.ts';

describe('readRouteTable', () => {
  const rows = new Map(readRouteTable().map((row) => [row.path, row]));

  it('reads who may open each route from its access, its constants and their spreads', () => {
    expect(rows.get('/login')?.userTypes).toBeNull();
    expect(rows.get('/schedule')?.userTypes).toBeNull();
    expect(rows.get('/attendee/profile')?.userTypes).toEqual(['attendee']);
    expect(rows.get('/sponsor/scanner')?.userTypes).toEqual(['company']);
    expect(rows.get('/staff/prizes')?.userTypes).toEqual(['staff']);
    expect(rows.get('/staff/spotlights')?.userTypes).toEqual(['staff']);
    expect(rows.get('/staff/badges')?.userTypes).toEqual(['company', 'staff']);
    expect(rows.get('/attendees/:id')?.userTypes).toEqual(['attendee', 'company', 'staff']);
  });

  it('finds each lazy screen’s module', () => {
    expect(rows.get('/staff/cv')?.screen).toMatch(/src\/staff\/cv-screen\.tsx$/);
    expect(rows.get('/login')?.screen).toMatch(/src\/auth\/login-screen\.tsx$/);
  });
});

describe('userTypesOf', () => {
  const consts = new Map([
    ['staff', "{ kind: 'signed-in', types: ['staff'] }"],
    ['admin', '{ ...staff, isAdminOnly: true }'],
  ]);

  it('fails on an access it cannot read rather than guessing', () => {
    expect(() => userTypesOf('nobody', consts)).toThrow(/no value/);
    expect(() => userTypesOf("{ kind: 'signed-in', types: ['root'] }", consts)).toThrow(/unknown user types/);
  });

  it('reads a spread constant', () => {
    expect(userTypesOf('admin', consts)).toEqual(['staff']);
    expect(userTypesOf("{ kind: 'guest' }", consts)).toBeNull();
  });
});
