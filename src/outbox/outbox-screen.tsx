// /outbox (DESIGN.md §5 "the outbox is visible"): every write this device kept for the signed-in
// user, in three lists: waiting (pending, syncing, parked), failed (with the server's reason, or
// expired) and done. Failed and waiting rows can be retried or discarded; nothing leaves silently.
// At the foot, the install card (once): an installed app keeps what waits here best.
import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useMemo } from 'react';
import { useAfterFirstScreen } from '../deferred/after-first-screen.ts';
import { canQueueWrites } from './can-queue.ts';
import { discardOutboxRow, requestReplay, retryOutboxRow } from './outbox-client.ts';
import { useOutboxRows } from './use-outbox.ts';
import { useUserKey } from '../session/session-context.ts';
import { Button } from '../ui/button.tsx';
import { OutboxList } from './components/outbox-list.tsx';
import styles from './components/outbox.module.css';
import { sectionOf } from './outbox-rows.ts';

/** Deferred JS (DESIGN.md §7): it loads once the first screen is up. */
const InstallSlot = lazy(async () => ({
  default: (await import('../install/install-slot.tsx')).InstallSlot,
}));

export function OutboxScreen() {
  const { t } = useLingui();
  const isDeferredReady = useAfterFirstScreen();
  const { rows } = useOutboxRows(useUserKey());
  const sections = useMemo(() => {
    const all = rows ?? [];
    return {
      waiting: all.filter((row) => sectionOf(row) === 'waiting'),
      failed: all.filter((row) => sectionOf(row) === 'failed'),
      done: all.filter((row) => sectionOf(row) === 'done').reverse(),
    };
  }, [rows]);
  const actions = { onRetry: retryOutboxRow, onDiscard: discardOutboxRow };

  return (
    <div className={styles.screen}>
      <header className={styles.head}>
        <h1 className={styles.title}>
          <Trans>Outbox</Trans>
        </h1>
        <p className={styles.subtitle}>
          <Trans>
            What you did while the network was poor. Each item is sent once, in order, as soon as the server
            can be reached.
          </Trans>
        </p>
        {canQueueWrites() ? null : (
          <p className={styles.subtitle}>
            <Trans>This browser has no offline support running: writes are not kept.</Trans>
          </p>
        )}
      </header>
      {rows === null ? null : rows.length === 0 ? (
        <p className={styles.empty}>
          <Trans>Nothing waiting. Everything you did reached the server.</Trans>
        </p>
      ) : (
        <>
          <OutboxList section="waiting" title={t`Waiting`} rows={sections.waiting} {...actions}>
            {sections.waiting.length === 0 ? null : (
              <Button variant="secondary" onClick={() => requestReplay('online')}>
                <Trans>Sync now</Trans>
              </Button>
            )}
          </OutboxList>
          <OutboxList section="failed" title={t`Failed`} rows={sections.failed} {...actions} />
          <OutboxList
            section="done"
            title={t({ message: 'Done', context: 'outbox section' })}
            rows={sections.done}
            {...actions}
          />
        </>
      )}
      {isDeferredReady ? (
        <Suspense fallback={null}>
          <InstallSlot />
        </Suspense>
      ) : null}
    </div>
  );
}
