// Small readers for JSON of unknown shape: the API modules use them to turn wire bodies into view
// types, failing loudly (WireError) when the server answers something unexpected.

export class WireError extends Error {
  constructor(what: string) {
    super(`Unexpected answer from the server: ${what}`);
    this.name = 'WireError';
  }
}

export type WireObject = Record<string, unknown>;

export function asObject(value: unknown, what: string): WireObject {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new WireError(what);
  return value as WireObject;
}

export function asArray(value: unknown, what: string): unknown[] {
  if (!Array.isArray(value)) throw new WireError(what);
  return value;
}

export function asString(value: unknown, what: string): string {
  if (typeof value !== 'string') throw new WireError(what);
  return value;
}

export function asNumber(value: unknown, what: string): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) throw new WireError(what);
  return value;
}

/** A string, or null when the field is absent or null. */
export function optionalString(value: unknown): string | null {
  return typeof value === 'string' ? value : null;
}
