// A QR code drawn as crisp SVG: black modules on white with the standard 4-module quiet zone, so
// any scanner reads it from a bright screen. NOTE: the `qrcode` encoder is imported on first use,
// so only screens that show a code pay for it (the encoder alone, not its renderers); the SW precaches that chunk with the rest of the
// build, so it also draws offline. Presentational: the caller decides what the code holds.
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';

/** What the encoder gives back: a square of modules, `get(row, col)` truthy when dark. */
export type QrModules = { size: number; get: (row: number, col: number) => unknown };

const QUIET_ZONE = 4;
/** The encoder's error correction: M recovers ~15 % of a smudged or creased code. */
const ERROR_CORRECTION = 'M';

const FAILED_STYLE = {
  display: 'grid',
  placeItems: 'center',
  aspectRatio: '1',
  padding: 16,
  background: '#fff',
  color: '#1a1730',
  textAlign: 'center',
} as const;

/** One SVG path for every dark module, merging each row's runs (a few hundred segments, not thousands). */
export function qrPathOf(modules: QrModules): string {
  const parts: string[] = [];
  for (let row = 0; row < modules.size; row += 1) {
    let col = 0;
    while (col < modules.size) {
      if (!modules.get(row, col)) {
        col += 1;
        continue;
      }
      const start = col;
      while (col < modules.size && modules.get(row, col)) col += 1;
      // eslint-disable-next-line lingui/no-unlocalized-strings -- SVG path data, not words
      parts.push(`M${start} ${row}h${col - start}v1h-${col - start}z`);
    }
  }
  return parts.join('');
}

type Drawn = { value: string; size: number; path: string } | { value: string; hasFailed: true };

type QrCodeProps = {
  value: string;
  /** What the code is, for screen readers ("Your attendee code"). */
  label: string;
  className?: string;
};

export function QrCode({ value, label, className }: QrCodeProps) {
  const { t } = useLingui();
  const [drawn, setDrawn] = useState<Drawn | null>(null);

  useEffect(() => {
    let isCurrent = true;
    import('qrcode/lib/core/qrcode.js')
      .then(({ create }) => {
        const { modules } = create(value, { errorCorrectionLevel: ERROR_CORRECTION });
        if (isCurrent) setDrawn({ value, size: modules.size, path: qrPathOf(modules) });
      })
      .catch(() => {
        if (isCurrent) setDrawn({ value, hasFailed: true });
      });
    return () => {
      isCurrent = false;
    };
  }, [value]);

  const current = drawn?.value === value ? drawn : null;
  if (current !== null && 'hasFailed' in current) {
    return (
      <div className={className} role="alert" style={FAILED_STYLE}>
        <Trans>The code could not be drawn. Reload the page to try again.</Trans>
      </div>
    );
  }
  if (current === null) {
    return (
      <div className={className} role="img" aria-label={t`${label}, loading`} aria-busy="true">
        <svg viewBox="0 0 10 10" width="100%" height="100%" aria-hidden="true">
          <rect width="10" height="10" fill="#fff" />
        </svg>
      </div>
    );
  }
  const side = current.size + QUIET_ZONE * 2;
  return (
    <svg
      className={className}
      viewBox={`${-QUIET_ZONE} ${-QUIET_ZONE} ${side} ${side}`}
      width="100%"
      height="100%"
      role="img"
      aria-label={label}
      shapeRendering="crispEdges"
    >
      <rect x={-QUIET_ZONE} y={-QUIET_ZONE} width={side} height={side} fill="#fff" />
      <path d={current.path} fill="#000" />
    </svg>
  );
}
