// /attendee/store (seed-spec §2). TODO(attendee/store): not built yet; its feature issue replaces this.
import { NotAvailableYet } from '../ui/not-available-yet.tsx';

export function StoreScreen() {
  return <NotAvailableYet title="Store" />;
}
