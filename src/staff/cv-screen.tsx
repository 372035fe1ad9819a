// /staff/cv (seed-spec §2). TODO(staff/cv): not built yet; its feature issue replaces this.
import { NotAvailableYet } from '../ui/not-available-yet.tsx';

export function CvScreen() {
  return <NotAvailableYet title="CV" />;
}
