// parseConfig: the one place that turns an environment object into typed, validated settings.
// It never reads `process` itself; server/main.ts and the CLI pass `process.env` in.
import path from 'node:path';
import { parseThresholds, type AchievementThresholds } from './achievements/rules.ts';

export type KdfParams = { N: number; r: number; p: number };

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | null;
  jwtSecret: string | null;
  eventName: string;
  eventYear: number;
  eventStart: Date;
  eventDays: number;
  /** IANA zone the programme's wall times are shown and read in (EVENT_TIME_ZONE). */
  eventTimeZone: string;
  publicOrigin: string | null;
  /** The event's terms and privacy notice, which sign-up asks consent to (EVENT_TERMS_URL). */
  termsUrl: string | null;
  smtpUrl: string | null;
  mailFrom: string;
  kdf: KdfParams;
  isDemoSeedAllowed: boolean;
  logLevel: string;
  signInLimitPerMinute: number;
  ipLimitPerMinute: number;
  resetLimitPerHour: number;
  trustProxy: TrustProxy;
  /** Password hashes one client IP may have running or waiting, and all clients together. */
  hashQueue: { perIp: number; size: number };
  corsOrigins: string[];
  serveClient: boolean;
  clientDir: string;
  spotlightMinutes: number;
  maxCvBytes: number;
  achievements: AchievementThresholds;
};

/** Fastify's `trustProxy`: off, every hop, a hop count, or the proxies' addresses (CIDR). */
export type TrustProxy = boolean | number | string;

export class ConfigError extends Error {}

type Env = Record<string, string | undefined>;

function int(env: Env, key: string, fallback: number, min = 0): number {
  const raw = env[key];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) throw new ConfigError(`${key} must be an integer ≥ ${min}`);
  return value;
}

function startOfUtcDay(d: Date): Date {
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()));
}

function eventStart(env: Env, now: Date): Date {
  const raw = env.EVENT_START;
  if (!raw) return startOfUtcDay(now);
  const date = new Date(`${raw}T00:00:00Z`);
  // NOTE: Date rolls impossible days over (02-30 → 03-02), so the round trip must match.
  if (
    !/^\d{4}-\d{2}-\d{2}$/.test(raw) ||
    Number.isNaN(date.getTime()) ||
    date.toISOString().slice(0, 10) !== raw
  ) {
    throw new ConfigError('EVENT_START must be a date as YYYY-MM-DD');
  }
  return date;
}

function thresholds(raw: string | undefined): AchievementThresholds {
  try {
    return parseThresholds(raw);
  } catch (err) {
    throw new ConfigError(`ACHIEVEMENT_THRESHOLDS ${(err as Error).message}`);
  }
}

/** An origin as a browser sends it: scheme, host and port only (`https://conf.example`). */
function origin(key: string, raw: string): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(`${key} must be an origin such as https://conf.example`);
  }
  const trimmed = raw.replace(/\/+$/, '');
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.origin !== trimmed) {
    throw new ConfigError(`${key} must be an origin such as https://conf.example (no path)`);
  }
  return url.origin;
}

/**
 * NOTE: the default is a fixed zone, not the machine's: servers often run in UTC, and the
 * programme's wall clock must not change with the host. Europe/Lisbon is the zone of the event
 * this app was written for (and equals UTC in its February).
 */
const DEFAULT_TIME_ZONE = 'Europe/Lisbon';

function timeZone(raw: string | undefined): string {
  if (raw === undefined || raw === '') return DEFAULT_TIME_ZONE;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: raw });
  } catch {
    throw new ConfigError('EVENT_TIME_ZONE must be an IANA time zone such as Europe/Lisbon');
  }
  return raw;
}

/**
 * EVENT_TERMS_URL: an http(s) link, or a path on this server (`/terms.html`), shown beside the
 * sign-up's consent box. Set, it makes consent required (accounts/rules.ts `checkConsent`).
 */
function termsUrl(raw: string | undefined): string | null {
  if (raw === undefined || raw.trim() === '') return null;
  const link = raw.trim();
  if (/^\/(?!\/)/.test(link)) return link;
  try {
    const url = new URL(link);
    if (url.protocol === 'https:' || url.protocol === 'http:') return url.href;
  } catch {
    // refused below
  }
  throw new ConfigError('EVENT_TERMS_URL must be an http(s) link or a path such as /terms.html');
}

function trustProxy(raw: string | undefined): TrustProxy {
  if (raw === undefined || raw === '' || raw === 'false') return false;
  if (raw === 'true') return true;
  if (/^\d+$/.test(raw)) return Number(raw);
  return raw; // addresses or CIDRs, comma-separated (proxy-addr syntax)
}

// OWASP's scrypt floor: N=2^17, r=8, p=1 (128 MiB). Tests may lower it with KDF_COST_LOG2.
const KDF_DEFAULT_LOG2 = 17;

/**
 * In production the public origin has no default (issue 23): it is printed in every card's QR code
 * and in the invitation and reset links, and the default (this machine) reaches nobody's phone.
 */
function publicOrigin(env: Env, port: number): string | null {
  if (env.PUBLIC_ORIGIN) return origin('PUBLIC_ORIGIN', env.PUBLIC_ORIGIN);
  if (env.NODE_ENV !== 'production') return null;
  throw new ConfigError(
    'PUBLIC_ORIGIN must be set when NODE_ENV=production, for example PUBLIC_ORIGIN=https://conf.example: ' +
      'it is the address in the QR code of every printed card and in the invitation and password links. ' +
      `Without it they would point at http://localhost:${port}, which no attendee's phone can open.`,
  );
}

export function parseConfig(env: Env, now: Date = new Date()): Config {
  const dataDir = path.resolve(env.DATA_DIR ?? './data');
  const start = eventStart(env, now);
  const port = int(env, 'PORT', 4000);
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir,
    databaseUrl: env.DATABASE_URL || null,
    jwtSecret: env.JWT_SECRET || null,
    eventName: env.EVENT_NAME ?? 'Confetti Conf',
    eventYear: int(env, 'EVENT_YEAR', start.getUTCFullYear(), 1970),
    eventStart: start,
    eventDays: int(env, 'EVENT_DAYS', 4, 1),
    eventTimeZone: timeZone(env.EVENT_TIME_ZONE),
    termsUrl: termsUrl(env.EVENT_TERMS_URL),
    publicOrigin: publicOrigin(env, port),
    smtpUrl: env.SMTP_URL || null,
    mailFrom: env.MAIL_FROM ?? 'Confetti <no-reply@confetti.dev>',
    kdf: { N: 2 ** int(env, 'KDF_COST_LOG2', KDF_DEFAULT_LOG2, 10), r: 8, p: 1 },
    isDemoSeedAllowed: env.NODE_ENV !== 'production' || env.DEMO === 'true',
    logLevel: env.LOG_LEVEL ?? 'info',
    signInLimitPerMinute: int(env, 'SIGN_IN_LIMIT_PER_MINUTE', 10, 1),
    ipLimitPerMinute: int(env, 'AUTH_IP_LIMIT_PER_MINUTE', 60, 1),
    resetLimitPerHour: int(env, 'RESET_LIMIT_PER_HOUR', 5, 1),
    trustProxy: trustProxy(env.TRUST_PROXY),
    hashQueue: { perIp: int(env, 'HASH_QUEUE_PER_IP', 16, 1), size: int(env, 'HASH_QUEUE_SIZE', 64, 1) },
    corsOrigins: (env.CORS_ORIGINS ?? '')
      .split(',')
      .map((o) => o.trim())
      .filter((o) => o !== '')
      .map((o) => origin('CORS_ORIGINS', o)),
    serveClient: env.SERVE_CLIENT !== 'false',
    clientDir: path.resolve(env.CLIENT_DIR ?? './dist'),
    spotlightMinutes: int(env, 'SPOTLIGHT_DURATION', 20, 1),
    maxCvBytes: int(env, 'MAX_CV_SIZE', 8_000_000, 1),
    achievements: thresholds(env.ACHIEVEMENT_THRESHOLDS),
  };
}
