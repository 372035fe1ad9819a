// The admin CLI's command line: the commands, their usage text and the parser (pure, so the
// accepted forms are unit tested without spawning a process).
import { INVITATION_LINK_DAYS } from '#contract/constants';
import { parseCardCount } from '../cards/rules.ts';

export const USAGE = `Usage: npm run admin -- <command>

  cards <N>               create N unregistered cards (1..1000): their ids on stdout, one per
                          line, and a printable QR sheet in DATA_DIR/cards/
  cards list              the ids of every card nobody has registered yet
  staff <email> [--admin] create a staff account and print a link to set its password
                          (valid ${INVITATION_LINK_DAYS} days, once; mailed when SMTP_URL is set)

With a server running on the same DATA_DIR the command goes through it; otherwise the database
(PGlite in DATA_DIR, or PostgreSQL with DATABASE_URL) is opened directly.`;

export type Command =
  | { kind: 'cards'; count: number }
  | { kind: 'cards-list' }
  | { kind: 'staff'; email: string; isAdmin: boolean };

export function parseCommand(args: readonly string[]): Command | null {
  const [name, first, ...rest] = args;
  if (name === 'cards' && first === 'list' && rest.length === 0) return { kind: 'cards-list' };
  if (name === 'cards' && rest.length === 0) {
    const count = parseCardCount(first);
    return count === null ? null : { kind: 'cards', count };
  }
  const flags = new Set(rest);
  if (name === 'staff' && first && !first.startsWith('-') && [...flags].every((f) => f === '--admin')) {
    return { kind: 'staff', email: first, isAdmin: flags.has('--admin') };
  }
  return null;
}
