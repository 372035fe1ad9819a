// /product/:id (seed-spec §2). TODO(attendee/product): not built yet; its feature issue replaces this.
import { NotAvailableYet } from '../ui/not-available-yet.tsx';

export function ProductScreen() {
  return <NotAvailableYet title="Product" />;
}
