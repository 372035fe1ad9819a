// /staff/prizes (seed-spec §2). TODO(staff/prizes): not built yet; its feature issue replaces this.
import { NotAvailableYet } from '../ui/not-available-yet.tsx';

export function PrizesScreen() {
  return <NotAvailableYet title="Prizes" />;
}
