// /attendee/profile (seed-spec §2). TODO(attendee/profile): not built yet; its feature issue replaces this.
import { NotAvailableYet } from '../ui/not-available-yet.tsx';

export function ProfileScreen() {
  return <NotAvailableYet title="Profile" />;
}
