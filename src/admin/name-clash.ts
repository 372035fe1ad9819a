// A console form names a duplicate before saving (issue 23): the name of another row of the list
// (trimmed, case-blind, archived rows too), as the server will refuse it (admin/common.ts).
import { select, t } from '@lingui/core/macro';

type Named = { id: number; name: string; isArchived: boolean };

export function nameClash(
  rows: readonly Named[] | null,
  name: string,
  ownId: number | null,
  noun: 'badge' | 'product' | 'prize' | 'sponsor',
): string | null {
  const key = name.trim().toLowerCase();
  if (key === '' || rows === null) return null;
  const twin = rows.find((row) => row.id !== ownId && row.name.trim().toLowerCase() === key);
  if (twin === undefined) return null;
  const twinName = twin.name;
  return twin.isArchived
    ? t`${select(noun, {
        badge: `An archived badge is already called ${twinName}: restore it or pick another name`,
        product: `An archived product is already called ${twinName}: restore it or pick another name`,
        prize: `An archived prize is already called ${twinName}: restore it or pick another name`,
        other: `An archived sponsor is already called ${twinName}: restore it or pick another name`,
      })}`
    : t`${select(noun, {
        badge: `Another badge is already called ${twinName}`,
        product: `Another product is already called ${twinName}`,
        prize: `Another prize is already called ${twinName}`,
        other: `Another sponsor is already called ${twinName}`,
      })}`;
}
