// Decodes QR codes off the main thread with jsQR, for browsers without BarcodeDetector. Loaded
// only when a scanner opens, so jsQR never reaches the /login bundle.
import jsQR from 'jsqr';
import type { DecodeRequest, DecodeResponse } from './decode-messages.ts';

/** The worker global, typed by hand: src/ compiles with the DOM lib, not WebWorker. */
type WorkerScope = {
  addEventListener(type: 'message', listener: (event: MessageEvent<DecodeRequest>) => void): void;
  postMessage(message: DecodeResponse): void;
};

const scope = globalThis as unknown as WorkerScope;

scope.addEventListener('message', ({ data }) => {
  const pixels = new Uint8ClampedArray(data.pixels);
  // NOTE: 'attemptBoth' also reads light-on-dark codes, such as a QR shown on a phone in dark mode.
  const code = jsQR(pixels, data.width, data.height, { inversionAttempts: 'attemptBoth' });
  scope.postMessage({ id: data.id, text: code?.data ?? null });
});
