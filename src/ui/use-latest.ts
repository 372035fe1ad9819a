// The caller's latest value in a ref, for a long-lived effect (a subscription, a camera, an
// animation) that calls the newest callback without starting again when the callback changes.
import { useEffect, useRef } from 'react';

export function useLatest<T>(value: T): { readonly current: T } {
  const ref = useRef(value);
  useEffect(() => {
    ref.current = value;
  });
  return ref;
}
