// The outside links of a session or a speaker (already filtered to http(s) by src/api/programme.ts),
// opened in a new tab without a referrer.
import type { Link } from '../../api/programme.ts';
import styles from './session-page.module.css';

export function LinkList({ links }: { links: readonly Link[] }) {
  if (links.length === 0) return null;
  return (
    <ul className={styles.links}>
      {links.map((link) => (
        <li key={link.url}>
          <a href={link.url} rel="noopener noreferrer" target="_blank">
            {link.title ?? link.url}
          </a>
        </li>
      ))}
    </ul>
  );
}
