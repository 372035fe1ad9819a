// The wheel's odds as the console edits them: percentages typed by a person, turned into the
// probabilities the server stores, and the running total it shows while editing. Pure.
// NOTE: the server counts in millionths (server/games/draw-rules.ts), so a total is "100 %" exactly
// when its millionths add up to 1,000,000; the console checks the same way before sending.
export const MILLIONTHS = 1_000_000;

/** "12.5" (percent) → 0.125; null when it is not a number from 0 to 100. */
export function probabilityOf(percentText: string): number | null {
  if (percentText.trim() === '') return null;
  const percent = Number(percentText);
  if (!Number.isFinite(percent) || percent < 0 || percent > 100) return null;
  return Math.round(percent * (MILLIONTHS / 100)) / MILLIONTHS;
}

export const percentOf = (probability: number): string =>
  String(Math.round(probability * MILLIONTHS) / (MILLIONTHS / 100));

/** The total in millionths, or null while any entry is not a valid percentage. */
export function totalMillionths(percents: readonly string[]): number | null {
  let total = 0;
  for (const text of percents) {
    const probability = probabilityOf(text);
    if (probability === null) return null;
    total += Math.round(probability * MILLIONTHS);
  }
  return total;
}
