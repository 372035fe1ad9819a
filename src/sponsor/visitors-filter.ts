// The visitors list as searched (name, nickname or email) and as a CSV file. Pure.
import type { Visitor } from '../api/visitors.ts';
import { toCsv } from '../lib/csv.ts';
import { matchesQuery } from '../lib/fold-text.ts';

export function searchVisitors(visitors: readonly Visitor[], query: string): Visitor[] {
  return visitors.filter((v) => matchesQuery(query, [v.name, v.nickname, v.email]));
}

export function visitorsCsv(visitors: readonly Visitor[]): string {
  return toCsv(
    ['name', 'nickname', 'email', 'cv'],
    visitors.map((v) => [v.name, v.nickname, v.email, v.cv]),
  );
}
