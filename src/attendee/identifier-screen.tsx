// /attendee/identifier (seed-spec §2). TODO(attendee/identifier): not built yet; its feature issue replaces this.
import { NotAvailableYet } from '../ui/not-available-yet.tsx';

export function IdentifierScreen() {
  return <NotAvailableYet title="Identifier" />;
}
