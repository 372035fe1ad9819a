// A person's picture, or their initials on a colour of their own when there is none or it fails
// to load (an offline device without the image cached). Presentational; used by every feature.
// Its size and colour are classes, not a style attribute: a page the server drew (the speakers,
// issue 26) keeps classes, while its CSP refuses inline style attributes and hydration does not
// set them again.
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import styles from './avatar.module.css';

/** The palette's length: the colours are avatar.module.css's `hue0`…`hue5`. */
const PALETTE_SIZE = 6;

/** The diameters the screens use, each a class of avatar.module.css. */
export type AvatarSize = 36 | 40 | 48 | 64 | 96 | 112;

/** Up to two initials: first and last word ("Ana Maria Silva" → "AS"), "?" for no name. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '?';
  const initial = (word: string | undefined) => Array.from(word ?? '')[0] ?? '';
  const first = initial(words[0]);
  const last = words.length > 1 ? initial(words.at(-1)) : '';
  return (first + last).toUpperCase();
}

/** A stable colour per name, so the same person looks the same on every screen. */
export function paletteIndexOf(name: string): number {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  return hash % PALETTE_SIZE;
}

type AvatarProps = {
  src: string | null;
  /** Whose picture: initials and the default alt text come from it. */
  name: string;
  /** Diameter in px. */
  size?: AvatarSize;
  /** Defaults to "<name>'s picture"; pass "" when the name is written right beside it. */
  alt?: string;
  className?: string;
};

export function Avatar({ src, name, size = 48, alt, className }: AvatarProps) {
  const { t } = useLingui();
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const person = name.trim() || t`Someone`;
  const label = alt ?? t`${person}'s picture`;
  const classes = `${styles.avatar} ${styles[`size${size}`]} ${className ?? ''}`;
  if (src !== null && src !== failedSrc) {
    return (
      <img
        className={classes}
        src={src}
        alt={label}
        width={size}
        height={size}
        decoding="async"
        onError={() => setFailedSrc(src)}
      />
    );
  }
  return (
    <span
      className={`${classes} ${styles.initials} ${styles[`hue${paletteIndexOf(name)}`]}`}
      role={label === '' ? undefined : 'img'}
      aria-label={label === '' ? undefined : label}
      aria-hidden={label === '' ? true : undefined}
    >
      {initialsOf(name)}
    </span>
  );
}
