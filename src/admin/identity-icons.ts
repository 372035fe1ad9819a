// Installed-app icons made from the event's logo in the browser (issue 23): the logo centred on
// the background colour at 192 and 512 px, and a maskable 512 px one whose logo stays inside the
// safe zone (the centre circle of 80 % a platform's mask may keep), as PNGs for the server.
import type { IdentityIcon } from '#contract/identity-admin';

/** How much of the icon's side the logo takes: most of a plain icon, the safe zone of a maskable one. */
const LOGO_SHARE: Record<IdentityIcon, number> = { '192': 0.8, '512': 0.8, maskable: 0.56 };
const SIDE: Record<IdentityIcon, number> = { '192': 192, '512': 512, maskable: 512 };
export const ICONS: readonly IdentityIcon[] = ['192', '512', 'maskable'];

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('The logo could not be drawn'));
    image.src = src;
  });
}

/** One icon as a PNG: the background, then the logo scaled to fit its share, centred. */
export async function drawIcon(logoSrc: string, background: string, icon: IdentityIcon): Promise<Blob> {
  const image = await loadImage(logoSrc);
  const side = SIDE[icon];
  const canvas = document.createElement('canvas');
  canvas.width = side;
  canvas.height = side;
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a canvas context type
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No canvas');
  context.fillStyle = background;
  context.fillRect(0, 0, side, side);
  const box = side * LOGO_SHARE[icon];
  const width = image.naturalWidth || box;
  const height = image.naturalHeight || box;
  const scale = Math.min(box / width, box / height);
  const [w, h] = [width * scale, height * scale];
  context.drawImage(image, (side - w) / 2, (side - h) / 2, w, h);
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('No PNG'))), 'image/png'),
  );
}
