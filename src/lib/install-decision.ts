// When the install card is offered (DESIGN.md §5 "prompt installation before the event", issues 9
// and 12): Chromium's held `beforeinstallprompt` as an "Install" button, iOS Safari's "Share → Add
// to Home Screen" steps where that event does not exist. Offered once: after the user has used the
// app a little, never once answered (installed or dismissed), never after the event. Pure.

/** What the browser offers, read once by the card (ui/use-install-offer.ts). */
export type InstallFacts = {
  /** A `beforeinstallprompt` was caught and is still unused. */
  hasOffer: boolean;
  /** `onbeforeinstallprompt` exists: a Chromium browser that will offer itself when it can. */
  hasPromptApi: boolean;
  /** Running from the home screen or as an installed app already. */
  isStandalone: boolean;
  userAgent: string;
  maxTouchPoints: number;
};

/** What this device remembers (localStorage): the user's answer and how often they opened a host. */
export type InstallMemory = { answer: 'installed' | 'dismissed' | null; uses: number };

export type InstallCardKind = 'prompt' | 'ios-guide';

/** NOTE: never on the first visit of its screen: the card waits until the user comes back. */
export const INSTALL_AFTER_USES = 2;

const DAY_MS = 24 * 60 * 60 * 1000;

/** iPhone, iPod, or an iPad (iPadOS calls itself a Mac with touch), in Safari itself, not in an app. */
export function isIosSafari(userAgent: string, maxTouchPoints: number): boolean {
  const isIos = /iPhone|iPod|iPad/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
  const isOtherBrowser = /CriOS|FxiOS|EdgiOS|OPiOS|OPT\/|GSA\/|FBAN|FBAV|Instagram|Line\//.test(userAgent);
  return isIos && /Safari\//.test(userAgent) && !isOtherBrowser;
}

/** True once the event's last day (UTC calendar days, GET /api/event) is over. Unknown: false. */
export function isEventOver(event: { start: string; days: number } | null, now: Date): boolean {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a timestamp's format, not words
  const first = event === null ? Number.NaN : Date.parse(`${event.start}T00:00:00Z`);
  if (event === null || Number.isNaN(first)) return false;
  return now.getTime() >= first + Math.max(1, Math.floor(event.days)) * DAY_MS;
}

export function decideInstallCard(
  facts: InstallFacts,
  memory: InstallMemory,
  isOver: boolean,
): InstallCardKind | null {
  if (facts.isStandalone || memory.answer !== null || isOver) return null;
  if (memory.uses < INSTALL_AFTER_USES) return null;
  if (facts.hasOffer) return 'prompt';
  if (!facts.hasPromptApi && isIosSafari(facts.userAgent, facts.maxTouchPoints)) return 'ios-guide';
  return null;
}

/** The stored memory, tolerant of anything (absent, garbage, an older shape): a fresh one then. */
export function parseInstallMemory(raw: string | null): InstallMemory {
  let value: unknown;
  try {
    value = raw === null ? null : JSON.parse(raw);
  } catch {
    value = null;
  }
  const record = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  const answer = record.answer === 'installed' || record.answer === 'dismissed' ? record.answer : null;
  const uses = typeof record.uses === 'number' && Number.isFinite(record.uses) ? Math.max(0, record.uses) : 0;
  return { answer, uses: Math.floor(uses) };
}

/** One more visit of a screen that hosts the card; counting stops once it no longer matters. */
export function countUse(memory: InstallMemory): InstallMemory {
  return memory.uses >= INSTALL_AFTER_USES ? memory : { ...memory, uses: memory.uses + 1 };
}
