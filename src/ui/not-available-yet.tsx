// Placeholder for a screen whose feature is not built yet: says so plainly, inside the signed-in
// layout. Each `<name>-screen.tsx` that renders it is replaced by its feature issue.
import { Trans } from '@lingui/react/macro';
import styles from './not-available-yet.module.css';

export function NotAvailableYet({ title }: { title: string }) {
  return (
    <section className={styles.card} aria-labelledby="not-available-title">
      <span className={styles.badge}>
        <Trans>Coming soon</Trans>
      </span>
      <h1 className={styles.title} id="not-available-title">
        {title}
      </h1>
      <p className={styles.line}>
        <Trans>This screen is not available yet. Check back during the event.</Trans>
      </p>
    </section>
  );
}
