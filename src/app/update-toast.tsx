// "A new version is ready" with a Reload button, when the service worker has an update waiting
// (app/register-sw.ts). Dismissable; never reloads on its own.
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { applyUpdate, isUpdateAvailable, UPDATE_AVAILABLE_EVENT } from './register-sw.ts';
import { Button } from '../ui/button.tsx';
import styles from './update-toast.module.css';

export function UpdateToast() {
  const { t } = useLingui();
  const [isShown, setIsShown] = useState(isUpdateAvailable);
  // The switch waits for the outbox to settle first (sw-lifecycle.ts), a moment at most.
  const [isReloading, setIsReloading] = useState(false);
  useEffect(() => {
    const show = () => setIsShown(true);
    window.addEventListener(UPDATE_AVAILABLE_EVENT, show);
    return () => window.removeEventListener(UPDATE_AVAILABLE_EVENT, show);
  }, []);
  if (!isShown) return null;
  return (
    <div className={styles.toast} role="status">
      <p className={styles.text}>
        <Trans>A new version of the app is ready.</Trans>
      </p>
      <div className={styles.actions}>
        <Button variant="ghost" onClick={() => setIsShown(false)}>
          <Trans>Later</Trans>
        </Button>
        <Button
          isBusy={isReloading}
          busyLabel={t`Reloading…`}
          onClick={() => {
            setIsReloading(true);
            applyUpdate();
          }}
        >
          <Trans>Reload</Trans>
        </Button>
      </div>
    </div>
  );
}
