// /attendee/badgedex (seed-spec §2). TODO(attendee/badgedex): not built yet; its feature issue replaces this.
import { NotAvailableYet } from '../ui/not-available-yet.tsx';

export function BadgedexScreen() {
  return <NotAvailableYet title="Badgedex" />;
}
