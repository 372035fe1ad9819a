// Text folded for searching: lower case without accents, so "cafe" finds "Café". Pure.

export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();
}

/** True when every word of `query` is in one of `fields` (folded). An empty query matches all. */
export function matchesQuery(query: string, fields: ReadonlyArray<string | null>): boolean {
  const words = foldText(query).split(/\s+/).filter(Boolean);
  const haystack = fields.map((field) => foldText(field ?? '')).join(' ');
  return words.every((word) => haystack.includes(word));
}
