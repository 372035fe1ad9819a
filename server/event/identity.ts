// The event's identity as every reader sees it (issue 23): the console's row over the defaults
// (EVENT_NAME, Confetti's own logo, colours and icons), kept in memory until a change. The console
// drops it after its commit; another process's commit drops it through the remote notices
// (PostgreSQL's fan-out), so every process serves the new name within a notice's delay.
// NOTE: read on first use, never at start; with the database down the defaults are answered and
// nothing is kept, so the next request tries again.
import { createHash } from 'node:crypto';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { EMPTY_IDENTITY, readIdentity, type IdentityRow } from './identity-repo.ts';
import { defaultShortName, paletteOf } from './identity-rules.ts';
import type { AppEvents } from '../realtime/events.ts';

export type EventIdentity = {
  name: string;
  shortName: string;
  /** The colours set in the console, or null for the theme's own. */
  themeColor: string | null;
  backgroundColor: string | null;
  /** theme.css custom properties these colours set, or null: none. */
  palette: Record<string, string> | null;
  /** Served paths (with `?v=`), or null for Confetti's own. */
  logo: string | null;
  icons: { icon192: string; icon512: string; iconMaskable: string } | null;
  /** Changes whenever anything above does: keys what is built from it (the HTML, the stylesheet). */
  version: string;
};

export type IdentityCache = {
  current: () => Promise<EventIdentity>;
  /** After a committed change here. */
  changed: () => void;
};

export function identityOf(config: Pick<Config, 'eventName'>, row: IdentityRow): EventIdentity {
  const name = row.name ?? config.eventName;
  const icons =
    row.icon192 && row.icon512 && row.iconMaskable
      ? { icon192: row.icon192, icon512: row.icon512, iconMaskable: row.iconMaskable }
      : null;
  const identity = {
    name,
    shortName: row.shortName ?? defaultShortName(name),
    themeColor: row.themeColor,
    backgroundColor: row.backgroundColor,
    palette: paletteOf(row.backgroundColor, row.themeColor),
    logo: row.logo,
    icons,
  };
  const version = createHash('sha256').update(JSON.stringify(identity)).digest('base64url').slice(0, 12);
  return { ...identity, version };
}

export function createIdentityCache(deps: {
  db: Db;
  config: Pick<Config, 'eventName'>;
  events: AppEvents;
}): IdentityCache {
  let kept: Promise<EventIdentity> | null = null;
  let generation = 0;
  const drop = () => {
    generation += 1;
    kept = null;
  };
  deps.events.subscribeRemote(drop);
  return {
    current() {
      if (kept) return kept;
      const asked = generation;
      const reading = readIdentity(deps.db).then(
        (row) => identityOf(deps.config, row),
        () => {
          if (kept === reading) kept = null;
          return identityOf(deps.config, EMPTY_IDENTITY);
        },
      );
      if (asked === generation) kept = reading;
      return reading;
    },
    changed: drop,
  };
}
