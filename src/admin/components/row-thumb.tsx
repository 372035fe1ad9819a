// A row's picture, or its first letter when it has none.
import styles from './admin.module.css';

export function RowThumb({ src, name }: { src: string | null; name: string }) {
  return src ? (
    <img className={styles.thumb} src={src} alt="" loading="lazy" />
  ) : (
    <span className={styles.thumb} aria-hidden="true">
      {name.slice(0, 1).toUpperCase()}
    </span>
  );
}
