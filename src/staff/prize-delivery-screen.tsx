// /staff/prizes/:id (seed-spec §2). TODO(staff/prize-delivery): not built yet; its feature issue replaces this.
import { NotAvailableYet } from '../ui/not-available-yet.tsx';

export function PrizeDeliveryScreen() {
  return <NotAvailableYet title="Prize delivery" />;
}
