// /staff/badges (staff and sponsors) (seed-spec §2). TODO(staff/badges): not built yet; its feature issue replaces this.
import { NotAvailableYet } from '../ui/not-available-yet.tsx';

export function BadgesScreen() {
  return <NotAvailableYet title="Badges" />;
}
