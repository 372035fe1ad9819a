// /attendee/leaderboard and /staff/leaderboard (seed-spec §2). TODO(attendee/leaderboard): not built yet; its feature issue replaces this.
import { NotAvailableYet } from '../ui/not-available-yet.tsx';

export function LeaderboardScreen() {
  return <NotAvailableYet title="Leaderboard" />;
}
