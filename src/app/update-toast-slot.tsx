// Where the update toast shows. The toast's code is loaded only once an update is waiting
// (app/register-sw.ts): most visits never see it, and the entry every first load runs stays
// smaller (DESIGN.md §7). Its chunk is in the SW's precache, so it also loads offline.
import { Suspense, lazy, useEffect, useState } from 'react';
import { isUpdateAvailable, UPDATE_AVAILABLE_EVENT } from './register-sw.ts';

const UpdateToast = lazy(() => import('./update-toast.tsx').then((m) => ({ default: m.UpdateToast })));

export function UpdateToastSlot() {
  const [isWaiting, setIsWaiting] = useState(isUpdateAvailable);
  useEffect(() => {
    const show = () => setIsWaiting(true);
    window.addEventListener(UPDATE_AVAILABLE_EVENT, show);
    return () => window.removeEventListener(UPDATE_AVAILABLE_EVENT, show);
  }, []);
  if (!isWaiting) return null;
  return (
    <Suspense fallback={null}>
      <UpdateToast />
    </Suspense>
  );
}
