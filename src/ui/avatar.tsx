// A person's picture, or their initials on a colour of their own when there is none or it fails
// to load (an offline device without the image cached). Presentational; used by every feature.
import { useState } from 'react';
import styles from './avatar.module.css';

const PALETTE = ['#ff8fb1', '#6ee7f9', '#ffc53d', '#3ddc84', '#b9a4ff', '#ffa06b'] as const;

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
  return hash % PALETTE.length;
}

type AvatarProps = {
  src: string | null;
  /** Whose picture: initials and the default alt text come from it. */
  name: string;
  /** Diameter in px. */
  size?: number;
  /** Defaults to "<name>'s picture"; pass "" when the name is written right beside it. */
  alt?: string;
  className?: string;
};

export function Avatar({ src, name, size = 48, alt, className }: AvatarProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const label = alt ?? `${name.trim() || 'Someone'}'s picture`;
  const style = { width: size, height: size, fontSize: Math.round(size * 0.38) };
  const classes = `${styles.avatar} ${className ?? ''}`;
  if (src !== null && src !== failedSrc) {
    return (
      <img
        className={classes}
        style={style}
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
      className={`${classes} ${styles.initials}`}
      style={{ ...style, background: PALETTE[paletteIndexOf(name)] }}
      role={label === '' ? undefined : 'img'}
      aria-label={label === '' ? undefined : label}
      aria-hidden={label === '' ? true : undefined}
    >
      {initialsOf(name)}
    </span>
  );
}
