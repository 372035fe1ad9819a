// parseConfig: environment → typed settings, validated once (STYLE.md server/config.ts).
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from '../../../server/config.ts';
import { DEFAULT_THRESHOLDS } from '../../../server/achievements/rules.ts';

const NOW = new Date('2026-03-15T13:45:00Z');

describe('parseConfig defaults', () => {
  it('gives the documented defaults for an empty environment', () => {
    const config = parseConfig({}, NOW);
    expect(config).toEqual({
      port: 4000,
      host: '0.0.0.0',
      dataDir: path.resolve('./data'),
      databaseUrl: null,
      jwtSecret: null,
      eventName: 'Confetti Conf',
      eventYear: 2026,
      eventStart: new Date('2026-03-15T00:00:00Z'),
      eventDays: 4,
      eventTimeZone: 'Europe/Lisbon',
      publicOrigin: null,
      termsUrl: null,
      smtpUrl: null,
      mailFrom: 'Confetti <no-reply@confetti.dev>',
      kdf: { N: 2 ** 17, r: 8, p: 1 },
      isDemoSeedAllowed: true,
      logLevel: 'info',
      signInLimitPerMinute: 10,
      ipLimitPerMinute: 60,
      resetLimitPerHour: 5,
      trustProxy: false,
      hashQueue: { perIp: 16, size: 64 },
      corsOrigins: [],
      serveClient: true,
      clientDir: path.resolve('./dist'),
      spotlightMinutes: 20,
      maxCvBytes: 8_000_000,
      achievements: DEFAULT_THRESHOLDS,
    });
  });

  it('refuses malformed ACHIEVEMENT_THRESHOLDS with a ConfigError', () => {
    expect(() => parseConfig({ ACHIEVEMENT_THRESHOLDS: '{"talks":-1}' }, NOW)).toThrow(
      /ACHIEVEMENT_THRESHOLDS talks/,
    );
    expect(() => parseConfig({ ACHIEVEMENT_THRESHOLDS: 'not json' }, NOW)).toThrow(/ACHIEVEMENT_THRESHOLDS/);
  });

  it('treats empty strings as unset', () => {
    const config = parseConfig(
      { DATABASE_URL: '', JWT_SECRET: '', SMTP_URL: '', PORT: '', PUBLIC_ORIGIN: '' },
      NOW,
    );
    expect(config).toMatchObject({
      databaseUrl: null,
      jwtSecret: null,
      smtpUrl: null,
      port: 4000,
      publicOrigin: null,
    });
  });
});

describe('parseConfig security settings', () => {
  it('reads TRUST_PROXY as off, on, a hop count or proxy addresses', () => {
    expect(parseConfig({ TRUST_PROXY: 'false' }, NOW).trustProxy).toBe(false);
    expect(parseConfig({ TRUST_PROXY: 'true' }, NOW).trustProxy).toBe(true);
    expect(parseConfig({ TRUST_PROXY: '2' }, NOW).trustProxy).toBe(2);
    expect(parseConfig({ TRUST_PROXY: '10.0.0.0/8,127.0.0.1' }, NOW).trustProxy).toBe('10.0.0.0/8,127.0.0.1');
  });

  it('reads CORS_ORIGINS as a list of origins and refuses anything else', () => {
    expect(
      parseConfig({ CORS_ORIGINS: 'http://localhost:5173, https://app.example/' }, NOW).corsOrigins,
    ).toEqual(['http://localhost:5173', 'https://app.example']);
    expect(() => parseConfig({ CORS_ORIGINS: 'https://app.example/path' }, NOW)).toThrow(ConfigError);
    expect(() => parseConfig({ CORS_ORIGINS: '*' }, NOW)).toThrow(ConfigError);
  });

  it('refuses a PUBLIC_ORIGIN that is not an http(s) origin', () => {
    expect(() => parseConfig({ PUBLIC_ORIGIN: 'conf.example' }, NOW)).toThrow(/PUBLIC_ORIGIN/);
    expect(() => parseConfig({ PUBLIC_ORIGIN: 'javascript:alert(1)' }, NOW)).toThrow(/PUBLIC_ORIGIN/);
  });
});

describe('parseConfig values', () => {
  it('reads every setting', () => {
    const config = parseConfig(
      {
        PORT: '8080',
        DATABASE_URL: 'postgres://u@h/db',
        EVENT_NAME: 'SEI',
        EVENT_START: '2027-02-06',
        EVENT_DAYS: '3',
        EVENT_YEAR: '2024',
        PUBLIC_ORIGIN: 'https://conf.example.org///',
        KDF_COST_LOG2: '12',
        SIGN_IN_LIMIT_PER_MINUTE: '5',
        SERVE_CLIENT: 'false',
        SPOTLIGHT_DURATION: '30',
        MAX_CV_SIZE: '1000',
        NODE_ENV: 'production',
      },
      NOW,
    );
    expect(config).toMatchObject({
      port: 8080,
      databaseUrl: 'postgres://u@h/db',
      eventName: 'SEI',
      eventStart: new Date('2027-02-06T00:00:00Z'),
      eventDays: 3,
      eventYear: 2024,
      publicOrigin: 'https://conf.example.org',
      kdf: { N: 4096, r: 8, p: 1 },
      signInLimitPerMinute: 5,
      serveClient: false,
      spotlightMinutes: 30,
      maxCvBytes: 1000,
      isDemoSeedAllowed: false,
    });
  });

  it('takes EVENT_TIME_ZONE, and refuses a zone Intl does not know', () => {
    expect(parseConfig({ EVENT_TIME_ZONE: 'America/Sao_Paulo' }, NOW).eventTimeZone).toBe(
      'America/Sao_Paulo',
    );
    expect(() => parseConfig({ EVENT_TIME_ZONE: 'Mars/Olympus' }, NOW)).toThrow(/EVENT_TIME_ZONE/);
  });

  it('takes the event year from EVENT_START when EVENT_YEAR is unset', () => {
    expect(parseConfig({ EVENT_START: '2031-12-31' }, NOW).eventYear).toBe(2031);
  });

  it('allows the demo seed in production only with DEMO=true', () => {
    const production = { NODE_ENV: 'production', PUBLIC_ORIGIN: 'https://conf.example' };
    expect(parseConfig({ ...production, DEMO: 'true' }, NOW).isDemoSeedAllowed).toBe(true);
    expect(parseConfig({ NODE_ENV: 'test' }, NOW).isDemoSeedAllowed).toBe(true);
  });
});

describe('parseConfig refusals', () => {
  it('refuses non-integers and values under the minimum', () => {
    const bad = [
      { PORT: 'abc' },
      { PORT: '80.5' },
      { PORT: '-1' },
      { EVENT_DAYS: '0' },
      { EVENT_YEAR: '1969' },
      { KDF_COST_LOG2: '9' },
      { SIGN_IN_LIMIT_PER_MINUTE: '0' },
      { SPOTLIGHT_DURATION: '0' },
      { MAX_CV_SIZE: '0' },
    ];
    for (const env of bad) expect(() => parseConfig(env, NOW), JSON.stringify(env)).toThrow(ConfigError);
  });

  it('refuses EVENT_START that is not a YYYY-MM-DD date', () => {
    for (const raw of ['2026-1-5', '06/02/2026', '2026-13-01', '2026-02-06T10:00:00Z', 'tomorrow']) {
      expect(() => parseConfig({ EVENT_START: raw }, NOW), raw).toThrow(ConfigError);
    }
  });

  it('refuses impossible calendar days instead of rolling them into the next month', () => {
    for (const raw of ['2026-02-30', '2026-02-29', '2026-04-31']) {
      expect(() => parseConfig({ EVENT_START: raw }, NOW), raw).toThrow(ConfigError);
    }
    expect(parseConfig({ EVENT_START: '2028-02-29' }, NOW).eventStart).toEqual(
      new Date('2028-02-29T00:00:00Z'),
    );
  });

  it('refuses production without PUBLIC_ORIGIN, saying what to set and why (issue 23)', () => {
    const refusal = () => parseConfig({ NODE_ENV: 'production', PORT: '8080' }, NOW);
    expect(refusal).toThrow(ConfigError);
    expect(refusal).toThrow(/PUBLIC_ORIGIN must be set when NODE_ENV=production/);
    expect(refusal).toThrow(/QR code of every printed card/);
    expect(refusal).toThrow(/http:\/\/localhost:8080/);
    expect(() => parseConfig({ NODE_ENV: 'production', PUBLIC_ORIGIN: '' }, NOW)).toThrow(/PUBLIC_ORIGIN/);
    // Development and the demo (`npm start`) keep the localhost default.
    expect(parseConfig({}, NOW).publicOrigin).toBeNull();
    expect(parseConfig({ NODE_ENV: 'development' }, NOW).publicOrigin).toBeNull();
    expect(
      parseConfig({ NODE_ENV: 'production', PUBLIC_ORIGIN: 'https://conf.example' }, NOW).publicOrigin,
    ).toBe('https://conf.example');
  });
});
