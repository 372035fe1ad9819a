// A video file for Chromium's fake camera (`--use-file-for-fake-video-capture`): a Y4M stream
// (a text header, then per frame `FRAME\n`, the Y plane and two quarter-size chroma planes) in
// which each segment shows one QR code, drawn module by module from `qrcode`, or no code at all.
// Chromium loops the file; end it with a long blank segment when a code must be read only once.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { create } from 'qrcode';
import { CHROMIUM_ARGS } from './browser.ts';

/** `text` null shows a blank (white) frame. */
export type CameraSegment = { text: string | null; seconds: number };

const WIDTH = 320;
const HEIGHT = 240;
/** NOTE: the scanner reads a frame every 150 ms; 5 frames a second keeps files small (~0.6 MB/s). */
const FPS = 5;
const MODULE_PX = 5;
const QUIET_MODULES = 4;

function drawFrame(text: string | null): Buffer {
  const luma = Buffer.alloc(WIDTH * HEIGHT, 235);
  if (text !== null) {
    const { modules } = create(text, { errorCorrectionLevel: 'M' });
    const side = (modules.size + QUIET_MODULES * 2) * MODULE_PX;
    if (side > HEIGHT) throw new Error(`QR of ${modules.size} modules does not fit in ${HEIGHT} px`);
    const left = Math.floor((WIDTH - side) / 2) + QUIET_MODULES * MODULE_PX;
    const top = Math.floor((HEIGHT - side) / 2) + QUIET_MODULES * MODULE_PX;
    for (let row = 0; row < modules.size; row++) {
      for (let col = 0; col < modules.size; col++) {
        if (!modules.get(row, col)) continue;
        for (let y = 0; y < MODULE_PX; y++) {
          const start = (top + row * MODULE_PX + y) * WIDTH + left + col * MODULE_PX;
          luma.fill(16, start, start + MODULE_PX);
        }
      }
    }
  }
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2) * 2, 128);
  return Buffer.concat([Buffer.from('FRAME\n'), luma, chroma]);
}

/** Writes the segments as a .y4m file in a temporary directory; `remove` deletes it. */
export function writeFakeCamera(segments: readonly CameraSegment[]): { file: string; remove: () => void } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'confetti-camera-'));
  const file = path.join(dir, 'camera.y4m');
  const fd = fs.openSync(file, 'w');
  try {
    fs.writeSync(fd, `YUV4MPEG2 W${WIDTH} H${HEIGHT} F${FPS}:1 Ip A1:1 C420jpeg\n`);
    for (const { text, seconds } of segments) {
      const frame = drawFrame(text);
      for (let i = 0; i < Math.round(seconds * FPS); i++) fs.writeSync(fd, frame);
    }
  } finally {
    fs.closeSync(fd);
  }
  return { file, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

/** Chromium's flags for a camera that plays `file`, with the permission prompt answered yes. */
export function fakeCameraArgs(file: string): string[] {
  return [
    ...CHROMIUM_ARGS,
    '--use-fake-ui-for-media-stream',
    '--use-fake-device-for-media-stream',
    `--use-file-for-fake-video-capture=${file}`,
  ];
}
