// The event's identity (issue 23), pure: the settings the console sets (name, short name, theme
// and background colours), checked per field in words, and the colours every screen paints with,
// derived from them. The app's theme is dark (src/ui/theme.css): text is light on the background
// and dark on the theme colour (buttons), so a colour is refused when text on it would fall under
// WCAG AA's 4.5:1.
import type { Decision } from '../admin/rules.ts';
import type { FieldErrors } from '../accounts/profile-rules.ts';

export const EVENT_NAME_MAX = 60;
/** What a home screen shows under the icon without cutting it (the manifest's short_name). */
export const SHORT_NAME_MAX = 12;
export const AA_CONTRAST = 4.5;

/** The theme's own colours (src/ui/theme.css), which the checks measure against. */
export const THEME_DEFAULTS = {
  background: '#0f0d1a',
  accent: '#ff5c8a',
  text: '#f4f2ff',
  muted: '#b9b4d0',
  onAccent: '#0f0d1a',
} as const;

/** What the organiser set; null keeps the default. */
export type IdentitySettings = {
  name: string | null;
  shortName: string | null;
  themeColor: string | null;
  backgroundColor: string | null;
};

const HEX = /^#[0-9a-f]{6}$/;

const channels = (hex: string): [number, number, number] => [
  parseInt(hex.slice(1, 3), 16),
  parseInt(hex.slice(3, 5), 16),
  parseInt(hex.slice(5, 7), 16),
];

const toHex = (rgb: readonly number[]): string =>
  `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;

/** WCAG 2 relative luminance of `#rrggbb`. */
export function luminance(hex: string): number {
  const [r, g, b] = channels(hex).map((c) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2 contrast ratio of two colours, 1 to 21. */
export function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** `a` with `share` (0–1) of `b` mixed in, per sRGB channel (CSS `color-mix(in srgb, …)`). */
export function mix(a: string, b: string, share: number): string {
  const [ca, cb] = [channels(a), channels(b)];
  return toHex(ca.map((c, i) => c * (1 - share) + cb[i]! * share));
}

/**
 * The custom properties of src/ui/theme.css a background and a theme colour set: the surfaces
 * are the background lifted towards the text colour, the strong accent the theme colour lifted
 * towards white. Null when both are the defaults (the stylesheet's own colours hold).
 */
export function paletteOf(background: string | null, accent: string | null): Record<string, string> | null {
  if (background === null && accent === null) return null;
  const bg = background ?? THEME_DEFAULTS.background;
  const palette: Record<string, string> = {};
  if (background !== null) {
    palette['--color-bg'] = bg;
    palette['--color-surface'] = mix(bg, THEME_DEFAULTS.text, 0.06);
    palette['--color-surface-raised'] = mix(bg, THEME_DEFAULTS.text, 0.11);
    palette['--color-divider'] = mix(bg, THEME_DEFAULTS.text, 0.16);
    palette['--color-on-accent'] = bg;
  }
  if (accent !== null) {
    palette['--color-accent'] = accent;
    palette['--color-accent-strong'] = mix(accent, '#ffffff', 0.15);
  }
  return palette;
}

/** "3.2:1", cut (never rounded up) to one decimal, so a refused 4.47 never reads as 4.5. */
const ratioText = (ratio: number) => `${(Math.floor(ratio * 10) / 10).toFixed(1)}:1`;

/** The surfaces text sits on: the background and its two lifted cards. */
const surfacesOf = (bg: string) => [
  bg,
  mix(bg, THEME_DEFAULTS.text, 0.06),
  mix(bg, THEME_DEFAULTS.text, 0.11),
];

/** The weakest text on this background (muted text on the raised card), or null when AA holds. */
function backgroundProblem(bg: string): string | null {
  const worst = Math.min(...surfacesOf(bg).map((s) => contrast(THEME_DEFAULTS.muted, s)));
  if (worst >= AA_CONTRAST) return null;
  return `Text on this background would reach only ${ratioText(worst)}; WCAG AA needs 4.5:1. Choose a darker colour.`;
}

/** Button labels on the theme colour, and links in it on the background and cards. */
function accentProblem(accent: string, bg: string): string | null {
  const onButton = contrast(accent, bg);
  if (onButton < AA_CONTRAST)
    return `Button text on this colour would reach only ${ratioText(onButton)}; WCAG AA needs 4.5:1. Choose a lighter colour.`;
  const asLink = Math.min(...surfacesOf(bg).map((s) => contrast(accent, s)));
  if (asLink < AA_CONTRAST)
    return `Links in this colour would reach only ${ratioText(asLink)} on the cards; WCAG AA needs 4.5:1. Choose a lighter colour.`;
  return null;
}

type TextRule = { field: string; max: number; label: string };

/** A trimmed text of 1 to `max` characters, or null for empty/absent (the default again). */
function readText(value: unknown, rule: TextRule, errors: FieldErrors): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string') {
    errors[rule.field] = [`Write the ${rule.label} as text`];
    return null;
  }
  const text = value.trim().normalize('NFC');
  if (text === '') return null;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(text)) errors[rule.field] = [`Write the ${rule.label} on one line`];
  else if ([...text].length > rule.max)
    errors[rule.field] = [`Keep the ${rule.label} to ${rule.max} characters`];
  return text;
}

function readColour(value: unknown, field: string, errors: FieldErrors): string | null {
  if (value === undefined || value === null || value === '') return null;
  const hex = typeof value === 'string' ? value.trim().toLowerCase() : '';
  if (HEX.test(hex)) return hex;
  errors[field] = ['Give the colour as # and six hex digits, such as #1a2b3c'];
  return null;
}

/**
 * The settings of a console PUT: every field optional, `null` or `""` back to the default. A
 * colour that fails the contrast check is refused on its own field, saying how far it falls.
 */
export function decideIdentitySettings(body: Record<string, unknown>): Decision<IdentitySettings> {
  const errors: FieldErrors = {};
  const name = readText(body.name, { field: 'name', max: EVENT_NAME_MAX, label: 'name' }, errors);
  const shortName = readText(
    body.short_name,
    { field: 'short_name', max: SHORT_NAME_MAX, label: 'short name' },
    errors,
  );
  const backgroundColor = readColour(body.background_color, 'background_color', errors);
  const themeColor = readColour(body.theme_color, 'theme_color', errors);
  if (backgroundColor !== null && !errors.background_color) {
    const problem = backgroundProblem(backgroundColor);
    if (problem) errors.background_color = [problem];
  }
  if (themeColor !== null && !errors.theme_color && !errors.background_color) {
    const problem = accentProblem(themeColor, backgroundColor ?? THEME_DEFAULTS.background);
    if (problem) errors.theme_color = [problem];
  }
  if (Object.keys(errors).length > 0) return { kind: 'refused', errors };
  return { kind: 'ok', value: { name, shortName, themeColor, backgroundColor } };
}

/** The short name when none is set: the name if it fits a home screen, else its first word, cut. */
export function defaultShortName(name: string): string {
  const chars = [...name];
  if (chars.length <= SHORT_NAME_MAX) return name;
  const first = name.split(/\s+/)[0] ?? name;
  return [...first].slice(0, SHORT_NAME_MAX).join('');
}
