// Replays the outbox (DESIGN.md §5): strictly FIFO per user and single-flight. One run at a time
// per SW (schedule.ts) and across SW instances (navigator.locks when present); a kick during a run
// asks for one more pass after it. Each pass sends the head of the session user's queue with the
// Authorization of that session (never stored per row), records the verdict, tells the pages, and
// stops at the first row that must wait. While a row is in flight the one behind it is taken and
// the previous verdict is written, so the next send follows the answer with no IndexedDB round
// trip between them (1,000 rows: DESIGN.md §7). Everything it touches is injected, so the unit
// tests drive it on fake-indexeddb with a fake fetch and clock.
import type { ConfettiDb } from '../../src/offline/idb-schema.ts';
import { readSessionMirror } from '../../src/offline/session-mirror.ts';
import { classify, isFinal, type SendResult, type Verdict } from '../../src/outbox/shared/classify.ts';
import { OUTBOX_LOCK, OUTBOX_SEND_TIMEOUT_MS } from '../../src/outbox/shared/constants.ts';
import type { SettledRow } from '../../src/outbox/shared/messages.ts';
import { isSettled, type OutboxRow } from '../../src/outbox/shared/row.ts';
import { nextWakeAt, recover, settle, takeBehind, takeNext } from './queue.ts';
import { createSchedule } from './schedule.ts';
import { sendRow, type Fetch } from './send.ts';

export type Session = { user: string; token: string };

/** The part of navigator.locks the replay uses. */
export type Locks = { request: (name: string, callback: () => Promise<void>) => Promise<unknown> };

export type ReplayDeps = {
  db: () => Promise<ConfettiDb>;
  fetch: Fetch;
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

const toSettled = (row: OutboxRow): SettledRow => ({
  id: row.id,
  path: row.path,
  status: row.status,
  lastStatus: row.lastStatus,
});

/** Two kicks made while a run is busy become one pass: forced if either was, the newest session. */
function mergeKicks(waiting: KickOptions | null, kick: KickOptions): KickOptions {
  return {
    isForced: kick.isForced === true || waiting?.isForced === true,
    session: kick.session ?? waiting?.session,
  };
}

type Outcomes = {
  wait: (id: string) => Promise<OutboxRow | null>;
  tell: (id: string, row: OutboxRow | null) => void;
  /** The run ended: a row still awaited was not sent in it. */
  tellRest: () => void;
};

/** Who waits for which row's outcome (the intercept, for a live answer to its page). */
function createOutcomes(): Outcomes {
  const waiters = new Map<string, Array<(row: OutboxRow | null) => void>>();
  const tell = (id: string, row: OutboxRow | null): void => {
    for (const done of waiters.get(id) ?? []) done(row);
    waiters.delete(id);
  };
  return {
    wait: (id) => new Promise((done) => waiters.set(id, [...(waiters.get(id) ?? []), done])),
    tell,
    tellRest: () => [...waiters.keys()].forEach((id) => tell(id, null)),
  };
}

type PassContext = {
  deps: ReplayDeps;
  db: ConfettiDb;
  session: Session;
  outcomes: Outcomes;
};

/** Takes the head of the user's queue and tells the pages about the rows that expired meanwhile. */
async function takeHead({ deps, db, session }: PassContext, isForced: boolean): Promise<OutboxRow | null> {
  const { row, expired } = await takeNext(db, session.user, deps.now(), isForced);
  if (expired.length > 0) deps.notify(session.user, expired.map(toSettled));
  return row;
}

/** Records the verdict of `sent`'s send (and puts `putBack` back), then tells its waiter and the pages. */
async function record(
  { deps, db, session, outcomes }: PassContext,
  sent: OutboxRow,
  verdict: Verdict,
  result: SendResult,
  putBack: OutboxRow | null,
): Promise<void> {
  const stored = await settle(db, sent.id, verdict, result, deps.now(), deps.random(), putBack);
  outcomes.tell(sent.id, stored);
  deps.notify(session.user, stored !== null && isSettled(stored) ? [toSettled(stored)] : []);
}

/** One pass over the session user's queue: FIFO, each row sent once, stopping at one that must wait. */
async function replayQueue(context: PassContext, isForced: boolean): Promise<void> {
  const { deps, db, session } = context;
  const timeoutMs = deps.sendTimeoutMs ?? OUTBOX_SEND_TIMEOUT_MS;
  let row = await takeHead(context, isForced);
  if (row) deps.notify(session.user, []);
  let recording: Promise<void> = Promise.resolve();
  while (row) {
    const sent = row;
    // While this row is in flight, the one behind it is taken and the last verdict lands.
    const sending = sendRow(deps.fetch, sent, session.token, timeoutMs);
    const taking = takeBehind(db, sent, deps.now());
    try {
      await recording;
    } catch (error) {
      await Promise.all([sending, taking]); // single-flight even when IndexedDB fails
      throw error;
    }
    const [result, behind] = await Promise.all([sending, taking]);
    const verdict = classify(result);
    recording = record(context, sent, verdict, result, isFinal(verdict) ? null : behind);
    if (!isFinal(verdict)) break; // FIFO: the rows behind wait for this one
    // The server answered: the row taken behind goes out now, past any backoff of its own.
    row = behind;
    if (row === null) {
      // Nothing was taken: the queue ended, or what is next is parked, expired or came meanwhile.
      await recording;
      row = await takeHead(context, true);
    }
  }
  await recording;
}

export function createReplayer(deps: ReplayDeps): Replayer {
  const outcomes = createOutcomes();
  /** False at start and after a failed pass: the next pass first puts back rows left `sending`. */
  let hasRecovered = false;

  async function pass(options: KickOptions): Promise<void> {
    const db = await deps.db();
    if (!hasRecovered) {
      hasRecovered = true;
      await recover(db); // a row left `sending` by a killed SW; the key makes resending safe
    }
    const session = options.session ?? (await readSessionMirror(db));
    if (!session) return; // signed out: every row waits for its user to sign in again
    await replayQueue({ deps, db, session, outcomes }, options.isForced === true);
    const wakeAt = await nextWakeAt(db, session.user);
    if (wakeAt !== null) deps.wakeAfter(Math.max(wakeAt - deps.now(), 0), () => void schedule.ask({}));
  }

  async function passSafely(options: KickOptions): Promise<void> {
    try {
      if (deps.locks) await deps.locks.request(OUTBOX_LOCK, () => pass(options));
      else await pass(options);
    } catch (error) {
      // NOTE: IndexedDB can fail (quota, a closing connection); the rows stay and a later trigger
      // retries, first putting back what this pass left `sending` (nothing of it is in flight).
      hasRecovered = false;
      console.warn('Outbox replay failed', error);
    }
  }

  const schedule = createSchedule(passSafely, mergeKicks, () => outcomes.tellRest());
  return {
    kick: (options = {}) => schedule.ask(options),
    quiesce: (holdMs) => schedule.hold(holdMs),
    outcomeOf: (id) => outcomes.wait(id),
  };
}
