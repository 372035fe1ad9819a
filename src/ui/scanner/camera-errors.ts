// What to tell a person whose camera would not start, by the DOMException name getUserMedia gives.
// Messages, translated where they are shown (the language may change while one is on show).
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '#i18n/runtime';

export const CAMERA_UNAVAILABLE = msg`This browser cannot use the camera here. Enter the code instead.`;

export function cameraErrorMessage(error: unknown): MessageDescriptor {
  const name = error instanceof Error ? error.name : '';
  switch (name) {
    case 'NotAllowedError':
    case 'SecurityError':
      return msg`Camera access was blocked. Allow the camera for this site in your browser settings, or enter the code instead.`;
    case 'NotFoundError':
    case 'OverconstrainedError':
      return msg`No camera was found on this device. Enter the code instead.`;
    case 'NotReadableError':
    case 'AbortError':
      return msg`The camera is busy. Close other apps that use it and try again, or enter the code instead.`;
    default:
      return CAMERA_UNAVAILABLE;
  }
}
