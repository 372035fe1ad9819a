// Whether the browser believes it is online (navigator.onLine with its online/offline events).
// NOTE: "online" only means a network is attached, not that the server answers; screens use it
// to explain in advance why an action that needs the server is disabled.
import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

const isOnlineNow = () => navigator.onLine;
const isOnlineOnServer = () => true;

export function useIsOnline(): boolean {
  return useSyncExternalStore(subscribe, isOnlineNow, isOnlineOnServer);
}
