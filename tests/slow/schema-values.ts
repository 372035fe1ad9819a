// Values for the fuzz suite (fuzz.test.ts), drawn from a route's own JSON schemas (TypeBox):
// values that follow the schema, the same with one field broken, and plain hostile input. A seeded
// generator, so a failure replays with the seed the suite prints.
import { createRng, type Rng } from '../../server/db/seed-data/random.ts';

/** The parts of JSON Schema the routes use. */
export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  format?: string;
  pattern?: string;
};

/** The demo seed's PRNG (mulberry32): the same sequence for the same seed. */
export type Random = Rng;
export const seededRandom = createRng;

/** Input that has broken servers before: edges of numbers, odd text, wrong shapes. */
export const HOSTILE: readonly unknown[] = [
  null,
  true,
  0,
  -1,
  1.5,
  2 ** 31,
  2 ** 53,
  -(2 ** 63),
  1e308,
  '',
  ' ',
  '0',
  '-1',
  'NaN',
  'null',
  'x'.repeat(5_000),
  '9'.repeat(40),
  "' or 1=1 --",
  '<script>alert(1)</script>',
  '=HYPERLINK("http://x")',
  '../../etc/passwd',
  '%00',
  '\u0000',
  '\ud800',
  '😀👩‍👩‍👧',
  'ǅ\u202egnp.exe',
  '2026-13-45T25:61:00Z',
  '1970-01-01T00:00:00Z',
  '9999-12-31T23:59:59Z',
  [],
  [null],
  {},
  JSON.parse('{"__proto__":{"admin":true}}') as unknown,
  { constructor: { prototype: { admin: true } } },
];

const WORDS = ['a', 'Zoë', 'inês', '名前', 'O’Brien', 'x y', 'A-1', 'badge', 'test@example.com'];

function fromFormat(format: string, random: Random): string {
  switch (format) {
    case 'email':
      return random.pick(['a@b.pt', 'ZOË@example.com', 'x@y', `${'a'.repeat(70)}@b.pt`]);
    case 'date-time':
      return random.pick(['2026-11-27T10:00:00Z', '2026-11-27T10:00:00.000+01:00', '2027-02-29T00:00:00Z']);
    case 'date':
      return random.pick(['2026-11-27', '2026-02-30', '0000-01-01']);
    case 'uuid':
      return random.pick(['00000000-0000-0000-0000-000000000000', 'ffffffff-ffff-4fff-bfff-ffffffffffff']);
    case 'uri':
      return random.pick(['https://example.com/a', 'javascript:alert(1)', 'http://[::1]/']);
    default:
      return random.pick(WORDS);
  }
}

/** A value meant to follow `schema` (its bounds, enums and formats), at most `depth` levels deep. */
export function valueOf(schema: JsonSchema | undefined, random: Random, depth = 0): unknown {
  if (!schema || depth > 6) return random.pick(HOSTILE);
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return random.pick(schema.enum);
  const union = schema.anyOf ?? schema.oneOf;
  if (union?.length) return valueOf(random.pick(union), random, depth + 1);
  if (schema.allOf?.length) {
    return Object.assign({}, ...schema.allOf.map((part) => valueOf(part, random, depth + 1)));
  }
  const type = Array.isArray(schema.type) ? random.pick(schema.type) : schema.type;
  switch (type) {
    case 'integer':
    case 'number': {
      const low = schema.minimum ?? -5;
      const high = Math.min(schema.maximum ?? 1_000, low + 1_000_000);
      const whole = low + random.int(0, Math.max(0, high - low));
      return type === 'integer' ? whole : whole + random.next();
    }
    case 'boolean':
      return random.chance(0.5);
    case 'null':
      return null;
    case 'string': {
      if (schema.format) return fromFormat(schema.format, random);
      const min = schema.minLength ?? 0;
      const max = schema.maxLength ?? 40;
      const word = random.pick(WORDS);
      const length = min + random.int(0, Math.max(0, Math.min(max, 80) - min));
      return word.repeat(Math.ceil(Math.max(length, 1) / word.length)).slice(0, Math.max(length, min));
    }
    case 'array': {
      const count = (schema.minItems ?? 0) + random.int(0, 3);
      return Array.from({ length: count }, () => valueOf(schema.items, random, depth + 1));
    }
    case 'object':
    default: {
      if (!schema.properties) return type === 'object' ? {} : random.pick(HOSTILE);
      const out: Record<string, unknown> = {};
      const required = new Set(schema.required ?? []);
      for (const [key, property] of Object.entries(schema.properties)) {
        if (required.has(key) || random.chance(0.6)) out[key] = valueOf(property, random, depth + 1);
      }
      return out;
    }
  }
}

/** `value` with one thing broken: a field hostile, a required one gone, or an extra one. */
export function broken(value: unknown, schema: JsonSchema | undefined, random: Random): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value) || random.chance(0.15)) {
    return random.pick(HOSTILE);
  }
  const out: Record<string, unknown> = { ...(value as Record<string, unknown>) };
  const keys = Object.keys(schema?.properties ?? out);
  const key = keys.length > 0 ? random.pick(keys) : 'extra';
  const how = random.int(0, 2);
  if (how === 0) out[key] = random.pick(HOSTILE);
  else if (how === 1) delete out[key];
  else out[`${key}_${random.int(0, 99)}`] = random.pick(HOSTILE);
  return out;
}
