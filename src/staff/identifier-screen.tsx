// /staff/identifier (seed-spec §2). TODO(staff/identifier): not built yet; its feature issue replaces this.
import { NotAvailableYet } from '../ui/not-available-yet.tsx';

export function StaffIdentifierScreen() {
  return <NotAvailableYet title="Identifier" />;
}
