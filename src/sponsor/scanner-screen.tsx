// /sponsor/scanner (seed-spec §2). TODO(sponsor/scanner): not built yet; its feature issue replaces this.
import { NotAvailableYet } from '../ui/not-available-yet.tsx';

export function ScannerScreen() {
  return <NotAvailableYet title="Scanner" />;
}
