// A console form names a duplicate before saving (issue 23): the name of another row of the list
// (trimmed, case-blind, archived rows too), as the server will refuse it (admin/common.ts).
type Named = { id: number; name: string; isArchived: boolean };

export function nameClash(
  rows: readonly Named[] | null,
  name: string,
  ownId: number | null,
  noun: string,
): string | null {
  const key = name.trim().toLowerCase();
  if (key === '' || rows === null) return null;
  const twin = rows.find((row) => row.id !== ownId && row.name.trim().toLowerCase() === key);
  if (twin === undefined) return null;
  return twin.isArchived
    ? `An archived ${noun} is already called ${twin.name}: restore it or pick another name`
    : `Another ${noun} is already called ${twin.name}`;
}
