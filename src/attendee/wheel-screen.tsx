// /attendee/wheel (seed-spec §2). TODO(attendee/wheel): not built yet; its feature issue replaces this.
import { NotAvailableYet } from '../ui/not-available-yet.tsx';

export function WheelScreen() {
  return <NotAvailableYet title="Wheel" />;
}
