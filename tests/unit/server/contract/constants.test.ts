// #contract/constants: hoursText, how the CLI, the console and the reset mail state a link's
// validity, so each says what the server honours (issue 21).
import { describe, expect, it } from 'vitest';
import { hoursText } from '../../../../server/contract/constants.ts';

describe('hoursText', () => {
  it('says hours, or days when they are whole, singular for one', () => {
    expect([1, 2, 36, 24, 48, 168].map(hoursText)).toEqual([
      '1 hour',
      '2 hours',
      '36 hours',
      '1 day',
      '2 days',
      '7 days',
    ]);
  });
});
