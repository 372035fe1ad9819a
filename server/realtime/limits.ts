// Every size and timing of the realtime server in one place (DESIGN.md §6, §8). Tests may lower
// them through buildApp's `realtime` option; nothing else changes them.
import { HEARTBEAT_MS } from '#contract/constants';

export type RealtimeLimits = {
  /** `ws` accepts 100 MiB frames by default (DESIGN.md §8); a Phoenix frame of ours is < 1 KiB. */
  maxPayloadBytes: number;
  /**
   * A socket with more than this still unsent is a client that stopped reading: it is dropped at
   * its next send, so a slow phone never holds up a broadcast or grows the server's memory.
   * A spotlight frame is ~150 bytes: 1 MiB is thousands of frames behind.
   */
  maxBufferedBytes: number;
  /** A socket silent this long is gone (the client heartbeats every 30 s; Phoenix waits 60 s). */
  idleMs: number;
  /** How often silent sockets are looked for. */
  sweepMs: number;
  /** Committed writes are told to other processes at most this often (one NOTIFY per window). */
  coalesceMs: number;
  /** First and largest wait before the LISTEN connection is opened again after a loss. */
  retryMinMs: number;
  retryMaxMs: number;
};

export const REALTIME_LIMITS: RealtimeLimits = {
  maxPayloadBytes: 64 * 1024,
  maxBufferedBytes: 1024 * 1024,
  idleMs: 2 * HEARTBEAT_MS,
  sweepMs: 10_000,
  coalesceMs: 50,
  retryMinMs: 100,
  retryMaxMs: 5_000,
};

/** The NOTIFY channel every server process on one PostgreSQL listens on. */
export const FANOUT_CHANNEL = 'confetti_fanout';
