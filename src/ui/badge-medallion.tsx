// A badge's picture: its image when it has one (an organiser's upload, or the demo seed's own
// drawing), else a generated medallion — a disc in the colour of the badge's type with the name's
// initials and a small emblem of the type, also shown when an image fails to load. Presentational; reused by the attendee and staff badge screens.
import { useState } from 'react';
import type { CSSProperties } from 'react';
import styles from './badge-medallion.module.css';

type BadgeMedallionProps = {
  name: string;
  type: number;
  avatar: string | null;
  size?: 'sm' | 'md' | 'lg';
  /** Greyed, for a badge the viewer does not hold. */
  isMuted?: boolean;
  /** Accessible name; without it the medallion is decorative (its name is shown beside it). */
  label?: string;
};

/** Words that carry no identity in badge names ("Visit the Helix Robotics booth"). */
const FILLER = new Set(['a', 'an', 'and', 'at', 'for', 'in', 'of', 'on', 'the', 'to', 'visit', 'with', '&']);

/** Two letters for a name: the first letters of its first two telling words. */
export function badgeInitials(name: string): string {
  const words = name.split(/[\s\-–—:/]+/).filter((w) => /\p{L}|\p{N}/u.test(w));
  const telling = words.filter((w) => !FILLER.has(w.toLowerCase()));
  const picked = telling.length > 0 ? telling : words;
  const letters = (word: string) => Array.from(word.replace(/[^\p{L}\p{N}]/gu, ''));
  const first = picked[0];
  if (first === undefined) return '?';
  const second = picked[1];
  const chars = second === undefined ? letters(first).slice(0, 2) : [letters(first)[0], letters(second)[0]];
  return chars.join('').toUpperCase() || '?';
}

/** A stable tilt of the sheen per name, so a row of same-type badges does not look stamped. */
function sheenAngle(name: string): number {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  return hash % 360;
}

// 24×24 outline icons, one per type code (provider-api.md §1).
const EMBLEMS: Record<number, string> = {
  0: 'M6 21V4m0 0h11l-2.5 4L17 12H6',
  1: 'M9.2 9a2.9 2.9 0 1 1 4 2.7c-.8.4-1.2 1-1.2 1.8v.5M12 17.5v.2',
  2: 'M8 4h8v5a4 4 0 0 1-8 0V4zM8 6H5v1a3 3 0 0 0 3 3M16 6h3v1a3 3 0 0 1-3 3M12 13v4M8 20h8',
  3: 'M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8-5.2-2.7-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z',
  4: 'M4 9l1.5-5h13L20 9H4zm0 0a2.7 2.7 0 0 0 5.3 0 2.7 2.7 0 0 0 5.4 0 2.7 2.7 0 0 0 5.3 0M5 11v9h14v-9M10 20v-5h4v5',
  5: 'M12 3a3 3 0 0 0-3 3v5a3 3 0 0 0 6 0V6a3 3 0 0 0-3-3zM6 11a6 6 0 0 0 12 0M12 17v4M9 21h6',
  6: 'M4 5h16v11H9l-5 4V5zM8 9h8M8 12h5',
  7: 'M14.7 6.3a4 4 0 0 0-5.4 5.4L4 17l3 3 5.3-5.3a4 4 0 0 0 5.4-5.4l-2.5 2.5-2.5-.5-.5-2.5z',
  8: 'M7 8h10a4 4 0 0 1 4 4v3a2 2 0 0 1-3.5 1.3L16 15H8l-1.5 1.3A2 2 0 0 1 3 15v-3a4 4 0 0 1 4-4zM8 11v3M6.5 12.5h3M15 12h.01M17 13h.01',
  9: 'M9 18h6M10 21h4M12 3a6 6 0 0 0-3.6 10.8c.4.3.6.8.6 1.3V16h6v-.9c0-.5.2-1 .6-1.3A6 6 0 0 0 12 3z',
};

export function BadgeMedallion({
  name,
  type,
  avatar,
  size = 'md',
  isMuted = false,
  label,
}: BadgeMedallionProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const hasImage = avatar !== null && avatar !== '' && failedSrc !== avatar;
  const a11y = label === undefined ? { 'aria-hidden': true } : { role: 'img', 'aria-label': label };
  const style = { '--medal-angle': `${sheenAngle(name)}deg` } as CSSProperties;
  return (
    <span
      className={styles.medal}
      data-size={size}
      data-type={type in EMBLEMS ? type : 'other'}
      data-muted={isMuted || undefined}
      style={style}
      {...a11y}
    >
      {hasImage ? (
        <img
          className={styles.image}
          src={avatar}
          alt=""
          loading="lazy"
          onError={() => setFailedSrc(avatar)}
        />
      ) : (
        <span className={styles.face}>{badgeInitials(name)}</span>
      )}
      <span className={styles.emblem}>
        <svg viewBox="0 0 24 24" focusable="false">
          <path d={EMBLEMS[type] ?? EMBLEMS[3]} />
        </svg>
      </span>
    </span>
  );
}
