// Types for the encoder of `qrcode` on its own: qr-code.tsx draws its own SVG, so the package's
// canvas and SVG-string renderers (its browser entry) are left out of the bundle.
declare module 'qrcode/lib/core/qrcode.js' {
  export { create } from 'qrcode';
}
