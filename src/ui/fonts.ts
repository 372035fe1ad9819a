// The app's two faces (fonts.css), requested as soon as the app's script runs (issue 11). They are
// not preloaded from index.html: on a phone's slow link they would share it with the first-load
// scripts the first screen waits for (measured on /login under the bench's slow-4G profile, paired:
// the sign-in form ~140 ms later with them preloaded). The shell paints in the system's font
// (shell.css); the screens' text swaps to these when they arrive (font-display: swap). They apply
// under the root's FONTS_CLASS (theme.css), which the app sets as it starts, and a drawn page's
// loader at the page's load (issue 26, server/plugins/page-loader.ts).
import { FONTS_CLASS } from '#contract/constants';

// eslint-disable-next-line lingui/no-unlocalized-strings -- CSS font shorthands, not words
const FACES = ['1em "Inter Variable"', '700 1em "Space Grotesk Variable"'];

export function loadFonts(): void {
  document.documentElement.classList.add(FONTS_CLASS);
  if (!('fonts' in document)) return;
  // A face that fails (offline, not yet precached) leaves the system font in place.
  for (const face of FACES) document.fonts.load(face).catch(() => undefined);
}
