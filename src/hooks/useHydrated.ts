import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False in the prerendered HTML and during hydration, true once React runs in the browser. Lets a
 * component render a no-JavaScript fallback (a link, a `<details>`) and swap in the scripted
 * control only when the script that drives it is there.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
