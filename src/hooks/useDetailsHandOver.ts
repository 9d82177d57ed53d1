import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';

/**
 * A menu that works as a native `<details>` until React runs, then becomes a scripted button,
 * keeps what the visitor did meanwhile: if they opened the `<details>` while the script was
 * loading, the scripted menu starts open (`onOpenedBefore`), and if focus was inside it, focus
 * moves to the button that replaced it. Nothing closes under the visitor's finger.
 */
export function useDetailsHandOver(
  hydrated: boolean,
  onOpenedBefore: () => void,
): {
  detailsRef: RefObject<HTMLDetailsElement | null>;
  buttonRef: RefObject<HTMLButtonElement | null>;
} {
  const detailsRef = useRef<HTMLDetailsElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const focusWasInside = useRef(false);

  // Runs once, in the commit that hydrates the server's `<details>`, before it is swapped out.
  useLayoutEffect(() => {
    const details = detailsRef.current;
    if (!details) return;
    if (details.open) onOpenedBefore();
    focusWasInside.current = details.contains(document.activeElement);
    // Only the hydrating commit can see the server's markup.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (hydrated && focusWasInside.current) {
      focusWasInside.current = false;
      buttonRef.current?.focus();
    }
  }, [hydrated]);

  return { detailsRef, buttonRef };
}
