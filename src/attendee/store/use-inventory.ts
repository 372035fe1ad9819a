// The inventory screen's data: the signed-in attendee's holdings (from GET /api/user, so it is
// readable offline after one visit) as to-collect and delivered lists.
import { useMemo } from 'react';
import { toInventory, type Inventory } from './inventory-items.ts';
import { useMe } from '../shared/use-me.ts';

export type InventoryReading = {
  inventory: Inventory | null;
  staleSince: Date | null;
  error: unknown;
  reload: () => void;
};

export function useInventory(): InventoryReading {
  const { data, staleSince, error, reload } = useMe();
  const inventory = useMemo(() => (data === null ? null : toInventory(data)), [data]);
  return { inventory, staleSince, error, reload };
}
