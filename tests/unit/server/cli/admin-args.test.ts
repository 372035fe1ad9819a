import { describe, expect, it } from 'vitest';
import { parseCommand } from '../../../../server/cli/admin-args.ts';

describe('parseCommand', () => {
  it('reads the three commands', () => {
    expect(parseCommand(['cards', '25'])).toEqual({ kind: 'cards', count: 25 });
    expect(parseCommand(['cards', 'list'])).toEqual({ kind: 'cards-list' });
    expect(parseCommand(['staff', 'a@b.dev'])).toEqual({ kind: 'staff', email: 'a@b.dev', isAdmin: false });
    expect(parseCommand(['staff', 'a@b.dev', '--admin'])).toEqual({
      kind: 'staff',
      email: 'a@b.dev',
      isAdmin: true,
    });
  });

  it('refuses anything else, so the CLI prints its usage and exits 2', () => {
    for (const args of [
      [],
      ['nope'],
      ['cards'],
      ['cards', '0'],
      ['cards', '-3'],
      ['cards', '2.5'],
      ['cards', '1001'],
      ['cards', 'ten'],
      ['cards', '3', 'extra'],
      ['cards', 'list', 'extra'],
      ['staff'],
      ['staff', '--admin'],
      ['staff', 'a@b.dev', '--root'],
    ]) {
      expect(parseCommand(args), args.join(' ')).toBeNull();
    }
  });
});
