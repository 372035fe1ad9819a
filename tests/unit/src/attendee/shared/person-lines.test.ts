import { describe, expect, it } from 'vitest';
import { personLines } from '../../../../../src/attendee/shared/person-lines.ts';

describe('personLines', () => {
  it('shows the name with the @nickname under it', () => {
    expect(personLines({ name: 'Alice Walker', nickname: 'attendee1' })).toEqual({
      primary: 'Alice Walker',
      secondary: '@attendee1',
    });
  });

  it('shows the nickname once when the server sent it as the name (issue 23)', () => {
    expect(personLines({ name: 'inês', nickname: 'inês' })).toEqual({ primary: '@inês', secondary: null });
  });

  it('falls back to the nickname, then to a neutral word', () => {
    expect(personLines({ name: null, nickname: 'attendee1' })).toEqual({
      primary: '@attendee1',
      secondary: null,
    });
    expect(personLines({ name: '  ', nickname: null })).toEqual({ primary: 'Attendee', secondary: null });
  });
});
