// /staff/spotlights (admins) (seed-spec §2). TODO(staff/spotlights): not built yet; its feature issue replaces this.
import { NotAvailableYet } from '../ui/not-available-yet.tsx';

export function SpotlightsScreen() {
  return <NotAvailableYet title="Spotlights" />;
}
