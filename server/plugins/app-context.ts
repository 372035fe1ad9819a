// What every route plugin receives: the database, settings and services, all injected by
// buildApp so tests can swap the clock and the mailer.
import type { HashQueue } from '../auth/hash-queue.ts';
import type { Background } from './background.ts';
import type { TokenService } from '../auth/tokens.ts';
import type { Config } from '../config.ts';
import type { Database, Db } from '../db/client.ts';
import type { AppEvents } from '../realtime/events.ts';
import type { IdentityCache } from '../event/identity.ts';
import type { Mailer } from '../auth/mail.ts';
import type { Realtime } from '../realtime/realtime.ts';
import type { Secrets } from '../auth/secrets.ts';
import type { Links } from '../uploads/links.ts';

export type AppContext = {
  config: Config;
  database: Database;
  db: Db;
  tokens: TokenService;
  /** Every password hash and verification runs through this bounded queue. */
  hashing: HashQueue;
  mailer: Mailer;
  secrets: Secrets;
  now: () => Date;
  events: AppEvents;
  /** The Phoenix sockets of this process and the fan-out to the others (server/realtime). */
  realtime: Realtime;
  /** Absolute (and for CVs, signed) links to the files we serve. */
  links: Links;
  /** Work started for after an answer (a reset request's mail); the close waits for it. */
  background: Background;
  /** The event's name, logo, colours and icons as the console set them (issue 23). */
  identity: IdentityCache;
};
