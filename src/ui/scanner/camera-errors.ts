// What to tell a person whose camera would not start, by the DOMException name getUserMedia gives.

export const CAMERA_UNAVAILABLE = 'This browser cannot use the camera here. Enter the code instead.';

export function cameraErrorMessage(error: unknown): string {
  const name = error instanceof Error ? error.name : '';
  switch (name) {
    case 'NotAllowedError':
    case 'SecurityError':
      return 'Camera access was blocked. Allow the camera for this site in your browser settings, or enter the code instead.';
    case 'NotFoundError':
    case 'OverconstrainedError':
      return 'No camera was found on this device. Enter the code instead.';
    case 'NotReadableError':
    case 'AbortError':
      return 'The camera is busy. Close other apps that use it and try again, or enter the code instead.';
    default:
      return CAMERA_UNAVAILABLE;
  }
}
