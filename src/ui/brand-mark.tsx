// The brand: the event's logo and name when the console set them (issue 23), else the Confetti
// logo (a handful of confetti pieces, public/logo.svg: precached, and kept out of the first load's
// JS) and wordmark.
import { Link } from './link.tsx';
import styles from './brand-mark.module.css';

export const CONFETTI_LOGO = '/logo.svg';
/** The product's name: a name, the same in every language. */
const PRODUCT_NAME = 'Confetti';

export function ConfettiLogo({ className }: { className?: string }) {
  return <img className={className} src={CONFETTI_LOGO} alt="" />;
}

type BrandMarkProps = {
  to?: string;
  label?: string;
  logo?: string | null;
  /** The logo alone, its name for screen readers only (the phone's top bar). */
  isCompact?: boolean;
};

/** Logo and wordmark, linking to `to` (the start page by default). */
export function BrandMark({ to = '/', label = PRODUCT_NAME, logo, isCompact }: BrandMarkProps) {
  return (
    <Link to={to} className={styles.brand}>
      {/* NOTE: a prerendered page has the event's name and logo the server wrote in (issue 26), which
          the phone's stored event may not have yet: hydration keeps them, the fresh event follows. */}
      <img className={styles.logo} src={logo ?? CONFETTI_LOGO} alt="" suppressHydrationWarning />
      <span className={isCompact ? 'visually-hidden' : undefined} suppressHydrationWarning>
        {label}
      </span>
    </Link>
  );
}
