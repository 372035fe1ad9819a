// One reel symbol as a small SVG: confetti shapes in the theme's colours, drawn (not emoji) so
// they look the same on every phone. Named for screen readers where the name matters.
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '#i18n/runtime';
import type { SlotSymbol } from '../slots-reels.ts';
import styles from './slots-symbol.module.css';

export const SYMBOL_NAMES: Record<SlotSymbol, MessageDescriptor> = {
  star: msg`Star`,
  seven: msg`Seven`,
  diamond: msg`Diamond`,
  heart: msg`Heart`,
  triangle: msg`Triangle`,
  circle: msg`Circle`,
  square: msg`Square`,
  ring: msg`Ring`,
};

/** A paying line of three of one symbol, for screen readers. */
export const THREE_OF: Record<SlotSymbol, MessageDescriptor> = {
  star: msg`Three stars`,
  seven: msg`Three sevens`,
  diamond: msg`Three diamonds`,
  heart: msg`Three hearts`,
  triangle: msg`Three triangles`,
  circle: msg`Three circles`,
  square: msg`Three squares`,
  ring: msg`Three rings`,
};

function Shape({ symbol }: { symbol: SlotSymbol }) {
  switch (symbol) {
    case 'star':
      return (
        <path d="M32 6l7.6 15.9 17.4 2.3-12.7 12.1 3.2 17.3L32 45.2 16.5 53.6l3.2-17.3L7 24.2l17.4-2.3z" />
      );
    case 'seven':
      return <path d="M14 10h36v8.5L31.5 56h-11l17.2-36H14z" />;
    case 'diamond':
      return <path d="M32 5l21 27-21 27-21-27z" />;
    case 'heart':
      return (
        <path d="M32 55S8 40.5 8 23.5C8 15.5 14 10 21 10c5 0 9 2.7 11 7 2-4.3 6-7 11-7 7 0 13 5.5 13 13.5C56 40.5 32 55 32 55z" />
      );
    case 'triangle':
      return <path d="M32 8l25 46H7z" />;
    case 'circle':
      return <circle cx="32" cy="32" r="22" />;
    case 'square':
      return <rect x="13" y="13" width="38" height="38" rx="6" transform="rotate(12 32 32)" />;
    case 'ring':
      return <circle cx="32" cy="32" r="19" fill="none" strokeWidth="9" />;
  }
}

export function SlotsSymbol({ symbol, label }: { symbol: SlotSymbol; label?: string }) {
  return (
    <svg
      className={styles.symbol}
      data-symbol={symbol}
      viewBox="0 0 64 64"
      role={label === undefined ? undefined : 'img'}
      aria-label={label}
      aria-hidden={label === undefined ? true : undefined}
      focusable="false"
    >
      <Shape symbol={symbol} />
    </svg>
  );
}
