// Chromium's install offer, held from the first moment (DESIGN.md §5): `beforeinstallprompt` may
// fire before the card that uses it has loaded (deferred JS), so main.tsx holds it here, and the
// browser's own mini-infobar is kept off: the offer is made once, in a quiet place (install-card).

/** The event Chromium fires when the app can be installed; not in TypeScript's DOM lib. */
export type InstallPromptEvent = Event & {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
};

let held: InstallPromptEvent | null = null;

/** Called once by main.tsx. */
export function holdInstallOffer(): void {
  addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    held = event as InstallPromptEvent;
  });
}

/** The browser's offer, if it made one. NOTE: its prompt() works once; the card remembers the answer. */
export function heldInstallOffer(): InstallPromptEvent | null {
  return held;
}
