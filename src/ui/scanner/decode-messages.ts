// Messages between the page and decode-worker.ts: one camera frame in, the QR text (or null) out.

export type DecodeRequest = { id: number; width: number; height: number; pixels: ArrayBuffer };

export type DecodeResponse = { id: number; text: string | null };
