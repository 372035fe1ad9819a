// The signed-in shell (DESIGN.md §9): a left sidebar from 960 px; on phones a top bar whose menu
// button opens a drawer. Both show the user's own menu from the route table and a Sign out button,
// the count of writes waiting in the outbox, the running spotlight and, for an attendee, the
// reminders of their starred sessions. The outbox's page side (count, replay triggers), the
// spotlight channel, the reminders and, for a user who scans, the keeping of the QR decoder and of
// their screens load once the first screen is up: deferred JS. So does sending the device's
// language to the account (i18n/account-locale.ts), so its mails follow it even if the language
// menu is never touched.
import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import type { MessageDescriptor } from '#i18n/runtime';
import type { User } from '../api/user.ts';
import { useSession } from '../session/session-context.ts';
import { useEventBrand } from '../hooks/use-event.ts';
import { afterFirstScreen, useAfterFirstScreen } from '../deferred/after-first-screen.ts';
import { syncAccountLocale } from '../i18n/account-locale.ts';
import { BrandMark } from '../ui/brand-mark.tsx';
import { StaleMark } from '../ui/stale-mark.tsx';
import { ARE_NOTIFICATIONS_ON } from '../realtime/spotlight-constants.ts';
import { homeFor, menuFor } from './access.ts';
import { AccountBlock } from './account-block.tsx';
import { MenuDrawer } from './menu-drawer.tsx';
import { NavMenu } from './nav-menu.tsx';
import styles from './signed-in-layout.module.css';

type SignedInLayoutProps = {
  user: User;
  title: MessageDescriptor;
  staleSince: Date | null;
  children: ReactNode;
};

const DRAWER_ID = 'app-menu';

const SpotlightSlot = lazy(async () => ({ default: (await import('./spotlight-slot.tsx')).SpotlightSlot }));
const ReminderSlot = lazy(async () => ({ default: (await import('./reminder-slot.tsx')).ReminderSlot }));
const OutboxCount = lazy(async () => ({ default: (await import('../outbox/outbox-count.tsx')).OutboxCount }));

/** The page's replay triggers (app start, online, visible) for as long as someone is signed in. */
function useOutboxTriggers(): void {
  useEffect(() => {
    let stop: (() => void) | undefined;
    let isMounted = true;
    afterFirstScreen(() => {
      void import('../outbox/outbox-client.ts').then((outbox) => {
        if (isMounted) stop = outbox.startReplayTriggers();
      });
    });
    return () => {
      isMounted = false;
      stop?.();
    };
  }, []);
}

/** The accounts whose language this start has sent (or tried to): once each per start. */
const localeSyncedUsers = new Set<string>();

/** Once the first screen is up, the account gets the device's language (once per account and start). */
function useAccountLocaleSynced(user: User): void {
  const userKey = `${user.type}:${user.id}`;
  useEffect(() => {
    if (localeSyncedUsers.has(userKey)) return;
    localeSyncedUsers.add(userKey);
    afterFirstScreen(() => void syncAccountLocale());
  }, [userKey]);
}

/**
 * A user who scans (staff, a sponsor) keeps the QR decoder and their type's screens on the device
 * once the first screen is up and the service worker, which answers them from there, is active: a
 * scan station then opens its screens and decodes offline (keep-for-user.ts).
 */
function useUserFilesKept(user: User): void {
  const { type } = user;
  useEffect(() => {
    if (type === 'attendee' || !('serviceWorker' in navigator) || !('caches' in window)) return;
    afterFirstScreen(() => {
      void navigator.serviceWorker.ready
        .then(() => import('./keep-for-user.ts'))
        .then((kept) => kept.keepForUser(type))
        .catch(() => undefined); // offline or no quota: kept at the next start
    });
  }, [type]);
}

export function SignedInLayout({ user, title, staleSince, children }: SignedInLayoutProps) {
  const { i18n, t } = useLingui();
  const { signOut } = useSession();
  const [isMenuOpen, setIsMenuOpen] = useState(false);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const isFocusToRestore = useRef(false);
  const items = menuFor(user);
  const brand = useEventBrand();
  const home = homeFor(user);
  useOutboxTriggers();
  useUserFilesKept(user);
  useAccountLocaleSynced(user);
  const isDeferredReady = useAfterFirstScreen();

  const closeMenu = useCallback((restoreFocus: boolean) => {
    isFocusToRestore.current = restoreFocus;
    setIsMenuOpen(false);
  }, []);

  // Focus goes back to the menu button once the top bar is no longer inert.
  useEffect(() => {
    if (isMenuOpen || !isFocusToRestore.current) return;
    isFocusToRestore.current = false;
    menuButtonRef.current?.focus();
  }, [isMenuOpen]);

  return (
    <div className={styles.shell}>
      <a className={styles.skipLink} href="#main" inert={isMenuOpen}>
        {t`Skip to content`}
      </a>
      <aside className={styles.sidebar} inert={isMenuOpen}>
        <BrandMark to={home} {...brand} />
        <Suspense fallback={null}>{isDeferredReady ? <OutboxCount /> : null}</Suspense>
        <NavMenu items={items} />
        <AccountBlock user={user} onSignOut={signOut} />
      </aside>
      <header className={styles.topbar} inert={isMenuOpen}>
        <button
          ref={menuButtonRef}
          type="button"
          className={styles.iconButton}
          aria-label={t`Open menu`}
          aria-expanded={isMenuOpen}
          aria-controls={DRAWER_ID}
          onClick={() => setIsMenuOpen(true)}
        >
          <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
            <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
          </svg>
        </button>
        <BrandMark to={home} {...brand} isCompact />
        <span className={styles.topbarTitle}>{i18n._(title)}</span>
        <span className={styles.topbarEnd}>
          <Suspense fallback={null}>{isDeferredReady ? <OutboxCount /> : null}</Suspense>
        </span>
      </header>
      <MenuDrawer id={DRAWER_ID} isOpen={isMenuOpen} onClose={closeMenu} homePath={home}>
        <NavMenu items={items} onNavigate={() => closeMenu(false)} />
        <AccountBlock user={user} onSignOut={signOut} />
      </MenuDrawer>
      <main id="main" className={styles.main} inert={isMenuOpen} tabIndex={-1}>
        {isDeferredReady && ARE_NOTIFICATIONS_ON ? (
          <Suspense fallback={null}>
            <SpotlightSlot user={user} />
          </Suspense>
        ) : null}
        {isDeferredReady && user.type === 'attendee' ? (
          <Suspense fallback={null}>
            <ReminderSlot />
          </Suspense>
        ) : null}
        {staleSince ? (
          <div className={styles.status}>
            <StaleMark storedAt={staleSince} />
          </div>
        ) : null}
        {children}
      </main>
    </div>
  );
}
