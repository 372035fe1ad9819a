// The Confetti logo (a handful of confetti pieces) and wordmark. Inline SVG: no request.
import { Link } from 'react-router-dom';
import styles from './brand-mark.module.css';

export function ConfettiLogo({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect x="3" y="9" width="9" height="4" rx="2" fill="#FF5C8A" transform="rotate(-28 7.5 11)" />
      <rect x="17" y="4" width="9" height="4" rx="2" fill="#6EE7F9" transform="rotate(24 21.5 6)" />
      <circle cx="24" cy="17" r="3" fill="#FFC53D" />
      <rect x="8" y="21" width="9" height="4" rx="2" fill="#3DDC84" transform="rotate(18 12.5 23)" />
      <circle cx="14" cy="14" r="2" fill="#F4F2FF" />
      <rect x="20" y="24" width="7" height="3" rx="1.5" fill="#FF5C8A" transform="rotate(-40 23.5 25.5)" />
    </svg>
  );
}

/** Logo and wordmark, linking to `to` (the start page by default). */
export function BrandMark({ to = '/', label = 'Confetti' }: { to?: string; label?: string }) {
  return (
    <Link to={to} className={styles.brand}>
      <ConfettiLogo className={styles.logo} />
      <span>{label}</span>
    </Link>
  );
}
