// A product or prize picture in a square frame. With no image, or one that fails to load (e.g.
// offline and never cached), it shows a calm tile with the item's initial in one of five tones
// picked from its id, so a shelf without photos still reads as a shelf.
import { useState } from 'react';
import styles from './product-image.module.css';

type ProductImageProps = {
  src: string | null;
  name: string;
  /** Stable number picking the placeholder's tone (the item's id). */
  seed: number;
  /** Empty when the name is already read next to the image (cards, rows). */
  alt: string;
  isDimmed?: boolean;
};

const TONES = 5;

export function ProductImage({ src, name, seed, alt, isDimmed = false }: ProductImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const hasImage = src !== null && failedSrc !== src;
  return (
    <div className={styles.frame} data-dimmed={isDimmed} data-tone={Math.abs(seed) % TONES}>
      {hasImage ? (
        <img
          className={styles.image}
          src={src}
          alt={alt}
          loading="lazy"
          decoding="async"
          onError={() => setFailedSrc(src)}
        />
      ) : (
        <span
          className={styles.placeholder}
          role={alt === '' ? undefined : 'img'}
          aria-label={alt || undefined}
        >
          <span aria-hidden="true">{initialOf(name)}</span>
        </span>
      )}
    </div>
  );
}

function initialOf(name: string): string {
  const letter = [...name.trim()].find((char) => /\p{L}|\p{N}/u.test(char));
  return letter === undefined ? '?' : letter.toUpperCase();
}
