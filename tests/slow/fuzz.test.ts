// The fuzz suite (issue 28, `npm run test:slow`): every route of the app, as every kind of caller,
// with requests drawn from the route's own schemas (params, query, body): values that follow
// them, the same with one field broken, hostile values, malformed JSON and wrong content types.
// None may answer 5xx (DESIGN.md: bad input gets a clear 4xx and loses nothing), and the server
// still answers normally afterwards. Seeded: FUZZ_SEED=<n> replays a run (the seed is printed).
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAccessWorld, CALLERS, type AccessWorld, type CallerName } from '../helpers/access-world.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { broken, HOSTILE, seededRandom, valueOf, type JsonSchema, type Random } from './schema-values.ts';

/** At least this many requests in all (the bar). */
const CASES = 12_000;
const SEED = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));

type Route = { method: string; url: string; schema: Record<string, JsonSchema | undefined> };
type Failure = { request: string; status: number; body: string };

const routes: Route[] = [];
let t: TestApp;
let world: AccessWorld;

beforeAll(async () => {
  t = await createTestApp(
    {},
    {
      onRoute: (route: RouteOptions) => {
        const methods = Array.isArray(route.method) ? route.method : [route.method];
        for (const method of methods) {
          if (method === 'HEAD' || method === 'OPTIONS') continue;
          routes.push({
            method,
            url: route.url,
            schema: (route.schema ?? {}) as Record<string, JsonSchema | undefined>,
          });
        }
      },
    },
  );
  world = await buildAccessWorld(t);
});

afterAll(async () => {
  await t?.close();
});

/** Ids that exist in the world, so some requests reach past the lookups. */
function knownIds(): Array<string | number> {
  return [
    world.attendeeId,
    world.otherAttendeeId,
    world.cardId,
    world.companyId,
    world.badgeId,
    world.prizeId,
    world.mugId,
    world.redeemableId,
    world.referralId,
    world.staffUserId,
    world.staffId,
  ];
}

/** Percent-encoded; a lone surrogate becomes the bytes of one, which is not UTF-8 (hostile too). */
function encode(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return '%ED%A0%80';
  }
}

function paramValue(name: string, schema: JsonSchema | undefined, random: Random): string {
  const roll = random.next();
  if (roll < 0.4) return String(random.pick(knownIds()));
  if (roll < 0.7) return String(valueOf(schema?.properties?.[name], random) ?? '');
  return String(random.pick(HOSTILE) ?? '');
}

function pathOf(route: Route, random: Random): string {
  const path = route.url.replace(/:([A-Za-z_]+)/g, (_m, name: string) =>
    encode(paramValue(name, route.schema.params, random)),
  );
  const query = random.chance(0.5)
    ? valueOf(route.schema.querystring, random)
    : broken(valueOf(route.schema.querystring, random), route.schema.querystring, random);
  if (typeof query !== 'object' || query === null || Array.isArray(query)) {
    return random.chance(0.5) ? path : `${path}?${encode(String(query))}`;
  }
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    search.append(key, typeof value === 'string' ? value : JSON.stringify(value));
  }
  let text: string;
  try {
    text = search.toString();
  } catch {
    text = 'q=%ED%A0%80';
  }
  return text ? `${path}?${text}` : path;
}

type Payload = { headers: Record<string, string>; payload?: string };

function bodyOf(route: Route, random: Random): Payload {
  if (route.method === 'GET' || route.method === 'DELETE') {
    return random.chance(0.9)
      ? { headers: {} }
      : { headers: { 'content-type': 'application/json' }, payload: '{' };
  }
  const roll = random.next();
  const value = valueOf(route.schema.body, random);
  if (roll < 0.35) return json(value);
  if (roll < 0.7) return json(broken(value, route.schema.body, random));
  if (roll < 0.8)
    return {
      headers: { 'content-type': 'application/json' },
      payload: random.pick(['{', '[1,', '"\\ud800"', 'nul', '{"a":1}}']),
    };
  if (roll < 0.87) return { headers: { 'content-type': 'text/plain' }, payload: JSON.stringify(value) };
  if (roll < 0.93) {
    return { headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'a=1&b=%ZZ' };
  }
  return {
    headers: { 'content-type': 'multipart/form-data; boundary=zz' },
    payload: random.pick([
      '--zz\r\nContent-Disposition: form-data; name="file"\r\n\r\nx\r\n--zz--\r\n',
      '--zz\r\n',
      'junk',
    ]),
  };
}

const json = (value: unknown): Payload => ({
  headers: { 'content-type': 'application/json' },
  payload: JSON.stringify(value) ?? 'null',
});

describe(`fuzz: ${CASES} requests from the routes' schemas (FUZZ_SEED=${SEED})`, () => {
  it('never answers 5xx, and the server still answers after', async () => {
    const random = seededRandom(SEED);
    // The socket route upgrades; its plain GET is covered by the access matrix.
    const targets = routes.filter((route) => !route.url.startsWith('/socket'));
    expect(targets.length).toBeGreaterThan(100);
    const failures: Failure[] = [];
    const statuses = new Map<number, number>();
    for (let i = 0; i < CASES; i += 1) {
      const route = targets[i % targets.length] as Route;
      const caller: CallerName = random.pick(CALLERS);
      const url = pathOf(route, random);
      const { headers, payload } = bodyOf(route, random);
      const res = await t.app.inject({
        method: route.method as 'GET',
        url,
        headers: { ...world.headers[caller], ...headers },
        ...(payload === undefined ? {} : { payload }),
      });
      statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
      if (res.statusCode >= 500 && failures.length < 20) {
        failures.push({
          request: `${caller}: ${route.method} ${url} ${payload?.slice(0, 300) ?? ''}`,
          status: res.statusCode,
          body: res.body.slice(0, 300),
        });
      }
    }
    console.info(
      `fuzz seed ${SEED}: ${CASES} requests over ${targets.length} routes; statuses`,
      Object.fromEntries([...statuses].sort(([a], [b]) => a - b)),
    );
    expect(failures).toEqual([]);

    const after = await t.app.inject({ method: 'GET', url: '/api/attendee/courses' });
    expect(after.statusCode).toBe(200);
  }, 600_000);
});
