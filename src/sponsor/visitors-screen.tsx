// /sponsor/visitors (seed-spec §2). TODO(sponsor/visitors): not built yet; its feature issue replaces this.
import { NotAvailableYet } from '../ui/not-available-yet.tsx';

export function VisitorsScreen() {
  return <NotAvailableYet title="Visitors" />;
}
