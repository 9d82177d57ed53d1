import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';

/**
 * A menu that works as a native `<details>` until React runs, then becomes a scripted button,
 * keeps what the visitor did meanwhile: if they opened the `<details>` while the script was
 * loading, the scripted menu starts open (`onToggledBefore(true)`), and if focus was inside it,
 * focus moves to the button that replaced it. Nothing closes under the visitor's finger.
 */
export function useDetailsHandOver(
  hydrated: boolean,
  onToggledBefore: (open: boolean) => void,
): {
  detailsRef: RefObject<HTMLDetailsElement | null>;
  buttonRef: RefObject<HTMLButtonElement | null>;
} {
  const detailsRef = useRef<HTMLDetailsElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const focusWasInside = useRef(false);
  const serverDetails = useRef<HTMLDetailsElement | null>(null);

  // Runs once, in the commit that hydrates the server's `<details>`, before it is swapped out.
  useLayoutEffect(() => {
    const details = detailsRef.current;
    if (!details) return;
    serverDetails.current = details;
    if (details.open) onToggledBefore(true);
    focusWasInside.current = details.contains(document.activeElement);
    // React may commit the hydration and swap the `<details>` out in separate tasks: a press on
    // its summary in between (or a press outside that closes it) is followed, not lost.
    const follow = () => onToggledBefore(details.open);
    details.addEventListener('toggle', follow);
    return () => details.removeEventListener('toggle', follow);
    // Only the hydrating commit can see the server's markup.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // The commit that swaps the `<details>` out: its state now, before the browser paints, so a
  // summary pressed after hydration began does not show the menu closing and reopening.
  useLayoutEffect(() => {
    if (hydrated && serverDetails.current?.open) onToggledBefore(true);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [hydrated]);

  useEffect(() => {
    if (hydrated && focusWasInside.current) {
      focusWasInside.current = false;
      buttonRef.current?.focus();
    }
  }, [hydrated]);

  return { detailsRef, buttonRef };
}
