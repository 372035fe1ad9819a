// Reads an upload request into plain fields and temp files: either JSON `{"<key>":{...}}` or
// multipart with `<key>[field]` parts (provider-api.md §3, Plug's nested params). Files go to temp
// paths with their size and first bytes, never into memory whole. It decides nothing about the
// values: a bad multipart body is 400, a body over the request cap is 413, both JSON.
// NOTE: the cap counts received bytes (a declared Content-Length over it is refused before any
// read), because busboy's limits are per file and per part (DESIGN.md §8).
import fs from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { Transform, Writable } from 'node:stream';
import { once } from 'node:events';
import { pipeline } from 'node:stream/promises';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import multipart, { type MultipartFile } from '@fastify/multipart';
import type { Config } from '../config.ts';
import { Refusal } from '../plugins/errors.ts';
import { busboyLimits, CATALOGUE_REQUEST_SLACK_BYTES, multipartOptions } from './limits.ts';
import { SNIFF_BYTES } from './sniff.ts';

/**
 * Lets the routes of `app`, a route plugin's own context, read multipart forms (readUploadForm).
 * NOTE: only there: @fastify/multipart gives every request of the context it is registered in an
 * async onRequest hook, an onResponse hook and a 'close' listener. Registered on the app, every
 * JSON read paid them, the leaderboard's too (DESIGN.md §7); a multipart body sent to a route
 * that takes none is now refused as an unsupported media type (415) before any of it is read.
 * A route plugin that calls it keeps a context of its own: server/app.ts lists it in
 * ROUTES_WITH_OWN_CONTEXT (or registers it inside one, as the console's upload routes are).
 */
export const takeUploads = (app: FastifyInstance, config: Pick<Config, 'maxCvBytes'>) =>
  app.register(multipart, multipartOptions(config));

export type UploadedFile = { path: string; size: number; head: Buffer; isOversize: boolean };

export type UploadForm = {
  /** Inner fields as sent: any JSON value, or a multipart string (FILE_PART for a stray file). */
  fields: Record<string, unknown>;
  /** Files received in the declared file fields. */
  files: Record<string, UploadedFile>;
  /** Every temp file created; the caller discards them when done (placed ones are gone already). */
  tempPaths: string[];
};

export type FormSpec = {
  /** The top-level key, `attendee` or `staff`; without it the request is 400. */
  key: string;
  /** File fields and the largest size each takes; a larger file is marked `isOversize`. */
  files: Record<string, number>;
  capBytes: number;
  newTempPath: () => Promise<string>;
  discard: (paths: readonly string[]) => Promise<void>;
};

/**
 * The console's upload of one file, `<key>[file]` (a catalogue picture, the venue plan, an icon):
 * the file at most `maxBytes`, the request that and the room for its framing.
 */
export function oneFileForm(
  key: string,
  maxBytes: number,
  temp: Pick<FormSpec, 'newTempPath' | 'discard'>,
): FormSpec {
  return {
    key,
    files: { file: maxBytes },
    capBytes: maxBytes + CATALOGUE_REQUEST_SLACK_BYTES,
    newTempPath: temp.newTempPath,
    discard: temp.discard,
  };
}

/** Stands in for a file sent where a text value was expected; validation calls it invalid. */
export const FILE_PART = Object.freeze({ isFile: true });

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

function innerName(fieldname: string, key: string): string | null {
  const match = /^([a-z_]+)\[([a-z_]{1,40})\]$/.exec(fieldname);
  if (!match || match[1] !== key || match[2]! in Object.prototype) return null;
  return match[2]!;
}

function abortable<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason as Error);
    const onAbort = () => reject(signal.reason as Error);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (err: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(err as Error);
      },
    );
  });
}

/** Counts the raw request's bytes beside busboy; over the cap it stops the flow and calls onOver. */
function countBytes(raw: IncomingMessage, capBytes: number, onOver: () => void): () => void {
  let seen = 0;
  const onData = (chunk: Buffer) => {
    seen += chunk.length;
    if (seen <= capBytes) return;
    raw.off('data', onData);
    raw.unpipe();
    raw.pause();
    onOver();
  };
  raw.on('data', onData);
  return () => raw.off('data', onData);
}

async function receive(
  part: MultipartFile,
  path: string,
  maxBytes: number,
  signal: AbortSignal,
): Promise<UploadedFile> {
  let size = 0;
  let head = Buffer.alloc(0);
  const meter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      if (head.length < SNIFF_BYTES)
        head = Buffer.concat([head, chunk.subarray(0, SNIFF_BYTES - head.length)]);
      // Past the limit nothing more is written: the file is refused anyway.
      done(null, size > maxBytes ? undefined : chunk);
    },
  });
  const out = fs.createWriteStream(path, { flags: 'wx', mode: 0o600 });
  try {
    await pipeline(part.file, meter, out, { signal });
  } catch (err) {
    // NOTE: a body that fails before the file is open leaves the open in flight; it creates the
    // file after the caller's discard unless the stream has closed first (a `.part` left behind).
    if (!out.closed) await once(out, 'close').catch(() => undefined);
    throw err;
  }
  return { path, size, head, isOversize: size > maxBytes || part.file.truncated };
}

const drain = (part: MultipartFile, signal: AbortSignal) =>
  pipeline(part.file, new Writable({ write: (_chunk, _encoding, done) => done() }), { signal });

/** Parser failures are the client's (400); file system failures stay server errors. */
function asClientError(err: unknown): unknown {
  if (err instanceof Refusal) return err;
  const e = err as { syscall?: unknown; statusCode?: unknown; code?: unknown };
  if (typeof e.syscall === 'string') return err;
  if (typeof e.code === 'string' && e.code.startsWith('FST_') && typeof e.statusCode === 'number') return err;
  return new Refusal('bad-request');
}

async function readMultipart(request: FastifyRequest, spec: FormSpec): Promise<UploadForm> {
  const declared = Number(request.headers['content-length']);
  if (declared > spec.capBytes) throw new Refusal('body-too-large');
  const form: UploadForm = { fields: {}, files: {}, tempPaths: [] };
  let hasKey = false;
  const abort = new AbortController();
  // NOTE: throwFileSizeLimit is read from the per-call options at run time though the types of
  // parts() omit it; off, a too-large file is truncated and flagged, so it gets its field's 422.
  const options = {
    limits: busboyLimits(Math.max(0, ...Object.values(spec.files))),
    throwFileSizeLimit: false,
  };
  const parts = request.parts(options as Parameters<FastifyRequest['parts']>[0]);
  const first = parts.next(); // starts piping the request into busboy, so counting starts after it
  const stopCounting = countBytes(request.raw, spec.capBytes, () =>
    abort.abort(new Refusal('body-too-large')),
  );
  try {
    for (
      let step = await abortable(first, abort.signal);
      !step.done;
      step = await abortable(parts.next(), abort.signal)
    ) {
      const part = step.value;
      const name = innerName(part.fieldname, spec.key);
      if (name !== null) hasKey = true;
      if (part.type === 'field') {
        if (name !== null) form.fields[name] = part.value;
        continue;
      }
      const maxBytes = name !== null && Object.hasOwn(spec.files, name) ? spec.files[name] : undefined;
      // A browser sends an empty file input as a part with filename="" (or none): nothing chosen.
      const isChosen = Boolean(part.filename);
      if (name === null || maxBytes === undefined || !isChosen) {
        if (name !== null && maxBytes === undefined && isChosen) form.fields[name] = FILE_PART;
        await drain(part, abort.signal);
        continue;
      }
      const path = await spec.newTempPath();
      form.tempPaths.push(path);
      form.files[name] = await receive(part, path, maxBytes, abort.signal);
    }
  } catch (err) {
    await spec.discard(form.tempPaths);
    throw abort.signal.aborted ? abort.signal.reason : asClientError(err);
  } finally {
    stopCounting();
  }
  if (!hasKey) {
    await spec.discard(form.tempPaths);
    throw new Refusal('bad-request');
  }
  return form;
}

/**
 * The request's `<key>` object. On a refusal of the body itself the connection is closed after
 * the answer, so a client still sending a huge body cannot keep it busy.
 */
export async function readUploadForm(
  request: FastifyRequest,
  reply: FastifyReply,
  spec: FormSpec,
): Promise<UploadForm> {
  if (!request.isMultipart()) {
    const body: unknown = request.body;
    const inner = isPlainObject(body) ? body[spec.key] : undefined;
    if (!isPlainObject(inner)) throw new Refusal('bad-request');
    return { fields: inner, files: {}, tempPaths: [] };
  }
  try {
    return await readMultipart(request, spec);
  } catch (err) {
    reply.header('connection', 'close');
    throw err;
  }
}
