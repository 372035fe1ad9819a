// Which sessions show as starred: the server's last list, then the star writes still waiting in
// the outbox, oldest first (a star made offline shows after a reload), then what the user did on
// this page since (shown at once, before any answer). Pure.
import type { OutboxRow } from '../outbox/shared/row.ts';

/** Why the last star did not stick: no connection and no outbox, or the server refused it. */
export type StarProblem = { kind: 'offline' } | { kind: 'refused'; title: string; isStarred: boolean };

/** A star write waiting in the outbox: its session and whether it stars or unstars. */
export type WaitingStar = { sessionId: string; isStarred: boolean; createdAt: number };

/** The star writes among outbox rows (`pathPattern` captures the session id from the URL path). */
export function waitingStars(rows: readonly OutboxRow[], pathPattern: RegExp, origin: string): WaitingStar[] {
  return rows.flatMap((row) => {
    const match = pathPattern.exec(new URL(row.path, origin).pathname);
    const id = match?.[1];
    if (id === undefined || (row.method !== 'PUT' && row.method !== 'DELETE')) return [];
    return [{ sessionId: decodeURIComponent(id), isStarred: row.method === 'PUT', createdAt: row.createdAt }];
  });
}

export function starredIds(
  server: readonly string[],
  waiting: readonly WaitingStar[],
  local: ReadonlyMap<string, boolean>,
): Set<string> {
  const ids = new Set(server);
  const apply = (id: string, isStarred: boolean) => (isStarred ? ids.add(id) : ids.delete(id));
  for (const row of [...waiting].sort((a, b) => a.createdAt - b.createdAt))
    apply(row.sessionId, row.isStarred);
  for (const [id, isStarred] of local) apply(id, isStarred);
  return ids;
}
