// The two marks of a booth's state, shared by the plan's markers, the legend, the sheet and the
// list so they always look alike: a check for visited, an empty ring for not yet.
import styles from './map.module.css';

export function VisitedMark({ isVisited, size = 'md' }: { isVisited: boolean; size?: 'sm' | 'md' }) {
  return (
    <span className={styles.mark} data-visited={isVisited} data-size={size} aria-hidden="true">
      {isVisited ? (
        <svg viewBox="0 0 24 24" width="100%" height="100%">
          <path d="m6 12.5 4 4 8-9" />
        </svg>
      ) : null}
    </span>
  );
}
