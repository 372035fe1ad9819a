// The SW's side of a queueable write (DESIGN.md §5): the row is stored first, then the replay sends
// it (behind any older row of the same user, FIFO). A final answer within the send timeout goes
// back to the page as the server gave it and the row is dropped (the page shows it); otherwise the
// page hears "queued" at once (202 + Confetti-Outbox: queued) and the outbox takes over. An award
// whose twin already waits is answered "already-queued" at once and not kept (queue.ts enqueue).
import { HEADER_IDEMPOTENCY_KEY, HEADER_OCCURRED_AT } from '#contract/constants';
import { userKeyOf } from '../../src/lib/token-subject.ts';
import type { ConfettiDb } from '../../src/offline/idb-schema.ts';
import { isSettled, type NewRow, type OutboxRow } from '../../src/outbox/shared/row.ts';
import {
  HEADER_OUTBOX,
  HEADER_OUTBOX_COST,
  HEADER_OUTBOX_LABEL,
  OUTBOX_ALREADY_QUEUED,
  OUTBOX_QUEUED,
  OUTBOX_SEND_TIMEOUT_MS,
  QUEUEABLE_METHODS,
} from '../../src/outbox/shared/constants.ts';
import { enqueue, removeAnswered } from './queue.ts';
import type { Replayer } from './replay.ts';

export type InterceptDeps = {
  db: () => Promise<ConfettiDb>;
  replayer: Replayer;
  now: () => number;
  notify: (user: string) => void;
  /** Keeps the SW alive for work that outlives the answer (FetchEvent.waitUntil). */
  waitUntil: (work: Promise<unknown>) => void;
  /** Sends a request that is not the outbox's to keep. */
  passThrough: (request: Request) => Promise<Response>;
  /** How long the page may wait for a live answer; a little over one send's timeout. */
  answerWithinMs?: number;
};

/** The cost header the page sets on a buy: a non-negative integer, else 0. */
export function parseCost(header: string | null): number {
  return header !== null && /^\d{1,9}$/.test(header) ? Number(header) : 0;
}

function bearerToken(header: string | null): string | null {
  const match = header === null ? null : /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

function decodeLabel(header: string | null): string | null {
  if (header === null) return null;
  try {
    return decodeURIComponent(header).slice(0, 200);
  } catch {
    return null;
  }
}

/** The row a request asks for, or null when it lacks what a replay needs (then it is not kept). */
export async function rowInput(request: Request): Promise<(NewRow & { token: string }) | null> {
  const key = request.headers.get(HEADER_IDEMPOTENCY_KEY);
  const occurredAt = request.headers.get(HEADER_OCCURRED_AT);
  const token = bearerToken(request.headers.get('Authorization'));
  const method = QUEUEABLE_METHODS.find((m) => m === request.method);
  if (!key || !occurredAt || !token || method === undefined) return null;
  let body: unknown;
  try {
    body = JSON.parse(await request.clone().text()) as unknown;
  } catch {
    return null;
  }
  return {
    token,
    user: userKeyOf(token),
    method,
    path: request.url,
    body,
    idempotencyKey: key,
    occurredAt,
    label: decodeLabel(request.headers.get(HEADER_OUTBOX_LABEL)),
    cost: parseCost(request.headers.get(HEADER_OUTBOX_COST)),
  };
}

/** `isDuplicate`: the same award already waits as row `id`, and this write was not kept. */
export function queuedResponse(id: string, isDuplicate = false): Response {
  const marker = isDuplicate ? OUTBOX_ALREADY_QUEUED : OUTBOX_QUEUED;
  return Response.json({ queued: true, id }, { status: 202, headers: { [HEADER_OUTBOX]: marker } });
}

function answerOf(row: OutboxRow): Response {
  const body = row.lastBody === null ? null : JSON.stringify(row.lastBody);
  return new Response(body, {
    status: row.lastStatus ?? 500,
    headers: { 'Content-Type': 'application/json' },
  });
}

export async function handleQueueableWrite(request: Request, deps: InterceptDeps): Promise<Response> {
  const input = await rowInput(request);
  if (!input) return deps.passThrough(request);
  const { token, ...newRow } = input;
  let db: ConfettiDb;
  let row: OutboxRow;
  try {
    db = await deps.db();
    const enqueued = await enqueue(db, newRow, deps.now());
    // The same award already waits (another scan, another tab): answered now, never kept twice.
    if (enqueued.isDuplicate) return queuedResponse(enqueued.row.id, true);
    row = enqueued.row;
  } catch {
    return deps.passThrough(request); // no IndexedDB here: the write goes out unprotected, as before
  }
  deps.notify(row.user);
  const outcome = deps.replayer.outcomeOf(row.id);
  deps.waitUntil(deps.replayer.kick({ isForced: true, session: { user: row.user, token } }));
  const waitMs = deps.answerWithinMs ?? OUTBOX_SEND_TIMEOUT_MS + 500;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<null>((done) => (timer = setTimeout(() => done(null), waitMs)));
  const outcomeRow = await Promise.race([outcome, late]);
  clearTimeout(timer);
  // `parked` is a 401 of the session: the page hears it too (it signs out) rather than "queued".
  if (outcomeRow && (isSettled(outcomeRow) || outcomeRow.status === 'parked')) {
    await removeAnswered(db, row.id);
    deps.notify(row.user);
    return answerOf(outcomeRow);
  }
  return queuedResponse(row.id);
}
