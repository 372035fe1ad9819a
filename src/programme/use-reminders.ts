// Reminders of starred sessions while the app is open (reminders.ts): a system notification where
// the user allowed them, else the in-app banner this hook returns. Run once, app-wide, by the
// signed-in shell's reminder slot (src/app/reminder-slot.tsx), so a reminder shows on any screen. Ids already reminded of are kept
// in localStorage, so a reload within the lead stays quiet.
import { t } from '@lingui/core/macro';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ProgrammeSession } from '../api/programme.ts';
import { REMINDED_STORAGE_KEY } from '../lib/storage-keys.ts';
import { REMINDER_BANNER_MS } from './programme-constants.ts';
import { afterFirstScreen } from '../deferred/after-first-screen.ts';

export type Permission = 'default' | 'granted' | 'denied' | 'unsupported';

export type RemindersState = {
  banner: ProgrammeSession | null;
  dismiss: () => void;
  permission: Permission;
  askPermission: () => void;
};

function readReminded(): Set<string> {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(REMINDED_STORAGE_KEY) ?? '[]');
    return new Set(Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []);
  } catch {
    return new Set();
  }
}

function permissionNow(): Permission {
  return typeof Notification === 'undefined' ? 'unsupported' : Notification.permission;
}

/** Whether reminders may be system notifications, and the ask (the schedule's panel offers it). */
export function useNotificationPermission(): Pick<RemindersState, 'permission' | 'askPermission'> {
  const [permission, setPermission] = useState<Permission>(permissionNow);
  const askPermission = useCallback(() => {
    if (typeof Notification === 'undefined') return;
    void Notification.requestPermission().then(setPermission);
  }, []);
  return { permission, askPermission };
}

/** `describe` says where and when, for the notification's body ("11:00 · Hall A"). */
export function useReminders(
  sessions: readonly ProgrammeSession[],
  describe: (s: ProgrammeSession) => string,
): RemindersState {
  const [banner, setBanner] = useState<ProgrammeSession | null>(null);
  const [permission, setPermission] = useState<Permission>(permissionNow);
  const ids = sessions.map((s) => `${s.id}@${s.start.getTime()}`).join(',');
  // NOTE: the clock restarts only when the starred sessions or their times change (`ids`), not on
  // every render; it reads the latest sessions and `describe` through this ref.
  const latest = useRef({ sessions, describe });
  useEffect(() => {
    latest.current = { sessions, describe };
  });

  useEffect(() => {
    const reminded = readReminded();
    const remind = (session: ProgrammeSession) => {
      localStorage.setItem(REMINDED_STORAGE_KEY, JSON.stringify([...reminded]));
      if (permissionNow() === 'granted') {
        const { title } = session;
        new Notification(t`Starting soon: ${title}`, {
          body: latest.current.describe(session),
          tag: session.id,
        });
      } else setBanner(session);
    };
    let isLive = true;
    let stop: (() => void) | undefined;
    // NOTE: the clock starts once the first screen is up (deferred JS, DESIGN.md §7): reminders are
    // minutes ahead, so a second's wait changes nothing.
    afterFirstScreen(() => {
      void import('./reminders.ts').then(({ startReminders }) => {
        if (isLive) stop = startReminders(latest.current.sessions, remind, { reminded });
      });
    });
    return () => {
      isLive = false;
      stop?.();
    };
  }, [ids]);

  useEffect(() => {
    if (banner === null) return;
    const timer = setTimeout(() => setBanner(null), REMINDER_BANNER_MS);
    return () => clearTimeout(timer);
  }, [banner]);

  const askPermission = useCallback(() => {
    if (typeof Notification === 'undefined') return;
    void Notification.requestPermission().then(setPermission);
  }, []);

  return { banner, dismiss: () => setBanner(null), permission, askPermission };
}
