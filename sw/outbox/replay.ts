// Replays the outbox (DESIGN.md §5): strictly FIFO per user and single-flight. One run at a time
// per SW (an in-memory promise) and across SW instances (navigator.locks when present); a kick
// during a run asks for one more pass after it. Each pass sends the head of the session user's
// queue with the Authorization of that session (never stored per row), records the verdict, tells
// the pages, and stops at the first row that must wait. While a row is in flight the one behind
// it is reserved and the previous verdict is written, so the next send follows the answer with
// no IndexedDB round trip between them (1,000 rows: DESIGN.md §7). Everything it touches is
// injected, so the unit tests drive it on fake-indexeddb with a fake fetch and clock.
import { HEADER_IDEMPOTENCY_KEY, HEADER_OCCURRED_AT } from '#contract/constants';
import { OUTBOX_LOCK, OUTBOX_SEND_TIMEOUT_MS } from '../../src/outbox/shared/constants.ts';
import type { ConfettiDb } from '../../src/offline/idb-schema.ts';
import type { OutboxRow } from '../../src/outbox/shared/row.ts';
import { readSessionMirror } from '../../src/offline/session-mirror.ts';
import type { SettledRow } from '../../src/outbox/shared/messages.ts';
import { classify, type SendResult } from '../../src/outbox/shared/classify.ts';
import { nextWakeAt, pickNext, reserveBehind, resetSending, settleSent } from './queue.ts';

export type Session = { user: string; token: string };

/** The part of navigator.locks the replay uses. */
export type Locks = { request: (name: string, callback: () => Promise<void>) => Promise<unknown> };

export type ReplayDeps = {
  db: () => Promise<ConfettiDb>;
  fetch: (url: string, init: RequestInit) => Promise<Response>;
  now: () => number;
  random: () => number;
  locks?: Locks | undefined;
  /** Rows of `user` changed; `settled` lists those that reached a final state. */
  notify: (user: string, settled: SettledRow[]) => void;
  /** Arms the one backoff timer (a new call replaces the previous one). */
  wakeAfter: (ms: number, wake: () => void) => void;
  sendTimeoutMs?: number;
};

export type KickOptions = {
  /** Send the head now even if its backoff has not run out (a fresh write, back online). */
  isForced?: boolean;
  /** The session of a live request, used before the mirrored one (which may lag a sign-in). */
  session?: Session;
};

export type Replayer = {
  kick: (options?: KickOptions) => Promise<void>;
  /**
   * Lets the running pass end and holds every kick for `holdMs` (they run after it): a worker
   * about to be replaced by an update leaves no transaction open when it goes (install.ts).
   */
  quiesce: (holdMs: number) => Promise<void>;
  /** The row as settled by the current or next run, or null if that run ends without sending it. */
  outcomeOf: (id: string) => Promise<OutboxRow | null>;
};

function parseBody(text: string): unknown {
  if (text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

const toSettled = (row: OutboxRow): SettledRow => ({
  id: row.id,
  path: row.path,
  status: row.status,
  lastStatus: row.lastStatus,
});

export function createReplayer(deps: ReplayDeps): Replayer {
  const timeoutMs = deps.sendTimeoutMs ?? OUTBOX_SEND_TIMEOUT_MS;
  const waiters = new Map<string, Array<(row: OutboxRow | null) => void>>();
  let hasStarted = false;
  let running: Promise<void> | null = null;
  let again: KickOptions | null = null;
  let held: ReturnType<typeof setTimeout> | undefined;

  function resolve(id: string, row: OutboxRow | null): void {
    for (const done of waiters.get(id) ?? []) done(row);
    waiters.delete(id);
  }

  async function send(row: OutboxRow, token: string): Promise<SendResult> {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    try {
      const response = await deps.fetch(row.path, {
        method: row.method,
        headers: {
          'Content-Type': 'application/json',
          Authorization: `Bearer ${token}`,
          [HEADER_IDEMPOTENCY_KEY]: row.idempotencyKey,
          [HEADER_OCCURRED_AT]: row.occurredAt,
        },
        body: JSON.stringify(row.body),
        signal: controller.signal,
        cache: 'no-store',
      });
      // NOTE: a body cut off after the headers is no answer at all: the row is retried and the
      // server's kept answer for the key comes back (a lost response after commit).
      return { kind: 'answer', status: response.status, body: parseBody(await response.text()) };
    } catch {
      return { kind: controller.signal.aborted ? 'timeout' : 'network' };
    } finally {
      clearTimeout(timer);
    }
  }

  async function pass(options: KickOptions): Promise<void> {
    const db = await deps.db();
    if (!hasStarted) {
      hasStarted = true;
      await resetSending(db); // a row left `sending` by a killed SW; the key makes resending safe
    }
    const session = options.session ?? (await readSessionMirror(db));
    if (!session) return; // signed out: every row waits for its user to sign in again
    const { user, token } = session;
    const reportExpired = (expired: OutboxRow[]) => {
      if (expired.length > 0) deps.notify(user, expired.map(toSettled));
    };
    const first = await pickNext(db, user, deps.now(), options.isForced === true);
    reportExpired(first.expired);
    let row = first.row;
    if (row) deps.notify(user, []);
    let settling: Promise<void> = Promise.resolve();
    while (row) {
      const sent = row;
      // While this row is in flight, the one behind it is reserved and the last verdict lands.
      const sending = send(sent, token);
      const reserving = reserveBehind(db, sent, deps.now());
      try {
        await settling;
      } catch (error) {
        await Promise.all([sending, reserving]); // single-flight even when IndexedDB fails
        throw error;
      }
      const [result, reserved] = await Promise.all([sending, reserving]);
      const verdict = classify(result);
      const isFinal = verdict === 'done' || verdict === 'conflict';
      settling = settleSent(
        db,
        sent,
        verdict,
        result,
        deps.now(),
        deps.random(),
        isFinal ? null : reserved,
      ).then((stored) => {
        resolve(sent.id, stored);
        const isSettled = stored !== null && (stored.status === 'done' || stored.status === 'failed');
        deps.notify(user, isSettled ? [toSettled(stored)] : []);
      });
      if (!isFinal) break; // FIFO: the rows behind wait for this one
      // The server answered: the reserved row goes out now, past any backoff of its own.
      row = reserved;
      if (row === null) {
        // Nothing was reserved: the queue ended, or what is next is parked, expired or came meanwhile.
        await settling;
        const next = await pickNext(db, user, deps.now(), true);
        reportExpired(next.expired);
        row = next.row;
      }
    }
    await settling;
    const wakeAt = await nextWakeAt(db, user);
    if (wakeAt !== null) deps.wakeAfter(Math.max(wakeAt - deps.now(), 0), () => void kick());
  }

  async function passSafely(options: KickOptions): Promise<void> {
    try {
      if (deps.locks) await deps.locks.request(OUTBOX_LOCK, () => pass(options));
      else await pass(options);
    } catch (error) {
      // NOTE: IndexedDB can fail (quota, a closing connection); the rows stay and a later trigger
      // retries, first putting back what this pass left `sending` (nothing of it is in flight).
      hasStarted = false;
      console.warn('Outbox replay failed', error);
    }
  }

  async function run(first: KickOptions): Promise<void> {
    let next: KickOptions | null = first;
    while (next) {
      again = null;
      await passSafely(next);
      if (held !== undefined) break; // quiesced: what came meanwhile waits for the hold to end
      next = again;
    }
    for (const id of [...waiters.keys()]) resolve(id, null);
  }

  function later(options: KickOptions): void {
    again = {
      isForced: options.isForced === true || again?.isForced === true,
      session: options.session ?? again?.session,
    };
  }

  function kick(options: KickOptions = {}): Promise<void> {
    if (held !== undefined) {
      later(options);
      return Promise.resolve();
    }
    if (running) {
      later(options);
      return running;
    }
    running = run(options).finally(() => {
      running = null;
      kickLate(); // a kick that landed between the last pass and this line would otherwise be lost
    });
    return running;
  }

  /** Starts the run that kicks asked for while one ran or while held. */
  function kickLate(): void {
    const late = again;
    again = null;
    if (late) void kick(late);
  }

  async function quiesce(holdMs: number): Promise<void> {
    clearTimeout(held);
    held = setTimeout(() => {
      held = undefined;
      kickLate();
    }, holdMs);
    await running;
  }

  function outcomeOf(id: string): Promise<OutboxRow | null> {
    return new Promise((done) => waiters.set(id, [...(waiters.get(id) ?? []), done]));
  }

  return { kick, quiesce, outcomeOf };
}
