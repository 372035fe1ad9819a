// /attendees/:id (seed-spec §2). TODO(attendee/attendee): not built yet; its feature issue replaces this.
import { NotAvailableYet } from '../ui/not-available-yet.tsx';

export function AttendeeScreen() {
  return <NotAvailableYet title="Attendee" />;
}
