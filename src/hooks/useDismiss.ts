import { useEffect, useEffectEvent, type RefObject } from 'react';

type DismissOptions = {
  /** Listen only while the popup is open, so closed popups cost nothing. */
  open: boolean;
  /** Closes the popup. */
  onDismiss: () => void;
  /** Presses inside these elements (the popup and its toggle) do not dismiss it. */
  insideRefs: ReadonlyArray<RefObject<HTMLElement | null>>;
  /** Where keyboard focus goes after Escape, so a keyboard user is not stranded on the page body. */
  returnFocusRef: RefObject<HTMLElement | null>;
};

/**
 * Closes an open popup (menu, dropdown, disclosure panel) when the visitor presses outside it or
 * presses Escape; after Escape, focus returns to the control that opened it (WAI-ARIA disclosure).
 * An outside press leaves focus where the visitor put it.
 */
export function useDismiss({ open, onDismiss, insideRefs, returnFocusRef }: DismissOptions): void {
  const dismiss = useEffectEvent(onDismiss);
  const isInside = useEffectEvent((target: EventTarget | null) =>
    insideRefs.some((ref) => target instanceof Node && ref.current?.contains(target)),
  );
  const focusReturnTarget = useEffectEvent(() => returnFocusRef.current?.focus());

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!isInside(event.target)) dismiss();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      dismiss();
      focusReturnTarget();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);
}
