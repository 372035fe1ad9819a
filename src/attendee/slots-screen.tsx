// /attendee/slots (seed-spec §2). TODO(attendee/slots): not built yet; its feature issue replaces this.
import { NotAvailableYet } from '../ui/not-available-yet.tsx';

export function SlotsScreen() {
  return <NotAvailableYet title="Slots" />;
}
