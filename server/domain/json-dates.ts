// Date formats of the wire (provider-api.md "General conventions"): utc_datetime fields as
// "2024-02-06T10:00:00Z", naive inserted_at/updated_at as "2024-02-06T10:00:00".
export const utcIso = (d: Date): string => d.toISOString().replace(/\.\d{3}Z$/, 'Z');
export const naiveIso = (d: Date): string => d.toISOString().replace(/\.\d{3}Z$/, '');
/** A utc_datetime that may be unset (archived_at, expires_at): null stays null. */
export const utcIsoOrNull = (d: Date | null): string | null => (d === null ? null : utcIso(d));
