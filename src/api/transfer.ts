// Requests whose bytes are counted as they move, for progress bars: an upload through
// XMLHttpRequest (fetch cannot report upload progress) and a download read chunk by chunk. Both
// carry the session's bearer header. Failures are ApiFailure shapes, as everywhere in api/.
import { API_PREFIX } from './client.ts';
import type { ApiFailure } from './errors.ts';
import { readToken } from './token-store.ts';

export type Progress = { loaded: number; total: number | null };

export type TransferResult<T> = { ok: true; value: T } | { ok: false; failure: ApiFailure };

/** The absolute URL of an API path such as `api/staff/cv/2`. */
function apiUrl(path: string): string {
  return new URL(path, new URL(API_PREFIX, window.location.href)).href;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/** Sends `form` with `method` to an API path, reporting upload progress; resolves with the JSON answer. */
export function uploadForm(
  method: 'PATCH' | 'PUT' | 'POST',
  path: string,
  form: FormData,
  onProgress: (progress: Progress) => void,
): Promise<TransferResult<unknown>> {
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open(method, apiUrl(path));
    const token = readToken();
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
    request.upload.addEventListener('progress', (event) =>
      onProgress({ loaded: event.loaded, total: event.lengthComputable ? event.total : null }),
    );
    request.addEventListener('load', () => {
      const body = parseJson(request.responseText);
      resolve(
        request.status >= 200 && request.status < 300
          ? { ok: true, value: body }
          : { ok: false, failure: { kind: 'http', status: request.status, body } },
      );
    });
    request.addEventListener('error', () => resolve({ ok: false, failure: { kind: 'network' } }));
    request.addEventListener('timeout', () => resolve({ ok: false, failure: { kind: 'network' } }));
    request.send(form);
  });
}

/** Downloads an API path as a Blob, reporting the bytes received so far. */
export async function downloadBlob(
  path: string,
  onProgress: (progress: Progress) => void,
  signal?: AbortSignal,
): Promise<TransferResult<{ blob: Blob; filename: string | null }>> {
  const token = readToken();
  let response: Response;
  try {
    response = await fetch(apiUrl(path), {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
      signal,
    });
  } catch {
    return { ok: false, failure: { kind: 'network' } };
  }
  if (!response.ok) {
    return {
      ok: false,
      failure: { kind: 'http', status: response.status, body: parseJson(await response.text()) },
    };
  }
  const header = response.headers.get('Content-Length');
  const total = header !== null && /^\d+$/.test(header) ? Number(header) : null;
  const chunks: Uint8Array[] = [];
  let loaded = 0;
  try {
    const reader = response.body?.getReader();
    if (reader === undefined) throw new Error('no body');
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      loaded += value.byteLength;
      onProgress({ loaded, total });
    }
  } catch {
    return { ok: false, failure: { kind: 'network' } };
  }
  const disposition = response.headers.get('Content-Disposition') ?? '';
  const filename = /filename="?([^";]+)"?/.exec(disposition)?.[1] ?? null;
  const type = response.headers.get('Content-Type') ?? 'application/octet-stream';
  return { ok: true, value: { blob: new Blob(chunks as BlobPart[], { type }), filename } };
}
