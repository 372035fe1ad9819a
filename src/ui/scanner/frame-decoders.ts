// Reads a QR code from the current video frame: the browser's BarcodeDetector where it supports
// QR, else jsQR in a Web Worker (DESIGN.md §2). Both behind one small interface.
import type { DecodeRequest, DecodeResponse } from './decode-messages.ts';
import { DECODER_URL } from './keep-decoder.ts';

export type FrameDecoder = {
  decode(video: HTMLVideoElement): Promise<string | null>;
  close(): void;
};

type DetectedBarcode = { rawValue: string };
type BarcodeDetectorLike = { detect(source: HTMLVideoElement): Promise<DetectedBarcode[]> };
type BarcodeDetectorClass = {
  new (options: { formats: string[] }): BarcodeDetectorLike;
  getSupportedFormats?: () => Promise<string[]>;
};

/** NOTE: 720 px on the long side reads a card at arm's length and keeps a frame decode fast. */
const MAX_FRAME_SIDE_PX = 720;
const CONTEXT_2D = '2d';

async function nativeDetector(): Promise<BarcodeDetectorLike | null> {
  if (!('BarcodeDetector' in window)) return null;
  const Detector = (window as unknown as { BarcodeDetector: BarcodeDetectorClass }).BarcodeDetector;
  try {
    const formats = (await Detector.getSupportedFormats?.()) ?? ['qr_code'];
    return formats.includes('qr_code') ? new Detector({ formats: ['qr_code'] }) : null;
  } catch {
    return null;
  }
}

function workerDecoder(): FrameDecoder {
  const worker = new Worker(DECODER_URL, { type: 'module' });
  const canvas = document.createElement('canvas');
  const context = canvas.getContext(CONTEXT_2D, { willReadFrequently: true });
  const waiting = new Map<number, (text: string | null) => void>();
  let nextId = 0;
  const settleAll = () => {
    waiting.forEach((resolve) => resolve(null));
    waiting.clear();
  };
  worker.addEventListener('message', ({ data }: MessageEvent<DecodeResponse>) => {
    waiting.get(data.id)?.(data.text);
    waiting.delete(data.id);
  });
  worker.addEventListener('error', settleAll);
  return {
    decode(video) {
      const side = Math.max(video.videoWidth, video.videoHeight);
      if (context === null || side === 0) return Promise.resolve(null);
      const scale = Math.min(1, MAX_FRAME_SIDE_PX / side);
      canvas.width = Math.round(video.videoWidth * scale);
      canvas.height = Math.round(video.videoHeight * scale);
      context.drawImage(video, 0, 0, canvas.width, canvas.height);
      const image = context.getImageData(0, 0, canvas.width, canvas.height);
      const id = nextId++;
      const request: DecodeRequest = {
        id,
        width: image.width,
        height: image.height,
        pixels: image.data.buffer,
      };
      return new Promise((resolve) => {
        waiting.set(id, resolve);
        worker.postMessage(request, [request.pixels]);
      });
    },
    close() {
      worker.terminate();
      settleAll();
    },
  };
}

export async function createFrameDecoder(): Promise<FrameDecoder> {
  const detector = await nativeDetector();
  if (detector === null) return workerDecoder();
  return {
    async decode(video) {
      const [first] = await detector.detect(video);
      return first?.rawValue ?? null;
    },
    close() {},
  };
}
