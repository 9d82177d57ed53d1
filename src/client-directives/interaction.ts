import type { ClientDirective } from 'astro';

/*
 * `client:interaction`: the island's framework code is downloaded only when a visitor reaches
 * for it (a pointer over it or down on it, a touch, focus, a key), and the interaction that woke
 * it still does what they meant:
 * - what the browser does by itself is left to it: links, `<summary>`, form fields. The island
 *   adopts the result when it hydrates (an open `<details>`, typed text, a ticked box).
 * - any other press (a button, a tab, a card the island makes clickable) is held while the code
 *   loads and pressed again once React has taken over the markup (hydration keeps the server's
 *   elements, so it is the same button). A submit waits too, so the form is sent the scripted
 *   way, with messages beside the fields. If the code cannot load, the held presses go to the
 *   browser as they would without a script.
 * - hydration never starts under a pressed pointer: it waits for the press to end, so the
 *   click lands on what the visitor pressed.
 * - an open `<details data-menu>` closes on a press outside it, as the scripted menu it becomes
 *   does, so that press is not lost either.
 * - a link or a menu's `<summary>` pressed while React swaps the server's markup for its own
 *   (the `<details>` menu for the scripted one) is gone before the press ends, so the click
 *   reaches nothing: the press goes on to the link now in its place, with the same address, or
 *   to the button now under the finger.
 */

const wakeEvents = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown'];
/** Keys a scripted control answers that the browser does nothing with before it is hydrated. */
const heldKeys = /^(Arrow|Home$|End$)/;
/** What the browser serves by itself, before any script. */
const native = 'a[href],summary,label,input,select,textarea';

let pointerDown = false;
let released: Array<() => void> = [];
const listen = (type: string, listener: (event: Event) => void) =>
  addEventListener(type, listener, { capture: true, passive: true });
listen('pointerdown', () => (pointerDown = true));
for (const type of ['pointerup', 'pointercancel']) {
  listen(type, () => {
    pointerDown = false;
    const waiting = released;
    released = [];
    // After the click that ends this press has been dispatched (it follows in the same task).
    setTimeout(() => waiting.forEach((resolve) => resolve()));
  });
}

const interaction: ClientDirective = (load, options, island) => {
  const held: Event[] = [];
  let hydrated = false;

  const closeMenusOutside = (event: Event) => {
    if (hydrated) return removeEventListener('pointerdown', closeMenusOutside, true);
    for (const menu of island.querySelectorAll<HTMLDetailsElement>('details[data-menu][open]')) {
      if (!menu.contains(event.target as Node)) menu.open = false;
    }
  };
  listen('pointerdown', closeMenusOutside);

  // A press or a held key on anything but a native control waits, to be dispatched again, as
  // the same kind of event on the same element, once the island is hydrated.
  const hold = (event: Event) => {
    const target = event.target as Element;
    const isKey = event instanceof KeyboardEvent;
    if (hydrated || target.closest(native) || (isKey && !heldKeys.test(event.key))) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held.push(event);
  };

  let woken = false;
  const wake = async () => {
    if (woken) return;
    woken = true;
    try {
      const hydrate = await load();
      if (pointerDown) await new Promise<void>((resolve) => released.push(resolve));
      await hydrate();
    } finally {
      // Hydrated, or the code could not load: either way the presses go on from here.
      hydrated = true;
      for (const event of held.splice(0)) {
        const target = event.target as Element;
        if (!target.isConnected) continue;
        const init = { bubbles: true, cancelable: true };
        if (event instanceof KeyboardEvent) {
          const { key, shiftKey } = event;
          target.dispatchEvent(new KeyboardEvent('keydown', { ...init, key, shiftKey }));
        } else {
          const control = target.closest('button,[role=tab],[role=button]') ?? target;
          control.dispatchEvent(new MouseEvent('click', init));
        }
      }
    }
  };

  // A link or a `<summary>` pressed while React swaps the server's markup for its own is gone
  // before the press ends, and the click that ends it reaches no control: the press goes on to
  // what is now in its place (the link with the same address; the button under the finger).
  let pressed: HTMLElement | null = null;
  let controlClicked = false;
  island.addEventListener(
    'pointerdown',
    (event) => {
      pressed = (event.target as Element).closest<HTMLElement>('a[href],summary');
      controlClicked = false;
    },
    { capture: true, passive: true },
  );
  listen('click', (event) => {
    if ((event.target as Element).closest?.('a[href],summary,button')) controlClicked = true;
  });
  listen('pointerup', (event) => {
    const control = pressed;
    pressed = null;
    if (!control) return;
    const { clientX, clientY } = event as PointerEvent;
    // After the click that ends this press, if it reached no control.
    setTimeout(() => {
      if (controlClicked || control.isConnected) return;
      const href = control.getAttribute('href');
      const replacement =
        href === null
          ? document.elementFromPoint(clientX, clientY)?.closest('button')
          : [...island.querySelectorAll('a[href]')].find(
              (candidate) => candidate.getAttribute('href') === href,
            );
      if (replacement instanceof HTMLElement && island.contains(replacement)) replacement.click();
    });
  });

  island.addEventListener('click', hold, true);
  island.addEventListener('keydown', hold, true);
  for (const type of wakeEvents) island.addEventListener(type, wake, { once: true, passive: true });
  // `client:interaction="address"`: an island whose state lives in the address's fragment wakes
  // at once when the address carries some (`#age=58`), or an old link's query (`?age=58`) for
  // the island to move into the fragment, so a shared link shows its result without a touch.
  if (options.value === 'address' && (location.hash.includes('=') || location.search.length > 1))
    void wake();
};

export default interaction;
