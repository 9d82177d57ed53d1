import { useEffect, useEffectEvent, useSyncExternalStore } from 'react';

/**
 * Whether a CSS media query matches now, kept up to date as it changes. The prerendered HTML
 * assumes it does not match (`serverValue`), so the first client render agrees with it.
 */
export function useMediaQuery(query: string, serverValue = false): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => serverValue,
  );
}

/** The visitor asked the system for less motion: animations should jump instead of glide. */
export function usePrefersReducedMotion(): boolean {
  return useMediaQuery('(prefers-reduced-motion: reduce)');
}

/**
 * Calls `onChange` whenever `query` starts or stops matching, e.g. to reset a menu when the
 * window crosses the breakpoint where a different menu takes over.
 */
export function useMediaQueryChange(query: string, onChange: (matches: boolean) => void): void {
  const notify = useEffectEvent(onChange);
  useEffect(() => {
    const list = window.matchMedia(query);
    const listener = (event: MediaQueryListEvent) => notify(event.matches);
    list.addEventListener('change', listener);
    return () => list.removeEventListener('change', listener);
  }, [query]);
}

/** Tailwind's `md` breakpoint (48rem): at and above it the header shows the wide navigation. */
export const wideScreenQuery = '(min-width: 48rem)';
