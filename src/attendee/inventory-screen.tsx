// /attendee/inventory (seed-spec §2). TODO(attendee/inventory): not built yet; its feature issue replaces this.
import { NotAvailableYet } from '../ui/not-available-yet.tsx';

export function InventoryScreen() {
  return <NotAvailableYet title="Inventory" />;
}
