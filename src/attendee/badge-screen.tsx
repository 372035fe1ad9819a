// /badge/:id (seed-spec §2). TODO(attendee/badge): not built yet; its feature issue replaces this.
import { NotAvailableYet } from '../ui/not-available-yet.tsx';

export function BadgeScreen() {
  return <NotAvailableYet title="Badge" />;
}
